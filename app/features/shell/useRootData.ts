import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "./root.server";

/** The root loader's data (brand, language, shell state); undefined only if the root loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** Same, for components that only render inside the shell, where the root data always exists. */
export function useShellData(): RootData {
  const data = useRootData();
  if (!data) throw new Error("useShellData used outside the site shell");
  return data;
}
