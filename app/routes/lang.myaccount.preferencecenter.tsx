import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import type { AccountFrameHandle } from "~/features/account/AccountLayout";
import { preferencesAction, preferencesLoader } from "~/features/account/preferences.server";
import { PreferencesPage } from "~/features/account/PreferencesPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = {
  i18n: ["account"],
  account: {
    id: "preferences",
    icon: "chat",
    title: "preferences.title",
    intro: "preferences.intro",
    testId: "preferences-page",
  } satisfies AccountFrameHandle,
};

export function loader(args: LoaderFunctionArgs) {
  return preferencesLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return preferencesAction(args);
}

export const headers = mergedHeaders;

export default function PreferencesRoute() {
  return <PreferencesPage page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";
