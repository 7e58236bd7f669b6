import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TileGame } from "./home.server";

/** Spec §2 game tile: featured tag, play button, title, vendor name; sized image, lazy below the fold. */
export function GameTile({ game, lang, eager = false }: { game: TileGame; lang: string; eager?: boolean }) {
  const { t } = useTranslation("lobby");
  return (
    <article className="game-tile">
      <Link to={`/${lang}/gameplay/${encodeURIComponent(game.code)}/${encodeURIComponent(game.vendorSlug)}`} className="game-tile__link">
        <span className="game-tile__media">
          {game.image ? (
            <img src={game.image} width={game.width} height={game.height} alt="" loading={eager ? "eager" : "lazy"} decoding="async" />
          ) : null}
          {game.featured ? <span className="game-tile__tag">{t("tile.featured")}</span> : null}
          {game.live ? <span className="game-tile__live">{t("tile.live")}</span> : null}
          <span className="game-tile__play" aria-hidden="true">
            {t("tile.play")}
          </span>
        </span>
        <span className="game-tile__title">{game.name}</span>
        <span className="game-tile__vendor">{game.vendor}</span>
      </Link>
    </article>
  );
}
