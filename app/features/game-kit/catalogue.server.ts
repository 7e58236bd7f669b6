import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "~/platform/http.server";
import type { SegmentLocaliser } from "~/routing/localised-path";
import { SPEC_ROUTE_SEGMENTS } from "~/routing/spec-routes";
import {
  getLiveTables,
  getLobbyList,
  type Game,
  type GameGroup,
  type LiveTable,
  type Lobby,
  type LobbyList,
} from "~/platform/games.server";

// ---------------------------------------------------------------------------------------------
// The catalogue, indexed once per cached lobby list

export interface IndexedLobby {
  lobby: Lobby;
  groups: GameGroup[];
  games: Game[];
  live: boolean;
}

export interface CatalogueIndex {
  lobbies: IndexedLobby[];
  games: Map<string, Game>;
  list: LobbyList;
}

const indexes = new WeakMap<LobbyList, CatalogueIndex>();

function distinct(games: Iterable<Game>): Game[] {
  const seen = new Map<string, Game>();
  for (const game of games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
  return [...seen.values()];
}

/** Spec §2: a group's games in their game_order for that group (the platform's order breaks ties). */
export function gamesInOrder(group: GameGroup): Game[] {
  const order = (game: Game) =>
    game.gameGroupList.find((entry) => entry.id === String(group.id))?.game_order ?? Number.MAX_SAFE_INTEGER;
  return group.games
    .map((game, i) => ({ game, i, rank: order(game) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((entry) => entry.game);
}

export function indexCatalogue(list: LobbyList): CatalogueIndex {
  let index = indexes.get(list);
  if (index) return index;
  const lobbies = [...list.lobbies]
    .sort((a, b) => (a.lobby_order ?? 0) - (b.lobby_order ?? 0))
    .map((lobby) => {
      const groups = [...lobby.gameGroupList]
        .sort((a, b) => (a.game_group_order ?? 0) - (b.game_group_order ?? 0))
        .map((group) => ({ ...group, games: gamesInOrder(group) }));
      const games = distinct(groups.flatMap((group) => group.games));
      const liveCount = games.filter((game) => game.gameType === "live_casino").length;
      return { lobby, groups, games, live: games.length > 0 && liveCount * 2 > games.length };
    });
  index = { lobbies, games: new Map(distinct(lobbies.flatMap((l) => l.games)).map((g) => [g.gameCode, g])), list };
  indexes.set(list, index);
  return index;
}

export async function loadCatalogue(
  caller: PlatformCaller,
  brand: Pick<BrandConfig, "limits">,
): Promise<CatalogueIndex | null> {
  const list = await getLobbyList(caller, brand.limits.lobbyRetries);
  return list ? indexCatalogue(list) : null;
}

/** Spec §2: lobby URLs come from multilingualUrlLobby (the page language first, then any, then the name). */
export function lobbySlug(lobby: Lobby, lang: string): string {
  return lobby.multilingualUrlLobby?.[lang] ?? lobby.name;
}

export function groupSlug(group: GameGroup, lang: string): string {
  return group.multilingualUrlGameGroup?.[lang] ?? group.name;
}

function matchesSlug(
  slug: string,
  own: string | undefined | null,
  urls: Record<string, string> | null | undefined,
  name: string,
  lang: string,
) {
  const wanted = slug.toLowerCase();
  if (urls?.[lang]?.toLowerCase() === wanted) return true;
  if (own?.toLowerCase() === wanted || name.toLowerCase() === wanted) return true;
  return Object.values(urls ?? {}).some((value) => value.toLowerCase() === wanted);
}

export function findLobby(index: CatalogueIndex, slug: string, lang: string): IndexedLobby | null {
  return index.lobbies.find((l) => matchesSlug(slug, null, l.lobby.multilingualUrlLobby, l.lobby.name, lang)) ?? null;
}

export function findGroup(lobby: IndexedLobby, slug: string, lang: string): GameGroup | null {
  return (
    lobby.groups.find((g) => matchesSlug(slug, null, g.multilingualUrlGameGroup, g.name, lang) || g.id === slug) ?? null
  );
}

/**
 * A link's lobby and group slugs in the link's language (spec §2 multilingual URLs), for links
 * the platform wrote with another language's, e.g. a CMS "/casino/new" on a pb page → "/cassino/novos".
 * The spec's own first segments (games, page, myaccount …) are never read as lobbies.
 */
export function catalogueSegments(index: CatalogueIndex | null): SegmentLocaliser {
  return (segments, lang) => {
    const [first, second, ...rest] = segments;
    if (!index || SPEC_ROUTE_SEGMENTS.has(first)) return segments;
    const lobby = findLobby(index, first, lang);
    if (!lobby) return segments;
    if (second === undefined) return [lobbySlug(lobby.lobby, lang)];
    const group = second === "studio" || second === "theme" ? null : findGroup(lobby, second, lang);
    return [lobbySlug(lobby.lobby, lang), group ? groupSlug(group, lang) : second, ...rest];
  };
}

/** The casino page shows the first lobby that is not mostly live tables; live casino the first that is. */
export function lobbyOfKind(index: CatalogueIndex, kind: "casino" | "live"): IndexedLobby | null {
  return index.lobbies.find((l) => l.live === (kind === "live")) ?? null;
}

/** The group of the Recommended Games list (spec §4), wherever it sits. */
export function recommendedGroup(index: CatalogueIndex): { lobby: IndexedLobby; group: GameGroup } | null {
  for (const lobby of index.lobbies) {
    const group = lobby.groups.find((g) => g.name.toLowerCase().replace(/[\s_-]+/g, "") === "recommendedgames");
    if (group) return { lobby, group };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Live table state for live tiles

export const isLiveGame = (game: Game) => game.gameType === "live_casino";

export async function liveTablesFor(caller: PlatformCaller, games: readonly Game[]): Promise<Map<string, LiveTable>> {
  if (!games.some(isLiveGame)) return new Map();
  return liveTablesByGame(await getLiveTables(caller), games);
}

export function liveTablesByGame(tables: readonly LiveTable[], games: readonly Game[]): Map<string, LiveTable> {
  const byCode = new Map<string, LiveTable>();
  for (const table of tables) {
    if (table.gameCode) byCode.set(table.gameCode, table);
  }
  // Tables keyed by tableId too (a live game's pristineGameId is gameId_tableId).
  for (const game of games) {
    if (byCode.has(game.gameCode)) continue;
    const tableId = game.tableId ?? game.pristineGameId?.split("_")[1];
    const table = tableId ? tables.find((t) => t.tableId === tableId) : undefined;
    if (table) byCode.set(game.gameCode, table);
  }
  return byCode;
}
