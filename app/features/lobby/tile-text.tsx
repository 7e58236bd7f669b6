import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { modalHref } from "~/features/shell/modal-links";

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
      opensAt: (time) => t("tile.opensAt", { time }),
      info: (name) => t("tile.info", { name }),
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
