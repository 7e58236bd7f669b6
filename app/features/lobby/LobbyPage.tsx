import { useCallback, useState } from "react";
import { Link } from "@remix-run/react";
import { AppLink } from "~/ui/AppLink";
import { useTranslation } from "react-i18next";
import { BannerCarousel } from "~/features/content/BannerCarousel";
import type { BannerView } from "~/features/content/banners.server";
import { useShellData } from "~/frame-kit/useRootData";
import { PlayerGameRows } from "~/features/favourites/PlayerGameRows";
import type { PlayerGameRowsData } from "~/features/favourites/player-rows.server";
import { Carousel, carouselSettings, Slide, type CarouselSettings } from "~/features/game-kit/Carousel";
import { GameGrid, sliceUrl, type GridData } from "~/features/game-kit/GameGrid";
import { GameTile } from "~/features/game-kit/GameTile";
import { LobbySearch } from "./LobbySearch";
import { LobbyTabs, type LobbyTab } from "./LobbyTabs";
import type { TileGame } from "~/features/game-kit/tiles";
import { DeferHydration } from "~/ui/DeferHydration";

/**
 * Group carousels from this one on sit below the banner, search, tabs and providers on a phone,
 * and hydrate after the page (ADR 025).
 */
const HYDRATED_CAROUSELS = 1;

export interface CarouselData {
  id: string;
  title: string;
  style: string;
  total: number;
  seeAllHref: string;
  tiles: TileGame[];
  moreSrc: string;
}

export interface LobbyData {
  name: string;
  title: string;
  slug: string;
  homeHref: string;
  live: boolean;
  tabs: LobbyTab[];
  carousels: CarouselData[];
  serverTiles: number;
  providers: { code: string; name: string; count: number; href: string }[];
  themes: { name: string; label: string; href: string; colour: number }[];
}

export interface SearchData {
  query: string;
  state: "idle" | "short" | "ready";
  grid: GridData | null;
}

export function Banners({ banners }: { banners: BannerView[] }) {
  const { brand, lang, loggedIn } = useShellData();
  return banners.length > 0 ? (
    <BannerCarousel banners={banners} limits={brand.limits.bannerCarousel} lang={lang} loggedIn={loggedIn} />
  ) : null;
}

/**
 * Spec §2 lobby page: banners, search box, tabs (All games + one per group), the provider
 * carousel with game counts, a carousel per group with View more, the themes carousel.
 * `?q=` (the search form without JavaScript) shows the results in place of the carousels.
 */
export function LobbyPage({
  lobby,
  banners,
  search,
  searchAction,
  playerRows = null,
}: {
  lobby: LobbyData;
  banners: BannerView[];
  search: SearchData;
  searchAction: string;
  playerRows?: PlayerGameRowsData | null;
}) {
  const { t } = useTranslation("lobby");
  const { brand, lang } = useShellData();
  const settings = carouselSettings(brand);
  const lcpTile = banners.length === 0;
  return (
    <div className="lobby" data-lobby={lobby.name}>
      <Banners banners={banners} />
      <h1 className="lobby__title">{lobby.title}</h1>
      <LobbySearch action={searchAction} lang={lang} limits={brand.limits.search} initialQuery={search.query} />
      <LobbyTabs allHref={lobby.homeHref} tabs={lobby.tabs} active={null} scrollMs={brand.limits.tabScrollMs} />
      {search.state !== "idle" ? (
        <SearchResults search={search} lcp={lcpTile} />
      ) : lobby.carousels.length === 0 ? (
        <p className="empty-state">{t("noGamesAvailable")}</p>
      ) : (
        <>
          {playerRows ? <PlayerGameRows rows={playerRows} serverTiles={lobby.serverTiles} /> : null}
          {lobby.providers.length > 0 ? (
            <Carousel
              id={`${lobby.name}-providers`}
              title={t("providers.title")}
              settings={settings}
              count={lobby.providers.length}
              className="carousel--providers"
            >
              {lobby.providers.map((provider) => (
                <Slide key={provider.code}>
                  <AppLink to={provider.href} className="provider-tile" data-provider={provider.code}>
                    <span className="provider-tile__name">{provider.name}</span>
                    <span className="provider-tile__count">{t("providers.count", { count: provider.count })}</span>
                  </AppLink>
                </Slide>
              ))}
            </Carousel>
          ) : null}
          {lobby.carousels.map((carousel, index) => {
            const row = (
              <GroupCarousel
                key={carousel.id}
                carousel={carousel}
                settings={settings}
                lang={lang}
                lcp={lcpTile && index === 0}
                eagerRow={index === 0}
              />
            );
            return index < HYDRATED_CAROUSELS ? row : <DeferHydration key={carousel.id}>{row}</DeferHydration>;
          })}
          {lobby.themes.length > 0 ? (
            <DeferHydration>
              <ThemesCarousel lobby={lobby} settings={settings} />
            </DeferHydration>
          ) : null}
        </>
      )}
    </div>
  );
}

function ThemesCarousel({ lobby, settings }: { lobby: LobbyData; settings: CarouselSettings }) {
  const { t } = useTranslation("lobby");
  return (
    <Carousel
      id={`${lobby.name}-themes`}
      title={t("themes.title")}
      settings={settings}
      count={lobby.themes.length}
      className="carousel--themes"
    >
      {lobby.themes.map((theme) => (
        <Slide key={theme.name}>
          <AppLink to={theme.href} className={`theme-tile theme-tile--${theme.colour}`} data-theme={theme.name}>
            <span>{theme.label}</span>
          </AppLink>
        </Slide>
      ))}
    </Carousel>
  );
}

function GroupCarousel({
  carousel,
  settings,
  lang,
  lcp,
  eagerRow,
}: {
  carousel: CarouselData;
  settings: CarouselSettings;
  lang: string;
  lcp: boolean;
  eagerRow: boolean;
}) {
  const { t } = useTranslation("lobby");
  const [rest, setRest] = useState<TileGame[]>([]);
  const missing = carousel.total - carousel.tiles.length;
  const loadRest = useCallback(() => {
    if (missing <= 0) return;
    fetch(sliceUrl(lang, carousel.moreSrc, carousel.tiles.length, missing), { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? res.json() : { tiles: [] }))
      .then((body: { tiles: TileGame[] }) => setRest(body.tiles.slice(0, missing)))
      .catch(() => undefined);
  }, [lang, carousel.moreSrc, carousel.tiles.length, missing]);
  return (
    <Carousel
      id={`group-${carousel.id}`}
      title={carousel.title}
      settings={settings}
      count={carousel.total}
      assetStyle={carousel.style}
      viewMore={{ href: carousel.seeAllHref, label: t("carousel.viewMore") }}
      className={`carousel--games carousel--${carousel.style}`}
      onFirstUse={loadRest}
    >
      {[...carousel.tiles, ...rest].map((game, index) => (
        <Slide key={game.code}>
          <GameTile game={game} lang={lang} eager={eagerRow && index < 6} lcp={lcp && index === 0} />
        </Slide>
      ))}
    </Carousel>
  );
}

export function SearchResults({ search, lcp = false }: { search: SearchData; lcp?: boolean }) {
  const { t } = useTranslation("lobby");
  const { brand, lang } = useShellData();
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="search-results__title">
        {search.state === "ready" ? t("search.resultsFor", { query: search.query }) : t("search.results")}
      </h2>
      {search.state === "short" ? (
        <p className="empty-state">{t("morethanthreechars", { count: brand.limits.search.minChars })}</p>
      ) : search.grid && search.grid.total > 0 ? (
        <GameGrid
          grid={search.grid}
          lang={lang}
          delayMs={brand.limits.gridScrollDelayMs}
          lcp={lcp}
          label={t("search.results")}
        />
      ) : (
        <p className="empty-state">{t("nosearchresultsfound")}</p>
      )}
    </section>
  );
}

export interface SeeAllData {
  heading: string;
  backHref: string;
  grid: GridData;
  tabs?: LobbyTab[];
  allHref?: string;
  activeTab?: string;
}

/** Spec §2 see-all page: banner, BACK, heading, grid (and the lobby's tabs when it has them). */
export function SeeAllPage({ page, banners }: { page: SeeAllData; banners: BannerView[] }) {
  const { t } = useTranslation("lobby");
  const { brand, lang } = useShellData();
  return (
    <div className="lobby lobby--see-all">
      <Banners banners={banners} />
      <div className="see-all__bar">
        <Link to={page.backHref} className="see-all__back">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("back")}
        </Link>
        <h1 className="see-all__title">{page.heading}</h1>
        <span className="see-all__count">{t("providers.count", { count: page.grid.total })}</span>
      </div>
      {page.tabs && page.allHref ? (
        <LobbyTabs
          allHref={page.allHref}
          tabs={page.tabs}
          active={page.activeTab ?? null}
          scrollMs={brand.limits.tabScrollMs}
        />
      ) : null}
      <GameGrid
        grid={page.grid}
        lang={lang}
        delayMs={brand.limits.gridScrollDelayMs}
        lcp={banners.length === 0}
        label={page.heading}
      />
    </div>
  );
}
