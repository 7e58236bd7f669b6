import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { pageMeta } from "~/frame-kit/page-meta";
import { txnConfirmationLoader } from "~/features/deposit/result/result.server";
import { PaymentResult } from "~/features/deposit/result/PaymentResult";

export const handle = { i18n: ["payment", "cashier"] };

/** {lang}/txn-confirmation (spec §2): a payment's outcome, re-read from the platform. */
export function loader(args: LoaderFunctionArgs) {
  return txnConfirmationLoader(args);
}

export const headers = mergedHeaders;

export default function TxnConfirmation() {
  return <PaymentResult page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
