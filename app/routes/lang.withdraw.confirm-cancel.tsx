import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { cancelAction, cancelLoader } from "~/features/portfolio/cancel.server";
import { CancelPage } from "~/features/portfolio/CancelPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["portfolio"] };

/** {lang}/withdraw/confirmCancelWithdraw?txnId= (spec §2): where the withdrawal stands after a cancel. */
export function loader(args: LoaderFunctionArgs) {
  return cancelLoader(args, "result");
}

/** The cancel itself (Cashier/revertWithdrawal); answers with a redirect to this page's GET. */
export function action(args: ActionFunctionArgs) {
  return cancelAction(args);
}

export const headers = mergedHeaders;

export default function ConfirmCancelWithdrawRoute() {
  return <CancelPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
