import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { policyPageLoader } from "~/features/content/pages.server";
import { CmsPage, cmsMeta } from "~/features/content/CmsPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["content"] };

/** /{lang}/policy/{url} (en) and /{lang}/politica/{url} (pb, es): policy/getPolicyDetails, not cached. */
export function loader(args: LoaderFunctionArgs) {
  return policyPageLoader(args);
}

export const headers = mergedHeaders;

export default function PolicyPage() {
  return <CmsPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data: page }) => cmsMeta(page));

export { shouldRevalidate } from "~/routing/revalidation";
