import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { preferencesAction, preferencesLoader } from "~/features/account/preferences.server";
import { PreferencesPage } from "~/features/account/PreferencesPage";

export const handle = { i18n: ["account"] };

export function loader(args: LoaderFunctionArgs) {
  return preferencesLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return preferencesAction(args);
}

export const headers = mergedHeaders;

export default function PreferencesRoute() {
  return <PreferencesPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

export { shouldRevalidate } from "~/routing/revalidation";
