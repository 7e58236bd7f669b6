import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { gameSchema, type Game } from "./games.server";

const listSchema = z.object({ games: z.array(gameSchema) });
const freeSpinSchema = z.object({
  games: z.array(gameSchema.extend({ freeSpins: z.number().nullish(), expiresAt: z.string().nullish() })),
});
export type FreeSpinGame = z.infer<typeof freeSpinSchema>["games"][number];

/** profile/getFavouriteGames, newest first; [] when unavailable. */
export async function getFavouriteGames(caller: PlatformCaller): Promise<Game[]> {
  const result = await callPlatform(caller, { path: "profile/getFavouriteGames", schema: listSchema }).catch(
    () => null,
  );
  return result?.games ?? [];
}

/**
 * profile/toggleFavoriteGame (spec §4): newState is the opposite of the current state; the
 * returned favoriteAddFlag is the stored state. null when the platform did not confirm.
 */
export async function toggleFavouriteGame(
  caller: PlatformCaller,
  gameCode: string,
  newState: boolean,
): Promise<boolean | null> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "profile/toggleFavoriteGame",
    form: { gameID: gameCode, newState },
    schema: z.object({ status: z.string(), favoriteAddFlag: z.boolean() }),
  });
  return result?.status === "SUCCESS" ? result.favoriteAddFlag : null;
}

/** profile/getLastPlayedGames?limit=18 (spec §9), most recent first; [] when unavailable. */
export async function getLastPlayedGames(caller: PlatformCaller, limit: number): Promise<Game[]> {
  const result = await callPlatform(caller, {
    path: "profile/getLastPlayedGames",
    query: { limit },
    schema: listSchema,
  }).catch(() => null);
  return result?.games ?? [];
}

/** profile/getFreeSpinGames; [] when unavailable. */
export async function getFreeSpinGames(caller: PlatformCaller): Promise<FreeSpinGame[]> {
  const result = await callPlatform(caller, { path: "profile/getFreeSpinGames", schema: freeSpinSchema }).catch(
    () => null,
  );
  return result?.games ?? [];
}
