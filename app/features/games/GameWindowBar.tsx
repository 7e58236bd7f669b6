import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FavouriteButton } from "~/features/favourites/FavouriteButton";
import { useShellData } from "~/frame-kit/useRootData";
import type { GameplayView } from "./gameplay.server";
import { useClock } from "./window-hooks";

function GameClock() {
  const { brand, zoneClock } = useShellData();
  const { t } = useTranslation("games");
  const clock = useClock(brand.limits.clockTickMs, zoneClock);
  return (
    <time
      className="game-window__clock"
      dateTime={clock.iso}
      aria-label={t("window.clock")}
      data-testid="game-clock"
      suppressHydrationWarning
    >
      {clock.text}
    </time>
  );
}

export function BarIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const ICONS = {
  back: "M15 18l-6-6 6-6",
  close: "M6 6l12 12M18 6L6 18",
  fullscreen: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  exitFullscreen: "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5",
  minimise: "M5 19h14",
  restore: "M5 5h14v14H5z",
  play: "M8 5v14l11-7z",
};

interface WindowBarProps {
  view: GameplayView;
  name: string;
  /** Minimise and fullscreen need JavaScript and a launched game: no dead buttons otherwise. */
  controls: boolean;
  minimised: boolean;
  onMinimise: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** Spec §2 game window bar: back, name and vendor, clock, demo/real, favourite, minimise, fullscreen, close. */
export function WindowBar({ view, name, controls, minimised, onMinimise, fullscreen, onFullscreen }: WindowBarProps) {
  const { t } = useTranslation("games");
  const game = view.game;
  return (
    <header className="game-window__bar">
      <Link to={view.closeHref} className="game-window__icon" aria-label={t("window.back")} data-testid="game-back">
        <BarIcon d={ICONS.back} />
      </Link>
      <div className="game-window__title">
        <h1 id="game-window-title">{name}</h1>
        {game ? <span className="game-window__vendor">{game.vendor}</span> : null}
      </div>
      <GameClock />
      <div className="game-window__actions">
        {view.demoToggle ? (
          <nav className="game-window__modes" aria-label={t("window.mode")}>
            <Link
              to={view.realHref}
              className="game-window__mode"
              aria-current={view.mode === "real" ? "page" : undefined}
            >
              {t("window.real")}
            </Link>
            <Link
              to={view.demoHref}
              className="game-window__mode"
              aria-current={view.mode === "demo" ? "page" : undefined}
              data-testid="demo-toggle"
            >
              {t("window.demo")}
            </Link>
          </nav>
        ) : null}
        {view.favourite !== null && game ? (
          <FavouriteButton gameCode={game.code} favourite={view.favourite} gameName={game.name} />
        ) : null}
        {controls ? (
          <>
            <button
              type="button"
              className="game-window__icon"
              onClick={onMinimise}
              aria-pressed={minimised}
              aria-label={minimised ? t("window.restore") : t("window.minimise")}
              data-testid="game-minimise"
            >
              <BarIcon d={minimised ? ICONS.restore : ICONS.minimise} />
            </button>
            <button
              type="button"
              className="game-window__icon"
              onClick={onFullscreen}
              aria-pressed={fullscreen}
              aria-label={fullscreen ? t("window.exitFullscreen") : t("window.fullscreen")}
              data-testid="game-fullscreen"
            >
              <BarIcon d={fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen} />
            </button>
          </>
        ) : null}
        <Link to={view.closeHref} className="game-window__icon" aria-label={t("window.close")} data-testid="game-close">
          <BarIcon d={ICONS.close} />
        </Link>
      </div>
    </header>
  );
}
