import type { BrandConfig } from "~/brand/config.generated";
import { liveTablesFor, loadCatalogue, recommendedGroup } from "~/features/game-kit/catalogue.server";
import { toTile, type TileGame } from "~/features/game-kit/tiles";
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
  // Live tiles carry their table's state (a closed table in last played must not say Live).
  const live = await liveTablesFor(caller, [...favourites, ...lastPlayed, ...freeSpins]).catch(keepMaintenance);
  const tile = (game: Game) =>
    toTile(game, { featuredShown: brand.catalogue.featuredTagShown, live: live ?? undefined });
  let recommended: TileGame[] = [];
  const found = index ? recommendedGroup(index) : null;
  if (found) {
    const order = (g: Game) =>
      g.gameGroupList.find((entry) => entry.id === found.group.id)?.game_order ?? Number.MAX_SAFE_INTEGER;
    recommended = [...found.group.games]
      .sort((a, b) => order(a) - order(b))
      .slice(0, max)
      .map(tile);
  }
  return {
    favourites: favourites.slice(0, max).map(tile),
    lastPlayed: lastPlayed.slice(0, brand.limits.lastPlayedGames).map(tile),
    freeSpins: brand.catalogue.freeSpinGamesViewable
      ? freeSpins.slice(0, max).map((g) => ({ ...tile(g), freeSpins: g.freeSpins ?? null }))
      : [],
    recommended,
    favouriteCodes: favourites.map((g) => g.gameCode),
  };
}
