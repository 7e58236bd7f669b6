import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { slugFor } from "~/routing/spec-routes";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { lobbyOfKind } from "~/features/game-kit/catalogue.server";
import { lobbyPage, pageContext } from "~/features/lobby/pages.server";
import slugs from "~/routing/slugs.json";

export const handle = { i18n: ["lobby", "content", "games"] };


/** games/jogos/juegos and livegames/jogosaovivo/juegosenvivo (spec §2): the casino and live-casino lobbies. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const first = ctx.url.pathname.split("/")[2] ?? "";
  const live = Object.values(slugs.livegames).includes(first);
  if (live && !ctx.brand.features.liveCasino) notFound();
  const lobby = lobbyOfKind(ctx.index, live ? "live" : "casino");
  if (!lobby) notFound();
  return lobbyPage(ctx, lobby, `/${ctx.lang}/${slugFor(live ? "livegames" : "games", ctx.lang)}`);
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
