import type { LoaderFunctionArgs } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import { rethrowMaintenance } from "~/platform/maintenance.server";
import type { PlatformCaller } from "~/platform/http.server";
import type { GameGroup, Lobby } from "~/platform/games.server";
import { loadPlayer } from "~/session/player.server";
import { zoneBanners, type BannerView } from "~/features/content/banners.server";
import { loadPlayerGameRows } from "~/features/favourites/player-rows.server";
import { slugFor } from "~/routing/spec-routes";
import { pageNumber } from "~/features/game-kit/catalogue";
import { type GameInfoView, type GridSource, type Meta, gameInfoFromUrl, gridView, groupTabs, lobbyView, notFound, searchView, unavailable } from "./lobby.server";
import { type CatalogueIndex, findLobby, groupSlug, loadCatalogue, lobbyOfKind, lobbySlug } from "~/features/game-kit/catalogue.server";

export interface PageContext {
  brand: BrandConfig;
  lang: string;
  caller: PlatformCaller;
  index: CatalogueIndex;
  loggedIn: boolean;
  /** The caller with the player's session token (the guest caller for guests). */
  playerCaller: PlatformCaller;
  demoExempt: boolean;
  url: URL;
  page: number;
  request: Request;
}

/** What every lobby browsing page needs: brand, language, the catalogue (503 page when missing), who is looking. */
export async function pageContext({ request, context, params }: LoaderFunctionArgs): Promise<PageContext> {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const caller = platformCaller(context, brand, lang);
  const [index, player, country] = await Promise.all([
    loadCatalogue(caller, brand).catch(rethrowMaintenance),
    loadPlayer(request, context, brand, lang).catch(() => null),
    visitorCountry(context, brand).catch(() => null),
  ]);
  if (!index) unavailable();
  const rule = country?.known ? brand.countryRules[country.countryCode] : undefined;
  const url = new URL(request.url);
  return { brand, lang, caller, index, loggedIn: Boolean(player?.player), playerCaller: player?.caller ?? caller, demoExempt: rule?.demoExempt ?? false, url, page: pageNumber(url.searchParams.get("page")), request };
}

/** Spec §2/§9: the live-games lobby shows the liveCasino zone, every other page the casino zone. */
export function bannersFor(ctx: PageContext, live: boolean): Promise<BannerView[]> {
  return zoneBanners(ctx.caller, ctx.brand, live ? "liveCasino" : "casino", { pathname: ctx.url.pathname, search: ctx.url.search, loggedIn: ctx.loggedIn });
}

export function gameInfo(ctx: PageContext): Promise<GameInfoView | null> {
  return gameInfoFromUrl(ctx.request, ctx.caller, ctx.brand, ctx.lang, { loggedIn: ctx.loggedIn, demoExempt: ctx.demoExempt, index: ctx.index });
}

/** Where a lobby "lives": the casino and live-casino pages for those lobbies, else {lang}/{lobbyname}. */
export function lobbyHome(ctx: PageContext, lobbyName: string): string {
  if (lobbyOfKind(ctx.index, "casino")?.lobby.name === lobbyName) return `/${ctx.lang}/${slugFor("games", ctx.lang)}`;
  if (lobbyOfKind(ctx.index, "live")?.lobby.name === lobbyName) return `/${ctx.lang}/${slugFor("livegames", ctx.lang)}`;
  const lobby = ctx.index.lobbies.find((l) => l.lobby.name === lobbyName);
  return lobby ? `/${ctx.lang}/${lobbySlug(lobby.lobby, ctx.lang)}` : `/${ctx.lang}`;
}

/**
 * The page in each routed language (hreflang, canonical, language menu), from the catalogue's
 * multilingual URLs: the slugs of a lobby or group differ per language (spec §2).
 */
export function lobbyLanguagePaths(ctx: PageContext, lobby: Lobby, group?: GameGroup, suffix = ""): Record<string, string> {
  return Object.fromEntries(
    ctx.brand.languages.routed.map((lang) => [lang, `/${[lang, lobbySlug(lobby, lang), ...(group ? [groupSlug(group, lang)] : [])].join("/")}${suffix}`]),
  );
}

/** Favourites, last played and free spins. */
const PLAYER_ROWS = 3;

/** A lobby page (casino, live casino, or {lang}/{lobbyname}). */
export async function lobbyPage(ctx: PageContext, lobby: NonNullable<ReturnType<typeof findLobby>>, searchAction: string) {
  const withPlayerRows = ctx.loggedIn && !lobby.live;
  const [view, banners, search, info, playerRows] = await Promise.all([
    // The player's rows (favourites, last played, free spins) count in the ~60-tile budget.
    lobbyView(ctx.caller, ctx.brand, lobby, ctx.lang, lobbyHome(ctx, lobby.lobby.name), withPlayerRows ? PLAYER_ROWS : 0),
    bannersFor(ctx, lobby.live),
    searchView(ctx.caller, ctx.brand, ctx.index, ctx.url.searchParams.get("q"), ctx.page),
    gameInfo(ctx),
    // Spec §4 favourites, last played and free spins, on the casino lobby of a player. The
    // recommended row is left to the lobby's own Recommended Games carousel.
    withPlayerRows ? loadPlayerGameRows(ctx.playerCaller, ctx.brand, true, { recommended: false }).catch(rethrowMaintenance) : null,
  ]);
  const { meta, ...data } = view;
  return { kind: "lobby" as const, lobby: data, banners, search, searchAction, gameInfo: info, meta, playerRows };
}

/** A see-all page: banner, BACK, grid of one source (404 when the source is unknown or empty). */
export async function seeAllPage(
  ctx: PageContext,
  options: { source: GridSource; heading: string; backHref: string; meta: Meta; live?: boolean; allowEmpty?: boolean; tabs?: { allHref: string; lobby: NonNullable<ReturnType<typeof findLobby>>; active?: string } },
) {
  const [grid, banners, info] = await Promise.all([
    gridView(ctx.caller, ctx.brand, ctx.index, options.source, ctx.page).catch(rethrowMaintenance),
    bannersFor(ctx, options.live ?? false),
    gameInfo(ctx),
  ]);
  if (!grid || (grid.total === 0 && !options.allowEmpty)) notFound();
  return {
    kind: "seeAll" as const,
    page: {
      heading: options.heading,
      backHref: options.backHref,
      grid,
      ...(options.tabs ? { tabs: groupTabs(options.tabs.lobby, ctx.lang), allHref: options.tabs.allHref, activeTab: options.tabs.active } : {}),
    },
    banners,
    gameInfo: info,
    meta: options.meta,
  };
}
