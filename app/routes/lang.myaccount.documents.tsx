import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { requestScope } from "~/routing/scope.server";
import { documentsAction, documentsLoader } from "~/features/kyc/documents.server";
import { DocumentsPage } from "~/features/kyc/DocumentsPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["account", "kyc"] };

/** {lang}/myaccount/documents/identity|address|sourceofincome (issue 26 §5, ADR 066). */
export async function loader(args: LoaderFunctionArgs) {
  return documentsLoader(await requestScope(args), args.params.category);
}

export async function action(args: ActionFunctionArgs) {
  return documentsAction(await requestScope(args), args.params.category);
}

export const headers = mergedHeaders;

export default function DocumentsRoute() {
  return <DocumentsPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
