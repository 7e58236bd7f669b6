import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { realityCheckAction, realityCheckLoader } from "~/features/session-timer/reality-check.server";
import { RealityCheckPage } from "~/features/session-timer/RealityCheckPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["account"] };

// Form schema: ~/features/session-timer/reality-check-schema.ts, shared with the action.

export function loader(args: LoaderFunctionArgs) {
  return realityCheckLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return realityCheckAction(args);
}

export const headers = mergedHeaders;

export default function RealityCheckRoute() {
  return <RealityCheckPage page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
