import { clientLink } from "~/ui/client-links";
import { heroImage } from "~/ui/fetch-priority";
import { useLiveTileState } from "~/features/live/LiveTiles";
import { useTileText } from "./tile-text";
import { gameHref, type TileGame } from "./tiles";

export type { TileGame };

/** A tile's rendered width: 2.5 per view on phones … 7–8 on wide screens (spec §9 table). */
const TILE_SIZES = "(min-width: 1200px) 200px, (min-width: 768px) 22vw, 40vw";

/**
 * Spec §2 game tile: info icon (game-info modal), featured tag, play button, title, vendor name;
 * live tiles say Live, or Offline with the opening time in GMT — from the page's live feed once it
 * has spoken about the table, else from the server; no badge while the state is unknown, so a
 * closed table never claims to be live. The image has its size set
 * (no layout shift), loads lazily below the fold, and at most one tile per page is the LCP image.
 * Its two links are plain anchors navigated by the shell's one listener (see clientLink); its
 * words come from the list's TileTextProvider and its icons from CSS, so a tile is a few elements.
 */
export function GameTile({
  game,
  lang,
  eager = false,
  lcp = false,
}: {
  game: TileGame;
  lang: string;
  eager?: boolean;
  lcp?: boolean;
}) {
  const text = useTileText();
  const feed = useLiveTileState(game.live ? game.tableId : null);
  const liveState = feed ? (feed.open ? "open" : "closed") : (game.liveState ?? null);
  const opensAt = feed ? feed.opensAt : (game.opensAt ?? null);
  const offline = game.live && liveState === "closed";
  return (
    <article className="game-tile" data-game={game.code} data-offline={offline ? "true" : undefined}>
      <a href={gameHref(lang, game)} className="game-tile__link" {...clientLink()}>
        <span className="game-tile__media">
          {game.image ? (
            <img
              src={game.image}
              // The platform gives one asset per game (spec §3 externalAsset): the srcset states its
              // real width and `sizes` the tile's, so the browser can skip it for a better candidate
              // once the platform sends sized variants, and never decodes more than it shows.
              srcSet={`${game.image} ${game.width}w`}
              sizes={TILE_SIZES}
              width={game.width}
              height={game.height}
              alt=""
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              {...(lcp ? heroImage() : {})}
            />
          ) : (
            <span className="game-tile__placeholder" aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          )}
          {game.featured ? <span className="game-tile__tag">{text.featured}</span> : null}
          {game.live && liveState ? (
            offline ? (
              <span className="game-tile__live game-tile__live--offline" data-state="offline">
                {text.offline}
                {opensAt ? <span className="game-tile__opens">{text.opensAt(opensAt)}</span> : null}
              </span>
            ) : (
              <span className="game-tile__live" data-state="open">
                {text.live}
              </span>
            )
          ) : null}
          <span className="game-tile__play" aria-hidden="true">
            {text.play}
          </span>
        </span>
        <span className="game-tile__title">{game.name}</span>
        <span className="game-tile__vendor">{game.vendor}</span>
      </a>
      <span className="game-tile__overlay">
        <a
          href={text.infoHref(game.code)}
          className="game-tile__info"
          aria-label={text.info(game.name)}
          rel="nofollow"
          {...clientLink("keep-scroll")}
        />
      </span>
    </article>
  );
}
