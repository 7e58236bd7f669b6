import type { Game, LiveTable } from "~/platform/games.server";
import { gmtTime } from "~/features/live/opening-time";

/** What a game tile needs (spec §2 game tile), small enough to send to the browser by the hundred. */
export interface TileGame {
  code: string;
  name: string;
  vendor: string;
  vendorSlug: string;
  image: string | null;
  width: number;
  height: number;
  live: boolean;
  /** Live tiles: the table whose /live-feed updates this tile follows. */
  tableId?: string | null;
  /** Live tiles: open (Live), closed (Offline, opening at `opensAt`), or unknown. */
  liveState?: "open" | "closed" | null;
  /** "HH:mm GMT" of a closed live table. */
  opensAt?: string | null;
  featured: boolean;
  hasDemo: boolean;
}

const FEATURED_TAGS = new Set(["featured-slots", "exclusive"]);

export function toTile(game: Game, options: { featuredShown?: boolean; live?: Map<string, LiveTable> } = {}): TileGame {
  const live = game.gameType === "live_casino";
  const table = live ? options.live?.get(game.gameCode) : undefined;
  const tile: TileGame = {
    code: game.gameCode,
    name: game.name,
    vendor: game.vendorDisplayName,
    vendorSlug: game.vendorSlug ?? game.vendorCode,
    image: game.externalAsset ?? null,
    width: game.thumbWidth ?? 300,
    height: game.thumbHeight ?? 300,
    live,
    featured: (options.featuredShown ?? true) && game.tagList.some((tag) => FEATURED_TAGS.has(tag.name)),
    hasDemo: game.hasDemo,
  };
  if (live) {
    tile.tableId = table?.tableId ?? game.tableId ?? game.pristineGameId?.split("_")[1] ?? null;
    tile.liveState = table ? (table.tableOpen ? "open" : "closed") : null;
    tile.opensAt = table && !table.tableOpen ? gmtTime(table.tableTimes?.open) : null;
  }
  return tile;
}

/** Spec §2: tiles link to {lang}/gameplay/{gameCode}/{vendorSlug}. */
export function gameHref(lang: string, tile: { code: string; vendorSlug: string }): string {
  return `/${lang}/gameplay/${encodeURIComponent(tile.code)}/${encodeURIComponent(tile.vendorSlug)}`;
}
