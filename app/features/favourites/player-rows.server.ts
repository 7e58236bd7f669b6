import type { BrandConfig } from "~/brand/config.generated";
import { loadCatalogue, recommendedGroup } from "~/features/lobby/lobby.server";
import { toTile, type TileGame } from "~/features/lobby/tiles";
import { isMaintenance } from "~/platform/errors";
import type { Game } from "~/platform/games.server";
import type { PlatformCaller } from "~/platform/http.server";
import { getFavouriteGames, getFreeSpinGames, getLastPlayedGames } from "~/platform/player-games.server";

export interface PlayerGameRowsData {
  favourites: TileGame[];
  lastPlayed: TileGame[];
  freeSpins: (TileGame & { freeSpins: number | null })[];
  recommended: TileGame[];
  /** Game codes of the favourites, for hearts on other tiles. */
  favouriteCodes: string[];
}

const keepMaintenance = (error: unknown) => {
  if (isMaintenance(error)) throw error;
  return null;
};

/**
 * Spec §4 player lists for the lobby: favourites, last played (limits.lastPlayedGames), free-spin
 * games and the Recommended Games group (its game_order, first limits.carouselGames). Guests get
 * only the recommended row. Loaders revalidate on login and logout, so the rows follow.
 */
export async function loadPlayerGameRows(
  caller: PlatformCaller,
  brand: BrandConfig,
  loggedIn: boolean,
  options: { recommended?: boolean } = {},
): Promise<PlayerGameRowsData> {
  const max = brand.limits.carouselGames;
  const [index, favourites, lastPlayed, freeSpins] = await Promise.all([
    options.recommended !== false ? loadCatalogue(caller, brand).catch(keepMaintenance) : null,
    loggedIn ? getFavouriteGames(caller) : [],
    loggedIn ? getLastPlayedGames(caller, brand.limits.lastPlayedGames) : [],
    loggedIn ? getFreeSpinGames(caller) : [],
  ]);
  let recommended: TileGame[] = [];
  const found = index ? recommendedGroup(index) : null;
  if (found) {
    const order = (g: Game) => g.gameGroupList.find((entry) => entry.id === found.group.id)?.game_order ?? Number.MAX_SAFE_INTEGER;
    recommended = [...found.group.games].sort((a, b) => order(a) - order(b)).slice(0, max).map((g) => toTile(g));
  }
  return {
    favourites: favourites.map((g) => toTile(g)),
    lastPlayed: lastPlayed.slice(0, brand.limits.lastPlayedGames).map((g) => toTile(g)),
    freeSpins: freeSpins.map((g) => ({ ...toTile(g), freeSpins: g.freeSpins ?? null })),
    recommended,
    favouriteCodes: favourites.map((g) => g.gameCode),
  };
}
