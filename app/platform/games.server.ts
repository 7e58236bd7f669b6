import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const multilingual = z.record(z.string()).nullish();

export const gameSchema = z.object({
  gameCode: z.string(),
  gameId: z.union([z.string(), z.number()]).transform(String).optional(),
  pristineGameId: z.string().nullish(),
  name: z.string(),
  vendorId: z.union([z.string(), z.number()]).nullish(),
  vendorCode: z.string(),
  vendorName: z.string().nullish(),
  vendorDisplayName: z.string(),
  vendorSlug: z.string().nullish(),
  gameType: z.string(),
  gameGroupList: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), game_order: z.number() })).default([]),
  tagList: z
    .array(
      z.union([
        z.string().transform((name) => ({ name, displayName: name, type: "category" })),
        z.object({ name: z.string(), displayName: z.string().nullish(), type: z.string().nullish() }),
      ]),
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
});
export type Game = z.infer<typeof gameSchema>;

export const gameGroupSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
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

const cache = new Map<string, { at: number; value: LobbyList }>();
const LOBBY_TTL_MS = 60_000;

/**
 * game/getLobbyListWithGameGroups, cached per site and language for a minute: the catalogue is
 * large and the same for every visitor. Spec §4: retried up to `retries` times when missing.
 */
export async function getLobbyList(caller: PlatformCaller, retries = 3): Promise<LobbyList | null> {
  const key = `${caller.baseUrl}|${caller.siteCode}|${caller.language}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LOBBY_TTL_MS) return hit.value;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const value = await callPlatform(caller, { path: "game/getLobbyListWithGameGroups", schema: lobbyListSchema });
    if (value) {
      cache.set(key, { at: Date.now(), value });
      return value;
    }
  }
  return hit?.value ?? null;
}
