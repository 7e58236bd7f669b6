import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { findGroup, findLobby } from "~/features/game-kit/catalogue.server";
import { lobbyHome, lobbyLanguagePaths, pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/** {lang}/{lobbyname}/{gamegroupname} and …/all (spec §2 see-all: banner, BACK, grid); unknown → 404. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const group = lobby ? findGroup(lobby, args.params.group ?? "", ctx.lang) : null;
  if (!lobby || !group) notFound();
  const home = lobbyHome(ctx, lobby.lobby.name);
  const heading = group.displayName ?? group.name;
  const page = await seeAllPage(ctx, {
    source: { kind: "group", lobby: lobby.lobby.name, id: group.id },
    heading,
    backHref: home,
    live: lobby.live,
    meta: { title: group.metaTitle || heading, description: group.metaDescription ?? "", keywords: group.metaTags ?? "" },
    tabs: { allHref: home, lobby, active: group.id },
  });
  const suffix = ctx.url.pathname.replace(/\/+$/, "").endsWith("/all") ? "/all" : "";
  return { ...page, languagePaths: lobbyLanguagePaths(ctx, lobby.lobby, group, suffix) };
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
