import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { casinoLoader } from "~/features/lobby/loaders.server";
import { metaTags } from "~/features/lobby/meta";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby", "content", "games"] };

/** games/jogos/juegos and livegames/jogosaovivo/juegosenvivo (spec §2): the casino and live-casino lobbies. */
export function loader(args: LoaderFunctionArgs) {
  return casinoLoader(args);
}

export const headers = mergedHeaders;

export default function CasinoRoute() {
  return <LobbyScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => metaTags(data?.meta));

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
