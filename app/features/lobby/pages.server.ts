import type { LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import type { PlatformCaller } from "~/platform/http.server";
import type { GameGroup, Lobby } from "~/platform/games.server";
import { zoneBanners, type BannerView } from "~/features/content/banners.server";
import { loadPlayerGameRows } from "~/features/favourites/player-rows.server";
import { requestScope, siteScope, type SiteScope } from "~/routing/scope.server";
import { slugFor } from "~/routing/spec-routes";
import { pageNumber } from "~/features/game-kit/catalogue";
import { isMaintenance } from "~/platform/errors";
import {
  type GameInfoView,
  type GridSource,
  type Meta,
  gridView,
  groupTabs,
  loadGameInfo,
  lobbyView,
  notFound,
  searchView,
  unavailable,
} from "./lobby.server";
import {
  type CatalogueIndex,
  findLobby,
  groupSlug,
  loadCatalogue,
  lobbyOfKind,
  lobbySlug,
} from "~/features/game-kit/catalogue.server";

export interface PageContext extends SiteScope {
  /** The guest caller: the catalogue, banners and grids are the same for every visitor. */
  caller: PlatformCaller;
  index: CatalogueIndex;
  loggedIn: boolean;
  /** The caller with the player's session token (the guest caller for guests). */
  playerCaller: PlatformCaller;
  demoExempt: boolean;
  page: number;
}

/** What every lobby browsing page needs: brand, language, the catalogue (503 page when missing), who is looking. */
export async function pageContext(args: LoaderFunctionArgs): Promise<PageContext> {
  const site = siteScope(args);
  const { context, brand, lang, url } = site;
  const caller = platformCaller(context, brand, lang);
  const [index, scope, country] = await Promise.all([
    loadCatalogue(caller, brand).catch(rethrowMaintenance),
    // The shell shows a failed player lookup (maintenance); the page goes on as a guest's.
    requestScope(args).catch(() => null),
    visitorCountry(context, brand).catch(() => null),
  ]);
  if (!index) unavailable();
  const rule = country?.known ? brand.countryRules[country.countryCode] : undefined;
  return {
    ...site,
    caller,
    index,
    loggedIn: Boolean(scope?.player),
    playerCaller: scope?.caller ?? caller,
    demoExempt: rule?.demoExempt ?? false,
    page: pageNumber(url.searchParams.get("page")),
  };
}

/** Spec §2/§9: the live-games lobby shows the liveCasino zone, every other page the casino zone. */
export function bannersFor(ctx: PageContext, live: boolean): Promise<BannerView[]> {
  return zoneBanners(ctx.caller, ctx.brand, live ? "liveCasino" : "casino", {
    pathname: ctx.url.pathname,
    search: ctx.url.search,
    loggedIn: ctx.loggedIn,
  });
}

/** `?modal=game-info&game=<code>` on any lobby page: the modal's data, rendered on the server. */
export async function gameInfo(ctx: PageContext): Promise<GameInfoView | null> {
  const params = ctx.url.searchParams;
  if (params.get("modal") !== "game-info") return null;
  return loadGameInfo(ctx.caller, ctx.brand, ctx.lang, params.get("game"), {
    loggedIn: ctx.loggedIn,
    demoExempt: ctx.demoExempt,
    index: ctx.index,
  }).catch((error) => {
    if (isMaintenance(error)) throw error;
    return null;
  });
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
export function lobbyLanguagePaths(
  ctx: PageContext,
  lobby: Lobby,
  group?: GameGroup,
  suffix = "",
): Record<string, string> {
  return Object.fromEntries(
    ctx.brand.languages.routed.map((lang) => [
      lang,
      `/${[lang, lobbySlug(lobby, lang), ...(group ? [groupSlug(group, lang)] : [])].join("/")}${suffix}`,
    ]),
  );
}

/** Favourites, last played and free spins. */
const PLAYER_ROWS = 3;

/** A lobby page (casino, live casino, or {lang}/{lobbyname}). */
export async function lobbyPage(
  ctx: PageContext,
  lobby: NonNullable<ReturnType<typeof findLobby>>,
  searchAction: string,
) {
  const withPlayerRows = ctx.loggedIn && !lobby.live;
  const [view, banners, search, info, playerRows] = await Promise.all([
    // The player's rows (favourites, last played, free spins) count in the ~60-tile budget.
    lobbyView(
      ctx.caller,
      ctx.brand,
      lobby,
      ctx.lang,
      lobbyHome(ctx, lobby.lobby.name),
      withPlayerRows ? PLAYER_ROWS : 0,
    ),
    bannersFor(ctx, lobby.live),
    searchView(ctx.caller, ctx.brand, ctx.index, ctx.url.searchParams.get("q"), ctx.page),
    gameInfo(ctx),
    // Spec §4 favourites, last played and free spins, on the casino lobby of a player. The
    // recommended row is left to the lobby's own Recommended Games carousel.
    withPlayerRows
      ? loadPlayerGameRows(ctx.playerCaller, ctx.brand, true, { recommended: false }).catch(rethrowMaintenance)
      : null,
  ]);
  const { meta, ...data } = view;
  return { kind: "lobby" as const, lobby: data, banners, search, searchAction, gameInfo: info, meta, playerRows };
}

/** A see-all page: banner, BACK, grid of one source (404 when the source is unknown or empty). */
export async function seeAllPage(
  ctx: PageContext,
  options: {
    source: GridSource;
    heading: string;
    backHref: string;
    meta: Meta;
    live?: boolean;
    allowEmpty?: boolean;
    tabs?: { allHref: string; lobby: NonNullable<ReturnType<typeof findLobby>>; active?: string };
  },
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
      ...(options.tabs
        ? {
            tabs: groupTabs(options.tabs.lobby, ctx.lang),
            allHref: options.tabs.allHref,
            activeTab: options.tabs.active,
          }
        : {}),
    },
    banners,
    gameInfo: info,
    meta: options.meta,
  };
}
