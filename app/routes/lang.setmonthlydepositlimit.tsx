import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { depositLimitAction, depositLimitLoader } from "~/features/limits/deposit-limit.server";
import { DepositLimitPage } from "~/features/limits/DepositLimitPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["limits"] };

// Form schema: ~/features/limits/deposit-limit-schema.ts, shared with the action.

export function loader(args: LoaderFunctionArgs) {
  return depositLimitLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return depositLimitAction(args);
}

export const headers = mergedHeaders;

export default function DepositLimitRoute() {
  return <DepositLimitPage page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
