import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { accountStatusLoader } from "~/features/account/status.server";
import { AccountStatusPage } from "~/features/account/AccountStatusPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["account"] };

export function loader(args: LoaderFunctionArgs) {
  return accountStatusLoader(args);
}

export const headers = mergedHeaders;

export default function AccountStatusRoute() {
  return <AccountStatusPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
