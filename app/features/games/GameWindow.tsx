import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "~/session/PlayerContext";
import { FavouriteButton } from "~/features/favourites/FavouriteButton";
import { Carousel, carouselSettings, Slide } from "~/features/game-kit/Carousel";
import { GameTile } from "~/features/game-kit/GameTile";
import { TileTextProvider } from "~/features/game-kit/tile-text";
import { LiveTableInfo } from "~/features/live/LiveTable";
import { useLiveTables } from "~/features/live/useLiveTables";
import { modalHref } from "~/shell/modal-links";
import { useShellData } from "~/shell/useRootData";
import { Money } from "~/ui/Money";
import { clockText, type ZoneClock } from "~/ui/zone-clock";
import { aspectOf, frameOrigin, readGameMessage, requestedWidth } from "./launch-decision";
import type { GameplayView } from "./gameplay.server";
import { PlayErrorPopup } from "./PlayErrorPopup";
import { DeferHydration } from "~/ui/DeferHydration";

function useClock(tickMs: number, zone: ZoneClock) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  if (now === null) return { iso: "", text: "--:--" };
  return { iso: new Date(now).toISOString(), text: clockText(now, zone) };
}

/** True `delayMs` after `key` (a launch URL) appeared; false again for a new key. */
function useLoadedAfter(delayMs: number, key: string | null) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => setLoadedKey(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, key]);
  return key !== null && loadedKey === key;
}

/** After `delayMs` (spec §9 tabs after 3 s), true. */
function useAfter(delayMs: number) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return done;
}

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

function BarIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const ICONS = {
  back: "M15 18l-6-6 6-6",
  close: "M6 6l12 12M18 6L6 18",
  fullscreen: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  exitFullscreen: "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5",
  minimise: "M5 19h14",
  restore: "M5 5h14v14H5z",
  play: "M8 5v14l11-7z",
};

/** Balance of the status bar, live from the player context (PushRealBalance). */
function StatusBar({ view }: { view: GameplayView }) {
  const { t } = useTranslation("games");
  const { player } = useShellData();
  const live = usePlayer();
  const location = useLocation();
  const [shown, setShown] = useState(true);
  if (!player) {
    return (
      <div className="game-status game-status--guest" data-testid="game-status">
        <span>{view.mode === "demo" ? t("status.demo") : t("status.guest")}</span>
        <span className="game-status__actions">
          <Link
            className="btn btn--primary btn--small"
            to={modalHref(location, "login", { redirectUrl: view.realHref })}
            preventScrollReset
          >
            {t("status.login")}
          </Link>
          <Link className="btn btn--ghost btn--small" to={modalHref(location, "register")} preventScrollReset>
            {t("status.register")}
          </Link>
        </span>
      </div>
    );
  }
  const total = live.balances?.total ?? null;
  return (
    <div className="game-status" data-testid="game-status">
      <span className="game-status__mode">{view.mode === "demo" ? t("status.demo") : t("status.real")}</span>
      <label className="game-status__switch">
        <input type="checkbox" role="switch" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        <span>{t("status.showBalance")}</span>
      </label>
      {shown && total !== null ? (
        <span className="game-status__balance" data-testid="game-balance">
          {t("status.balance")}{" "}
          <strong>
            <Money amount={total} />
          </strong>
        </span>
      ) : null}
    </div>
  );
}

function Tabs({ view }: { view: GameplayView }) {
  const { t } = useTranslation("games");
  const { brand } = useShellData();
  const ready = useAfter(brand.limits.tabsDelayMs);
  const [tab, setTab] = useState<"description" | "details">("description");
  const game = view.game;
  if (!game) return null;
  // Without JavaScript the description is simply shown (no timer can run).
  return (
    <section
      className={`game-tabs${ready ? " game-tabs--ready" : ""}`}
      data-testid="game-tabs"
      aria-label={t("tabs.label")}
    >
      {ready ? (
        <div className="game-tabs__list" role="tablist">
          {(["description", "details"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="game-tabs__tab"
              onClick={() => setTab(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="game-tabs__panel" role={ready ? "tabpanel" : undefined} hidden={ready && tab !== "description"}>
        {game.html ? (
          <div className="game-tabs__html" dangerouslySetInnerHTML={{ __html: game.html }} />
        ) : (
          <p>{t("tabs.noDescription")}</p>
        )}
      </div>
      <dl
        className="game-tabs__panel game-tabs__details"
        role={ready ? "tabpanel" : undefined}
        hidden={!ready || tab !== "details"}
      >
        <dt>{t("details.provider")}</dt>
        <dd>{game.vendor}</dd>
        {game.rtp ? (
          <>
            <dt>{t("details.rtp")}</dt>
            <dd>{game.rtp}%</dd>
          </>
        ) : null}
        <dt>{t("details.demo")}</dt>
        <dd>{game.hasDemo ? t("details.yes") : t("details.no")}</dd>
        {game.tags.length ? (
          <>
            <dt>{t("details.tags")}</dt>
            <dd>{game.tags.join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * Spec §2 game window: name, HH:mm clock, fullscreen, close, demo/real toggle, minimise, back,
 * status bar; the game frame keeps the launch's aspect ratio (spec §3) and follows the frame's
 * requestSize; closeGame / backToLobby go home. Without JavaScript it is the frame and links.
 */
export function GameWindow({ view }: { view: GameplayView }) {
  const { t } = useTranslation("games");
  const { brand, player, lang } = useShellData();
  const navigate = useNavigate();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const [requested, setRequested] = useState<{ width: number; height: number } | null>(null);
  const [tapToFullscreen, setTapToFullscreen] = useState(false);
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  // Minimise and fullscreen need JavaScript: shown once hydrated, so no dead buttons without it.
  const hydrated = useHydrated();
  const limits = brand.limits.gameWindow;
  const aspect = aspectOf(view.launch?.aspectRatio);
  // Spec §4: the game area is marked loaded limits.gameWindow.loadedAfterMs after launch.
  const loaded = useLoadedAfter(limits.loadedAfterMs, view.launch?.url ?? null);
  const home = `/${lang}`;

  // Frame messages (spec §2), only from the game frame and its origin.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const src = frame.current?.getAttribute("src") ?? "";
      const message = readGameMessage(event, {
        origin: frameOrigin(src, window.location.origin),
        source: frame.current?.contentWindow ?? null,
      });
      if (!message) return;
      if (message.type === "requestSize") setRequested({ width: message.width, height: message.height });
      else navigate(home);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate, home]);

  // Spec §9 layout: the frame fits the viewport minus the reserved space (and the guest banner).
  useEffect(() => {
    const fit = () => {
      const mobile = window.innerWidth <= limits.mobileMaxWidth;
      setTapToFullscreen(
        window.innerWidth <= brand.breakpoints.footerNav &&
          typeof document.documentElement.requestFullscreen === "function",
      );
      if (mobile) return setMaxWidth(null);
      const reserved = limits.reservedPx + (player ? 0 : limits.loggedOutBannerPx);
      const height = Math.max(window.innerHeight - reserved, 240);
      const width = (height * aspect.width) / aspect.height;
      setMaxWidth(Math.round(requested ? requestedWidth(width, requested, aspect, limits.desktopWidth) : width));
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
    // aspect is a new object every render; the effect reads only its width and height.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aspect.width, aspect.height, requested, player, limits, brand.breakpoints.footerNav]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const el = container.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  }, []);

  const game = view.game;
  const name = game?.name ?? view.code;
  const frameStyle = {
    aspectRatio: `${aspect.width} / ${aspect.height}`,
    ...(maxWidth ? { maxWidth: `${maxWidth}px` } : {}),
  };

  return (
    <>
      <section
        className="game-window"
        data-testid="game-window"
        data-mode={view.mode ?? "none"}
        aria-labelledby="game-window-title"
        style={{ ["--game-footer-offset" as string]: `${limits.footerOffsetPx}px` }}
      >
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
            {view.launch && hydrated ? (
              <>
                <button
                  type="button"
                  className="game-window__icon"
                  onClick={() => setMinimised((m) => !m)}
                  aria-pressed={minimised}
                  aria-label={minimised ? t("window.restore") : t("window.minimise")}
                  data-testid="game-minimise"
                >
                  <BarIcon d={minimised ? ICONS.restore : ICONS.minimise} />
                </button>
                <button
                  type="button"
                  className="game-window__icon"
                  onClick={toggleFullscreen}
                  aria-pressed={fullscreen}
                  aria-label={fullscreen ? t("window.exitFullscreen") : t("window.fullscreen")}
                  data-testid="game-fullscreen"
                >
                  <BarIcon d={fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen} />
                </button>
              </>
            ) : null}
            <Link
              to={view.closeHref}
              className="game-window__icon"
              aria-label={t("window.close")}
              data-testid="game-close"
            >
              <BarIcon d={ICONS.close} />
            </Link>
          </div>
        </header>
        <div
          ref={container}
          className={`game-window__stage${minimised ? " game-window__stage--minimised" : ""}${fullscreen ? " game-window__stage--fullscreen" : ""}`}
          style={minimised ? { width: limits.minimisedWidth, height: limits.minimisedHeight } : undefined}
          data-testid="game-stage"
          data-loaded={loaded ? "true" : "false"}
          aria-busy={view.launch && hydrated && !loaded ? true : undefined}
        >
          {view.launch ? (
            <div className="game-window__frame" style={minimised ? undefined : frameStyle}>
              <iframe
                ref={frame}
                src={view.launch.url}
                title={t("window.frameTitle", { name })}
                allow="fullscreen; autoplay"
                data-testid="game-frame"
              />
              {tapToFullscreen && !fullscreen && !minimised ? (
                <button
                  type="button"
                  className="game-window__tap"
                  onClick={toggleFullscreen}
                  aria-label={t("window.fullscreen")}
                />
              ) : null}
            </div>
          ) : (
            <div className="game-window__frame game-window__frame--empty" style={frameStyle}>
              <p>
                {view.gate === "summary"
                  ? t("window.summaryFirst")
                  : view.gate === "login"
                    ? t("window.loginFirst")
                    : t("window.notStarted")}
              </p>
              {view.gate === "login" ? (
                <Link className="btn btn--primary" to={modalHref(location, "login", { redirectUrl: view.realHref })}>
                  {t("status.login")}
                </Link>
              ) : null}
            </div>
          )}
          {minimised ? (
            <button
              type="button"
              className="game-window__restore"
              onClick={() => setMinimised(false)}
              aria-label={t("window.restore")}
              data-testid="game-restore"
            >
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
                <path d={ICONS.play} fill="currentColor" />
              </svg>
            </button>
          ) : null}
        </div>
        <StatusBar view={view} />
      </section>
      {game?.live ? <LiveStrip view={view} /> : null}
      <Tabs view={view} />
      {/* Below the game: hydrated after the page (ADR 025). */}
      <DeferHydration>
        <GameCarousels view={view} />
      </DeferHydration>
      {view.error ? <PlayErrorPopup error={view.error} /> : null}
    </>
  );
}

function LiveStrip({ view }: { view: GameplayView }) {
  const { t } = useTranslation("live");
  const tables = useLiveTables(view.liveTable ? [view.liveTable] : []);
  const table = view.liveTable ? (tables.get(view.liveTable.tableId) ?? view.liveTable) : null;
  if (!table) return null;
  return (
    <section className="live-strip" aria-label={t("strip.title")}>
      <h2 className="live-strip__title">{t("strip.title")}</h2>
      <LiveTableInfo table={table} />
    </section>
  );
}

function GameCarousels({ view }: { view: GameplayView }) {
  const { t } = useTranslation("games");
  const { brand, lang } = useShellData();
  const settings = carouselSettings(brand);
  return (
    <TileTextProvider>
      <div className="game-carousels">
        {view.recommended.length ? (
          <Carousel
            id="game-recommended"
            title={t("carousel.recommended")}
            settings={settings}
            count={view.recommended.length}
          >
            {view.recommended.map((tile) => (
              <Slide key={tile.code}>
                <GameTile game={tile} lang={lang} />
              </Slide>
            ))}
          </Carousel>
        ) : null}
        {view.provider.length && view.game ? (
          <Carousel
            id="game-provider"
            title={t("carousel.provider", { provider: view.game.vendor })}
            settings={settings}
            count={view.provider.length}
          >
            {view.provider.map((tile) => (
              <Slide key={tile.code}>
                <GameTile game={tile} lang={lang} />
              </Slide>
            ))}
          </Carousel>
        ) : null}
      </div>
    </TileTextProvider>
  );
}
