import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { serverT } from "~/i18n/i18next.server";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { findLobby } from "~/features/game-kit/catalogue.server";
import { lobbyHome, pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/** {lang}/{lobbyname}/studio/{vendorCode} (spec §2): the lobby's games of one provider; none → 404. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const vendor = args.params.vendorCode ?? "";
  const game = lobby?.games.find((g) => g.vendorCode === vendor);
  if (!lobby || !game) notFound();
  const t = await serverT(args.context, ctx.brand, ctx.lang, "lobby");
  const title = lobby.lobby.displayName ?? lobby.lobby.name;
  return seeAllPage(ctx, {
    source: { kind: "lobbyVendor", lobby: lobby.lobby.name, id: vendor },
    heading: game.vendorDisplayName,
    backHref: lobbyHome(ctx, lobby.lobby.name),
    live: lobby.live,
    meta: {
      title: t("meta.studio", { provider: game.vendorDisplayName, lobby: title, brand: ctx.brand.name }),
      description: t("meta.studioDescription", { provider: game.vendorDisplayName, brand: ctx.brand.name }),
      keywords: lobby.lobby.metaTags ?? "",
    },
  });
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";
