import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { requestScope } from "~/routing/scope.server";
import { documentsIndexLoader } from "~/features/kyc/documents-index.server";
import { DocumentsIndexPage } from "~/features/kyc/DocumentsIndexPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["account", "kyc"] };

/** {lang}/myaccount/documents: the index of identity, address and source of income (issue 35 §2). */
export async function loader(args: LoaderFunctionArgs) {
  return documentsIndexLoader(await requestScope(args));
}

export const headers = mergedHeaders;

export default function DocumentsIndexRoute() {
  return <DocumentsIndexPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
