import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { pageMeta } from "~/frame-kit/page-meta";
import { outcomeLoader } from "~/features/deposit/result/result.server";
import { PaymentResult } from "~/features/deposit/result/PaymentResult";

export const handle = { i18n: ["payment", "cashier"] };

/** {lang}/failure (spec §2): the generic failure page of a deposit or, with type=cashout, a withdrawal. */
export function loader(args: LoaderFunctionArgs) {
  return outcomeLoader(args, "failure");
}

export const headers = mergedHeaders;

export default function PaymentFailure() {
  return <PaymentResult page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
