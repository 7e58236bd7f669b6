import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CarouselSettings } from "~/features/game-kit/Carousel";
import { Carousel, carouselSettings, Slide } from "~/features/game-kit/Carousel";
import { GameTile } from "~/features/game-kit/GameTile";
import { useShellData } from "~/frame-kit/useRootData";
import { FavouriteButton } from "./FavouriteButton";
import type { PlayerGameRowsData } from "./player-rows.server";

/**
 * One row: the server renders the first `serverTiles` tiles (the page's ~60-tile budget,
 * ARCHITECTURE §8); the rest, already in the loader data, are rendered on first use.
 */
function Row({
  id,
  title,
  settings,
  tiles,
  serverTiles,
  render,
}: {
  id: string;
  title: string;
  settings: CarouselSettings;
  tiles: PlayerGameRowsData["favourites"];
  serverTiles: number;
  render: (tile: PlayerGameRowsData["favourites"][number]) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  if (!tiles.length) return null;
  return (
    <Carousel id={id} title={title} settings={settings} count={tiles.length} onFirstUse={() => setAll(true)}>
      {(all ? tiles : tiles.slice(0, serverTiles)).map((tile) => (
        <Slide key={tile.code}>{render(tile)}</Slide>
      ))}
    </Carousel>
  );
}

/**
 * Spec §4 rows for the lobby page: favourites, last played, free-spin games (players) and
 * recommended games (everyone). Each row is a carousel of game tiles; empty rows are left out.
 */
export function PlayerGameRows({
  rows,
  serverTiles = Number.MAX_SAFE_INTEGER,
}: {
  rows: PlayerGameRowsData;
  serverTiles?: number;
}) {
  const { t } = useTranslation("games");
  const { brand, lang, loggedIn } = useShellData();
  const settings = carouselSettings(brand);
  const favourites = new Set(rows.favouriteCodes);
  const row = (
    id: string,
    title: string,
    tiles: PlayerGameRowsData["favourites"],
    extra?: (code: string) => string | null,
  ) => (
    <Row
      id={id}
      title={title}
      settings={settings}
      tiles={tiles}
      serverTiles={serverTiles}
      render={(tile) => (
        <div className="player-row__tile">
          <GameTile game={tile} lang={lang} />
          {loggedIn ? (
            <FavouriteButton
              gameCode={tile.code}
              favourite={favourites.has(tile.code)}
              gameName={tile.name}
              className="favourite--tile"
            />
          ) : null}
          {extra?.(tile.code) ? <span className="player-row__badge">{extra(tile.code)}</span> : null}
        </div>
      )}
    />
  );
  const spins = new Map(rows.freeSpins.map((g) => [g.code, g.freeSpins]));
  return (
    <div className="player-rows" data-testid="player-game-rows">
      {row("player-favourites", t("rows.favourites"), rows.favourites)}
      {row("player-last-played", t("rows.lastPlayed"), rows.lastPlayed)}
      {row("player-free-spins", t("rows.freeSpins"), rows.freeSpins, (code) =>
        spins.get(code) ? t("rows.spins", { count: spins.get(code) ?? 0 }) : null,
      )}
      {row("player-recommended", t("rows.recommended"), rows.recommended)}
    </div>
  );
}
