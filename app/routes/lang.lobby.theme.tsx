import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { serverT } from "~/i18n/i18next.server";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { findLobby } from "~/features/game-kit/catalogue.server";
import { lobbyHome, pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/** {lang}/{lobbyname}/theme/{tagname} (spec §2): the lobby's games with one tag; none → 404. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const name = args.params.tag ?? "";
  const tag = lobby?.games.flatMap((g) => g.tagList).find((t) => t.name === name);
  if (!lobby || !tag) notFound();
  const t = await serverT(args.context, ctx.brand, ctx.lang, "lobby");
  const label = tag.displayName ?? tag.name;
  const title = lobby.lobby.displayName ?? lobby.lobby.name;
  return seeAllPage(ctx, {
    source: { kind: "lobbyTag", lobby: lobby.lobby.name, id: name },
    heading: label,
    backHref: lobbyHome(ctx, lobby.lobby.name),
    live: lobby.live,
    meta: {
      title: t("meta.theme", { theme: label, lobby: title, brand: ctx.brand.name }),
      description: t("meta.themeDescription", { theme: label, brand: ctx.brand.name }),
      keywords: lobby.lobby.metaTags ?? "",
    },
  });
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
