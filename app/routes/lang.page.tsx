import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { cmsPageLoader } from "~/features/content/pages.server";
import { CmsPage, cmsMeta } from "~/features/content/CmsPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["content"] };

/** {lang}/page/{url}: CMS pages (staticPage/getPage), never cached (spec §2). */
export function loader(args: LoaderFunctionArgs) {
  return cmsPageLoader(args);
}

export const headers = mergedHeaders;

export default function ContentPage() {
  return <CmsPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data: page }) => cmsMeta(page));

export { shouldRevalidate } from "~/routing/revalidation";
