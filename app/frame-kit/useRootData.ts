import { useMemo } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { useBrand } from "~/brand/BrandContext";
import type { RootData } from "./root-data";

/** The root loader's data with the brand it was made for (ADR 030). */
export type ShellData = RootData & { brand: PublicBrandConfig };

/** The root data (brand, language, shell state); undefined only if the root loader failed. */
export function useRootData(): ShellData | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const brand = useBrand();
  return useMemo(() => (data && brand ? { ...data, brand } : undefined), [data, brand]);
}

/** Same, for components that only render inside the shell, where the root data always exists. */
export function useShellData(): ShellData {
  const data = useRootData();
  if (!data) throw new Error("useShellData used outside the site shell");
  return data;
}
