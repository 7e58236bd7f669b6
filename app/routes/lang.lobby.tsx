import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { findLobby, lobbySlug } from "~/features/game-kit/catalogue.server";
import { lobbyLanguagePaths, lobbyPage, pageContext } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content", "games"] };


/** {lang}/{lobbyname} (spec §2), by the catalogue's multilingualUrlLobby; unknown → 404. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  if (!lobby) notFound();
  const page = await lobbyPage(ctx, lobby, `/${ctx.lang}/${lobbySlug(lobby.lobby, ctx.lang)}`);
  return { ...page, languagePaths: lobbyLanguagePaths(ctx, lobby.lobby) };
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
