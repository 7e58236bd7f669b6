import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "~/platform/http.server";
import { getLobbyList, type Game } from "~/platform/games.server";

export interface TileGame {
  code: string;
  name: string;
  vendor: string;
  vendorSlug: string;
  image: string | null;
  width: number;
  height: number;
  live: boolean;
  featured: boolean;
  hasDemo: boolean;
}

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
  const rows = (lobby?.gameGroupList ?? [])
    .filter((group) => group.games.length > 0)
    .sort((a, b) => (a.game_group_order ?? 0) - (b.game_group_order ?? 0))
    .slice(0, ROWS)
    .map((group) => ({
      id: group.id,
      title: group.displayName ?? group.name,
      lobbySlug: lobby?.multilingualUrlLobby?.[lang] ?? lobby?.name ?? "",
      groupSlug: group.multilingualUrlGameGroup?.[lang] ?? group.id,
      games: group.games.slice(0, TILES_PER_ROW).map(toTile),
    }));
  const order = brand.catalogue.providerOrder;
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  const providers = [...list.providers]
    .sort((a, b) => rank(a.vendorCode) - rank(b.vendorCode) || a.vendorDisplayName.localeCompare(b.vendorDisplayName))
    .map((p) => ({ code: p.vendorCode, name: p.vendorDisplayName, count: p.len }));
  return { rows, providers };
}

export function toTile(game: Game): TileGame {
  return {
    code: game.gameCode,
    name: game.name,
    vendor: game.vendorDisplayName,
    vendorSlug: game.vendorSlug ?? game.vendorCode,
    image: game.externalAsset ?? null,
    width: game.thumbWidth ?? 300,
    height: game.thumbHeight ?? 300,
    live: game.gameType === "live_casino",
    featured: game.tagList.some((tag) => tag.name === "featured-slots" || tag.name === "exclusive"),
    hasDemo: game.hasDemo,
  };
}
