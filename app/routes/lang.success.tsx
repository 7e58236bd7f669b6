import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { pageMeta } from "~/frame-kit/page-meta";
import { outcomeLoader } from "~/features/deposit/result/result.server";
import { PaymentResult } from "~/features/deposit/result/PaymentResult";

export const handle = { i18n: ["payment", "cashier"] };

/** {lang}/success (spec §2): the generic success page of a deposit or, with type=cashout, a withdrawal. */
export function loader(args: LoaderFunctionArgs) {
  return outcomeLoader(args, "success");
}

export const headers = mergedHeaders;

export default function PaymentSuccess() {
  return <PaymentResult page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
