import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { modalHref } from "~/routing/modal-links";

export type TileText = {
  featured: string;
  live: string;
  offline: string;
  play: string;
  opensAt: (time: string) => string;
  info: (name: string) => string;
  infoHref: (code: string) => string;
};

const TileTextContext = createContext<TileText | null>(null);

/** A character no translation contains, standing in for the one value a tile sentence takes. */
export const SLOT = "\u0001";

/**
 * A translated sentence with one value, as a function: i18next interpolates once per list instead
 * of once per tile (its `t` with a value was the largest part of a tile's render).
 */
export function template(translated: string): (value: string) => string {
  const [before, after] = translated.split(SLOT);
  return after === undefined ? () => translated : (value) => `${before}${value}${after}`;
}

/**
 * The words and the info-modal address every tile of a list shares, worked out once per list.
 * A page holds up to ~60 tiles: a translation hook and a location subscription in each tile was
 * measurable start-up work on a cheap phone, for the same six strings.
 */
export function TileTextProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("lobby");
  const { pathname, search } = useLocation();
  const text = useMemo<TileText>(
    () => ({
      featured: t("tile.featured"),
      live: t("tile.live"),
      offline: t("tile.offline"),
      play: t("tile.play"),
      opensAt: template(t("tile.opensAt", { time: SLOT })),
      info: template(t("tile.info", { name: SLOT })),
      infoHref: (code) => modalHref({ pathname, search }, "game-info", { game: code }),
    }),
    [t, pathname, search],
  );
  return <TileTextContext.Provider value={text}>{children}</TileTextContext.Provider>;
}

export function useTileText(): TileText {
  const text = useContext(TileTextContext);
  if (!text) throw new Error("GameTile needs a TileTextProvider around its list");
  return text;
}
