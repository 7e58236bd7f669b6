import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { lobbyThemeLoader } from "~/features/lobby/loaders.server";
import { metaTags } from "~/features/lobby/meta";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby", "content"] };

/** {lang}/{lobbyname}/theme/{tagname} (spec §2): the lobby's games with one tag; none → 404. */
export function loader(args: LoaderFunctionArgs) {
  return lobbyThemeLoader(args);
}

export const headers = mergedHeaders;

export default function LobbyThemeRoute() {
  return <LobbyScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => metaTags(data?.meta));

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
