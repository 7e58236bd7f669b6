import type { LoaderFunctionArgs } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller } from "~/platform/caller.server";
import type { PlatformCaller } from "~/platform/http.server";
import { getLobbyList } from "~/platform/games.server";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import { serverT } from "~/i18n/i18next.server";
import { requestScope, siteScope } from "~/routing/scope.server";
import { pageHere, zoneBanners } from "~/features/content/banners.server";
import { sortByProviderOrder } from "~/features/game-kit/catalogue";
import { gamesInOrder, liveTablesFor } from "~/features/game-kit/catalogue.server";
import { toTile, type TileGame } from "~/features/game-kit/tiles";

export { toTile, type TileGame };

export interface HomeRow {
  id: string;
  title: string;
  lobbySlug: string;
  groupSlug: string;
  games: TileGame[];
}

export interface HomeLobbyData {
  rows: HomeRow[];
  providers: { code: string; name: string; count: number }[];
}

const ROWS = 4;
const TILES_PER_ROW = 12;

/** The first groups of the casino lobby for the home page: at most 48 tiles rendered on the server. */
export async function loadHomeLobby(caller: PlatformCaller, brand: BrandConfig): Promise<HomeLobbyData> {
  const list = await getLobbyList(caller, brand.limits.lobbyRetries);
  if (!list) return { rows: [], providers: [] };
  const lobby = [...list.lobbies].sort((a, b) => (a.lobby_order ?? 0) - (b.lobby_order ?? 0))[0];
  const lang = caller.language;
  const groups = (lobby?.gameGroupList ?? [])
    .filter((group) => group.games.length > 0)
    .sort((a, b) => (a.game_group_order ?? 0) - (b.game_group_order ?? 0))
    .slice(0, ROWS)
    .map((group) => ({ ...group, games: gamesInOrder(group) }));
  // Live tiles carry their table's state (no table state: no Live badge rather than a wrong one).
  const live = await liveTablesFor(
    caller,
    groups.flatMap((group) => group.games.slice(0, TILES_PER_ROW)),
  ).catch(() => undefined);
  const rows = groups.map((group) => ({
    id: group.id,
    title: group.displayName ?? group.name,
    lobbySlug: lobby?.multilingualUrlLobby?.[lang] ?? lobby?.name ?? "",
    groupSlug: group.multilingualUrlGameGroup?.[lang] ?? group.id,
    games: group.games
      .slice(0, TILES_PER_ROW)
      .map((game) => toTile(game, { featuredShown: brand.catalogue.featuredTagShown, live })),
  }));
  const providers = sortByProviderOrder(
    list.providers.map((p) => ({ code: p.vendorCode, name: p.vendorDisplayName, count: p.len })),
    brand.catalogue.providerOrder,
  );
  return { rows, providers };
}

/** {lang}: the casino-zone banners and the first rows of the casino lobby, with the page's title. */
export async function homeLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { context, brand, lang } = site;
  // Banners and the lobby are the same for every visitor: the guest caller (and its caches).
  const caller = platformCaller(context, brand, lang);
  const t = await serverT(context, brand, lang, "content");
  // Awaited with the lobby, not streamed: a streamed carousel needs JavaScript to replace its
  // placeholder, and the banners come from a cache shared by every visitor anyway.
  const [banners, lobby] = await Promise.all([
    zoneBanners(caller, brand, "casino", pageHere(site, requestScope(args))),
    loadHomeLobby(caller, brand).catch(rethrowMaintenance),
  ]);
  return {
    banners,
    lobby,
    title: t(brand.features.sportsbook ? "home.titleWithSports" : "home.title", { brand: brand.name }),
    description: t("home.description", { brand: brand.name }),
    heading: t(brand.features.sportsbook ? "home.headingWithSports" : "home.heading", { brand: brand.name }),
  };
}
