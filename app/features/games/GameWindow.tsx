import { useCallback, useRef, useState } from "react";
import { Choice } from "~/forms/controls";
import { useHydrated } from "~/ui/useHydrated";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "~/session/PlayerContext";
import { Carousel, carouselSettings, Slide } from "~/features/game-kit/Carousel";
import { GameTile } from "~/features/game-kit/GameTile";
import { TileTextProvider } from "~/features/game-kit/tile-text";
import { LiveTableInfo } from "~/features/live/LiveTable";
import { useLiveTables } from "~/features/live/useLiveTables";
import { modalHref } from "~/routing/modal-links";
import { useShellData } from "~/frame-kit/useRootData";
import { Money } from "~/ui/Money";
import { aspectOf } from "./launch-decision";
import { ICONS, WindowBar } from "./GameWindowBar";
import { useAfter, useFrameFit, useFullscreen, useGameMessages, useLoadedAfter } from "./window-hooks";
import type { GameplayView } from "./gameplay.server";
import { PlayErrorPopup } from "./PlayErrorPopup";
import { DeferHydration } from "~/ui/DeferHydration";

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
      <Choice
        type="checkbox"
        className="game-status__switch"
        label={t("status.showBalance")}
        input={{ role: "switch", checked: shown, onChange: (event) => setShown(event.target.checked) }}
      />
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
 * requestSize; closeGame / backToLobby leave as close does. Without JavaScript it is the frame and links.
 */
export function GameWindow({ view }: { view: GameplayView }) {
  const { t } = useTranslation("games");
  const { brand, player } = useShellData();
  const navigate = useNavigate();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [minimised, setMinimised] = useState(false);
  const [requested, setRequested] = useState<{ width: number; height: number } | null>(null);
  // Minimise and fullscreen need JavaScript: shown once hydrated, so no dead buttons without it.
  const hydrated = useHydrated();
  const limits = brand.limits.gameWindow;
  const aspect = aspectOf(view.launch?.aspectRatio);
  // Spec §4: the game area is marked loaded limits.gameWindow.loadedAfterMs after launch.
  const loaded = useLoadedAfter(limits.loadedAfterMs, view.launch?.url ?? null);
  // The game's own close and lobby buttons leave as the window's close does: to the stored
  // return address, which is the language home when there is none (spec §2).
  const closeGame = useCallback(() => navigate(view.closeHref), [navigate, view.closeHref]);
  useGameMessages(frame, setRequested, closeGame);
  const { maxWidth } = useFrameFit(aspect, requested, player !== null);
  const { fullscreen, toggleFullscreen } = useFullscreen(container);

  const game = view.game;
  // A game the platform does not know has no name: the window says so rather than show its slug.
  const name = game?.name ?? t(`errors.${view.error ?? "problem"}.title`);
  const frameStyle = {
    aspectRatio: `${aspect.width} / ${aspect.height}`,
    ...(maxWidth ? { maxWidth: `${maxWidth}px` } : {}),
  };

  return (
    <>
      <section
        // Not while minimised: the stage is then a corner box and the window its bar and status.
        className={`game-window${minimised ? "" : " game-window--fit"}`}
        data-testid="game-window"
        data-mode={view.mode ?? "none"}
        aria-labelledby="game-window-title"
        style={{ ["--game-footer-offset" as string]: `${limits.footerOffsetPx}px` }}
      >
        <WindowBar
          view={view}
          name={name}
          controls={view.launch !== null && hydrated}
          minimised={minimised}
          onMinimise={() => setMinimised((m) => !m)}
          fullscreen={fullscreen}
          onFullscreen={toggleFullscreen}
        />
        {view.launch ? (
          // The game runs on JavaScript: without it the frame shows a still, empty game.
          <noscript>
            <p className="game-window__noscript" role="alert" data-testid="game-needs-js">
              {t("window.needsJavaScript")}
            </p>
          </noscript>
        ) : null}
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
