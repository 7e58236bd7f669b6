import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { cancelLoader } from "~/features/portfolio/cancel.server";
import { CancelPage } from "~/features/portfolio/CancelPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["portfolio"] };

/** {lang}/withdraw/cancelWithdrawal?txnId= (spec §2): confirm the cancel of a pending withdrawal. */
export function loader(args: LoaderFunctionArgs) {
  return cancelLoader(args, "ask");
}

export const headers = mergedHeaders;

export default function CancelWithdrawalRoute() {
  return <CancelPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
