import type { TFunction } from "i18next";
import type { PlayError } from "./launch-decision";

export interface GameMeta {
  title: string;
  description: string | null;
  /** Only a game's own page is for search engines; an error page is not (issue 24 §4). */
  indexable: boolean;
}

export interface MetaGame {
  name: string;
  vendor: string;
  gameType: string;
  rtp: number | null;
  hasDemo: boolean;
}

const TYPES = new Set(["slots", "table_games", "crash", "scratch_cards", "live_casino"]);

/**
 * A game page's title and description, from the catalogue (name, studio, kind, RTP, demo) in the
 * page language: the page players search for by the game's name, so it says what the game is.
 */
export function gameMeta(t: TFunction, locale: string, brand: string, game: MetaGame): GameMeta {
  const type = t(`meta.types.${TYPES.has(game.gameType) ? game.gameType : "other"}`);
  const rtp = game.rtp ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(game.rtp) : null;
  const closing = game.gameType === "live_casino" ? "meta.live" : game.hasDemo ? "meta.demo" : "meta.real";
  const parts = [
    t("meta.description", { name: game.name, vendor: game.vendor, type }),
    rtp ? t("meta.rtp", { rtp }) : null,
    t(closing, { brand }),
  ];
  return {
    title: t("meta.title", { name: game.name, vendor: game.vendor, brand }),
    description: parts.filter(Boolean).join(" "),
    indexable: true,
  };
}

/** An error page's title: what went wrong, in the page language; not indexed. */
export function errorMeta(t: TFunction, brand: string, error: PlayError): GameMeta {
  return { title: `${t(`errors.${error}.title`)} | ${brand}`, description: null, indexable: false };
}
