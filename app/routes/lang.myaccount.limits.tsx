import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { limitsLoader } from "~/features/account/limits.server";
import { LimitsPage } from "~/features/account/LimitsPage";

export const handle = { i18n: ["account"] };

export function loader(args: LoaderFunctionArgs) {
  return limitsLoader(args);
}

export const headers = mergedHeaders;

export default function LimitsRoute() {
  return <LimitsPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

export { shouldRevalidate } from "~/routing/revalidation";
