import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { lobbyLoader } from "~/features/lobby/loaders.server";
import { metaTags } from "~/features/lobby/meta";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby", "content", "games"] };

/** {lang}/{lobbyname} (spec §2), by the catalogue's multilingualUrlLobby; unknown → 404. */
export function loader(args: LoaderFunctionArgs) {
  return lobbyLoader(args);
}

export const headers = mergedHeaders;

export default function LobbyRoute() {
  return <LobbyScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => metaTags(data?.meta));

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
