import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { pageMeta } from "~/frame-kit/page-meta";
import type { BareShellHandle } from "~/frame-kit/bare-shell";
import { callbackLoader } from "~/features/deposit/result/callback.server";
import { CallbackPage } from "~/features/deposit/result/CallbackPage";

/** Inside the provider's frame the page is only the way out: no shell around it. */
export const handle: { i18n: string[] } & BareShellHandle = {
  i18n: ["payment"],
  bareShell: (data) => (data as { kind?: string } | undefined)?.kind === "breakout",
};

/** {lang}/cashier/callback/{paymentType}/{encodedData} (spec §2): the return from a payment provider. */
export function loader(args: LoaderFunctionArgs) {
  return callbackLoader(args);
}

export const headers = mergedHeaders;

export default function CashierCallback() {
  const page = useLoaderData<typeof loader>();
  return <CallbackPage page={page} lang={useParams().lang ?? ""} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
