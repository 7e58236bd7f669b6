import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { TtlCache } from "./ttl-cache.server";

const multilingual = z.record(z.string()).nullish();

// The catalogue holds thousands of games, parsed on every cache miss. A z.union records an issue
// for each alternative that fails before one fits: about 40 % of the parse time in a profile;
// these normalise the input first, so a valid catalogue never fails a check.
const numberToString = (value: unknown) => (typeof value === "number" ? String(value) : value);
const idString = z.preprocess(numberToString, z.string());
/** Spec §3 shape: plain names, kind unknown (the lobby tells categories from themes by name). */
const tagName = (value: unknown) =>
  typeof value === "string" ? { name: value, displayName: value, type: null } : value;

export const gameSchema = z.object({
  gameCode: z.string(),
  gameId: idString.optional(),
  pristineGameId: z.string().nullish(),
  name: z.string(),
  vendorId: z.union([z.number(), z.string()]).nullish(),
  vendorCode: z.string(),
  vendorName: z.string().nullish(),
  vendorDisplayName: z.string(),
  vendorSlug: z.string().nullish(),
  gameType: z.string(),
  gameGroupList: z.array(z.object({ id: idString, game_order: z.number() })).default([]),
  tagList: z
    .array(
      z.preprocess(
        tagName,
        z.object({ name: z.string(), displayName: z.string().nullish(), type: z.string().nullish() }),
      ),
    )
    .default([]),
  hasDemo: z.boolean().default(false),
  externalAsset: z.string().nullish(),
  url: z.string().nullish(),
  aspectRatio: z.number().nullish(),
  multilingualUrl: multilingual,
  gdContent: z.string().nullish(),
  thumbWidth: z.number().nullish(),
  thumbHeight: z.number().nullish(),
  tableId: z.string().nullish(),
  rtp: z.number().nullish(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameGroupSchema = z.object({
  id: idString,
  name: z.string(),
  displayName: z.string().nullish(),
  multilingualUrlGameGroup: multilingual,
  game_asset_style: z.string().nullish(),
  game_group_order: z.number().nullish(),
  metaTitle: z.string().nullish(),
  metaTags: z.string().nullish(),
  metaDescription: z.string().nullish(),
  games: z.array(gameSchema).default([]),
});
export type GameGroup = z.infer<typeof gameGroupSchema>;

export const lobbySchema = z.object({
  name: z.string(),
  displayName: z.string().nullish(),
  lobby_order: z.number().nullish(),
  multilingualUrlLobby: multilingual,
  metaTitle: z.string().nullish(),
  metaTags: z.string().nullish(),
  metaDescription: z.string().nullish(),
  gameGroupList: z.array(gameGroupSchema).default([]),
});
export type Lobby = z.infer<typeof lobbySchema>;

const providerSchema = z.object({ vendorCode: z.string(), vendorDisplayName: z.string(), len: z.number() });
export type Provider = z.infer<typeof providerSchema>;

const lobbyListSchema = z.object({
  lobbies: z.array(lobbySchema),
  providers: z.array(providerSchema).default([]),
});
export type LobbyList = z.infer<typeof lobbyListSchema>;

const cache = new TtlCache<LobbyList>(60_000);

/**
 * game/getLobbyListWithGameGroups, cached per site and language for a minute: the catalogue is
 * large and the same for every visitor. Spec §4: retried up to `retries` times when missing.
 */
export async function getLobbyList(caller: PlatformCaller, retries = 3): Promise<LobbyList | null> {
  const key = `${caller.baseUrl}|${caller.brandId}|${caller.language}`;
  const hit = cache.get(key);
  if (hit) return hit;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const value = await callPlatform(caller, { path: "game/getLobbyListWithGameGroups", schema: lobbyListSchema });
    if (value) {
      cache.set(key, value);
      return value;
    }
  }
  return cache.stale(key) ?? null;
}

// ---------------------------------------------------------------------------------------------
// docs/contract/games.md: paged game lists, one game, live tables

const gamePageSchema = z.object({ total: z.number().int().nonnegative(), games: z.array(gameSchema) });
export type GamePage = z.infer<typeof gamePageSchema>;

export interface GameQuery {
  vendorCode?: string;
  tag?: string;
  search?: string;
  gameType?: string;
  offset?: number;
  limit?: number;
}

/** GET game/getGames (contract: limit ≤ 60, search ≥ 3 chars); null when the platform gives nothing usable. */
export async function getGames(caller: PlatformCaller, query: GameQuery): Promise<GamePage | null> {
  return callPlatform(caller, {
    path: "game/getGames",
    query: { ...query, offset: query.offset ?? 0, limit: Math.min(query.limit ?? 18, 60) },
    schema: gamePageSchema,
  });
}

const groupGamesSchema = gamePageSchema.extend({ group: gameGroupSchema.omit({ games: true }).passthrough() });

/** GET game/getLobbyGameGroupGames, in game_order; unknown group throws PlatformError 100464. */
export async function getLobbyGameGroupGames(caller: PlatformCaller, groupId: string, offset: number, limit: number) {
  return callPlatform(caller, {
    path: "game/getLobbyGameGroupGames",
    query: { groupId, offset, limit: Math.min(limit, 60) },
    schema: groupGamesSchema,
  });
}

/** GET game/getGame (sandbox extension); unknown throws PlatformError 100464. */
export async function getGame(caller: PlatformCaller, gameCode: string): Promise<Game | null> {
  const result = await callPlatform(caller, {
    path: "game/getGame",
    query: { gameCode },
    schema: z.object({ game: gameSchema }),
  });
  return result?.game ?? null;
}

const liveTableSchema = z.object({
  tableId: z.string(),
  gameCode: z.string().nullish(),
  tableType: z.string().nullish(),
  tableOpen: z.boolean(),
  last20Results: z.array(z.object({ result: z.union([z.number(), z.string()]), color: z.string() })).default([]),
  availableSeats: z.number().nullish(),
  tableLimits: z.object({ minBet: z.number(), maxBet: z.number() }).partial().nullish(),
  tableTimes: z.object({ open: z.string(), close: z.string() }).partial().nullish(),
  currency: z.string().nullish(),
  currencyCode: z.string().nullish(),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

const liveCache = new TtlCache<LiveTable[]>(15_000);

/** GET game/getLiveTables, cached briefly per site (tables change every ~20 s); [] when unavailable. */
export async function getLiveTables(caller: PlatformCaller): Promise<LiveTable[]> {
  const key = `${caller.baseUrl}|${caller.brandId}`;
  const hit = liveCache.get(key);
  if (hit) return hit;
  const result = await callPlatform(caller, {
    path: "game/getLiveTables",
    schema: z.object({ tables: z.array(liveTableSchema) }),
  }).catch(() => null);
  const value = result?.tables ?? liveCache.stale(key) ?? [];
  liveCache.set(key, value);
  return value;
}
