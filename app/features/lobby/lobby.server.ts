import { data } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "~/platform/http.server";
import { isMaintenance, PlatformError } from "~/platform/errors";
import { getGame, getGames, getLiveTables, type Game, type GameGroup, type LiveTable } from "~/platform/games.server";
import { renderCmsHtml } from "~/features/content/cms-html.server";
import {
  gridPage,
  isThemeTag,
  matchGames,
  searchState,
  serverTilesPerCarousel,
  sortByProviderOrder,
  tagColour,
  type PageInfo,
} from "~/features/game-kit/catalogue";
import { gameHref, toTile, type TileGame } from "~/features/game-kit/tiles";
import {
  groupSlug,
  isLiveGame,
  liveTablesByGame,
  liveTablesFor,
  loadCatalogue,
  lobbySlug,
  type CatalogueIndex,
  type IndexedLobby,
} from "~/features/game-kit/catalogue.server";
import { NO_STORE } from "~/routing/headers";

export function notFound(): never {
  throw data(null, { status: 404, headers: NO_STORE });
}

export function unavailable(): never {
  throw data({ reason: "unavailable" }, { status: 503, headers: NO_STORE });
}

async function tilesOf(caller: PlatformCaller, brand: BrandConfig, games: readonly Game[]): Promise<TileGame[]> {
  const live = await liveTablesFor(caller, games);
  return games.map((game) => toTile(game, { featuredShown: brand.catalogue.featuredTagShown, live }));
}

// ---------------------------------------------------------------------------------------------
// The lobby page (spec §2): tabs, provider carousel, group carousels, themes carousel

export interface CarouselView {
  id: string;
  title: string;
  style: string;
  total: number;
  seeAllHref: string;
  tiles: TileGame[];
  /** Where the browser fetches the rest of the carousel (first `carouselGames` in all). */
  moreSrc: string;
}

export interface LobbyView {
  name: string;
  title: string;
  slug: string;
  homeHref: string;
  live: boolean;
  tabs: { id: string; label: string; href: string }[];
  carousels: CarouselView[];
  /** Tiles the server renders per game carousel (the player's rows follow the same share). */
  serverTiles: number;
  providers: { code: string; name: string; count: number; href: string }[];
  themes: { name: string; label: string; href: string; colour: number }[];
  meta: Meta;
}

export interface Meta {
  title: string;
  description: string;
  keywords: string;
}

function metaOf(
  item: { metaTitle?: string | null; metaDescription?: string | null; metaTags?: string | null },
  fallbackTitle: string,
): Meta {
  return {
    title: item.metaTitle || fallbackTitle,
    description: item.metaDescription ?? "",
    keywords: item.metaTags ?? "",
  };
}

type LobbyFacets = Pick<LobbyView, "providers" | "themes">;

// A lobby's studios and themes change only with the catalogue, and counting them walks every game
// of the lobby: kept per indexed lobby (itself kept per cached catalogue) and page language.
const facetsByLobby = new WeakMap<IndexedLobby, Map<string, LobbyFacets>>();

function lobbyFacets(indexed: IndexedLobby, brand: BrandConfig, lang: string, slug: string): LobbyFacets {
  let byPage = facetsByLobby.get(indexed);
  if (!byPage) facetsByLobby.set(indexed, (byPage = new Map()));
  const key = `${brand.id}\u0000${lang}\u0000${slug}`;
  const cached = byPage.get(key);
  if (cached) return cached;
  const vendorCounts = new Map<string, { code: string; name: string; count: number }>();
  const themeNames = new Map<string, string>();
  for (const game of indexed.games) {
    const entry = vendorCounts.get(game.vendorCode) ?? {
      code: game.vendorCode,
      name: game.vendorDisplayName,
      count: 0,
    };
    entry.count += 1;
    vendorCounts.set(game.vendorCode, entry);
    for (const tag of game.tagList)
      if (isThemeTag(tag) && !themeNames.has(tag.name)) themeNames.set(tag.name, tag.displayName ?? tag.name);
  }
  const providers = sortByProviderOrder([...vendorCounts.values()], brand.catalogue.providerOrder).map((p) => ({
    ...p,
    href: `/${lang}/${slug}/studio/${encodeURIComponent(p.code)}`,
  }));
  const themes = [...themeNames.entries()]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([name, label], i) => ({
      name,
      label,
      href: `/${lang}/${slug}/theme/${encodeURIComponent(name)}`,
      colour: tagColour(i, brand.limits.carousel.tagColours),
    }));
  const facets = { providers, themes };
  byPage.set(key, facets);
  return facets;
}

interface CachedView {
  /** The live tables the view's tiles were made with (null: no live game on the page). */
  tables: readonly LiveTable[] | null;
  view: LobbyView;
}

// A lobby's view changes only with the catalogue and, when it shows live games, with the cached
// live tables: kept per indexed lobby (itself kept per cached catalogue), page and tables. Views are
// shared by requests, so nothing downstream may change one.
const viewsByLobby = new WeakMap<IndexedLobby, Map<string, CachedView>>();

/** `extraCarousels`: the page's other game carousels (a player's rows), which share the tile budget. */
export async function lobbyView(
  caller: PlatformCaller,
  brand: BrandConfig,
  indexed: IndexedLobby,
  lang: string,
  homeHref: string,
  extraCarousels = 0,
): Promise<LobbyView> {
  const filled = indexed.groups.filter((group) => group.games.length > 0);
  const onServer = serverTilesPerCarousel(filled.length + extraCarousels, brand.limits.carouselGames);
  const shown = filled.map((group) => group.games.slice(0, onServer));
  // Live state only for the tiles on the page: the lobby itself may hold thousands of games.
  const tables = shown.some((games) => games.some(isLiveGame)) ? await getLiveTables(caller) : null;

  let views = viewsByLobby.get(indexed);
  if (!views) viewsByLobby.set(indexed, (views = new Map()));
  const key = `${brand.id}\u0000${lang}\u0000${homeHref}\u0000${extraCarousels}`;
  const cached = views.get(key);
  if (cached && cached.tables === tables) return cached.view;
  const view = buildLobbyView(brand, indexed, lang, homeHref, {
    filled,
    shown,
    onServer,
    live: tables ? liveTablesByGame(tables, shown.flat()) : new Map(),
  });
  views.set(key, { tables, view });
  return view;
}

function buildLobbyView(
  brand: BrandConfig,
  indexed: IndexedLobby,
  lang: string,
  homeHref: string,
  {
    filled,
    shown,
    onServer,
    live,
  }: { filled: GameGroup[]; shown: Game[][]; onServer: number; live: Map<string, LiveTable> },
): LobbyView {
  const { lobby } = indexed;
  const slug = lobbySlug(lobby, lang);
  const title = lobby.displayName ?? lobby.name;
  const perCarousel = brand.limits.carouselGames;
  const tile = (game: Game) => toTile(game, { featuredShown: brand.catalogue.featuredTagShown, live });

  const carousels = filled.map((group, i) => ({
    id: group.id,
    title: group.displayName ?? group.name,
    style: group.game_asset_style ?? "square",
    total: Math.min(group.games.length, perCarousel),
    seeAllHref: `/${lang}/${slug}/${groupSlug(group, lang)}/all`,
    tiles: shown[i].map(tile),
    moreSrc: sourceQuery({ kind: "group", lobby: lobby.name, id: group.id }),
  }));

  const { providers, themes } = lobbyFacets(indexed, brand, lang, slug);

  return {
    name: lobby.name,
    title,
    slug,
    homeHref,
    live: indexed.live,
    tabs: filled.map((group) => ({
      id: group.id,
      label: group.displayName ?? group.name,
      href: `/${lang}/${slug}/${groupSlug(group, lang)}`,
    })),
    carousels,
    serverTiles: onServer,
    providers,
    themes,
    meta: metaOf(lobby, title),
  };
}

// ---------------------------------------------------------------------------------------------
// Grids: one source of games, paged

export type GridSource =
  | { kind: "group"; lobby: string; id: string }
  | { kind: "lobbyVendor"; lobby: string; id: string }
  | { kind: "lobbyTag"; lobby: string; id: string }
  | { kind: "vendor"; id: string }
  | { kind: "all" }
  | { kind: "search"; q: string };

export function sourceQuery(source: GridSource): string {
  const params = new URLSearchParams({ src: source.kind });
  if ("lobby" in source) params.set("lobby", source.lobby);
  if ("id" in source) params.set("id", source.id);
  if (source.kind === "search") params.set("q", source.q);
  return params.toString();
}

export function parseSource(params: URLSearchParams): GridSource | null {
  const id = params.get("id") ?? "";
  const lobby = params.get("lobby") ?? "";
  switch (params.get("src")) {
    case "group":
    case "lobbyVendor":
    case "lobbyTag":
      return id && lobby ? { kind: params.get("src") as "group", lobby, id } : null;
    case "vendor":
      return id ? { kind: "vendor", id } : null;
    case "all":
      return { kind: "all" };
    case "search":
      return { kind: "search", q: params.get("q") ?? "" };
    default:
      return null;
  }
}

export interface GamesSlice {
  total: number;
  games: Game[];
}

/** getGames when the platform answers it, else the same rule over the cached catalogue. */
async function remoteOrLocal(
  caller: PlatformCaller,
  query: Parameters<typeof getGames>[1],
  local: () => Game[],
): Promise<GamesSlice> {
  try {
    const page = await getGames(caller, query);
    if (page) return page;
  } catch (error) {
    if (isMaintenance(error)) throw error;
    if (!(error instanceof PlatformError)) throw error;
  }
  const all = local();
  const offset = query.offset ?? 0;
  return { total: all.length, games: all.slice(offset, offset + (query.limit ?? 18)) };
}

/** Games of a source from `offset`; null when the source does not exist (unknown lobby, group …). */
export async function loadSlice(
  caller: PlatformCaller,
  brand: BrandConfig,
  index: CatalogueIndex,
  source: GridSource,
  offset: number,
  limit: number,
): Promise<GamesSlice | null> {
  const take = (games: Game[]) => ({ total: games.length, games: games.slice(offset, offset + limit) });
  const byProvider = (games: Game[]) => {
    const order = brand.catalogue.providerOrder;
    const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
    return [...games].sort((a, b) => rank(a.vendorCode) - rank(b.vendorCode) || a.name.localeCompare(b.name));
  };
  switch (source.kind) {
    case "group": {
      const lobby = index.lobbies.find((l) => l.lobby.name === source.lobby);
      const group = lobby?.groups.find((g) => g.id === source.id);
      return group ? take(group.games) : null;
    }
    case "lobbyVendor": {
      const lobby = index.lobbies.find((l) => l.lobby.name === source.lobby);
      return lobby ? take(lobby.games.filter((g) => g.vendorCode === source.id)) : null;
    }
    case "lobbyTag": {
      const lobby = index.lobbies.find((l) => l.lobby.name === source.lobby);
      return lobby ? take(lobby.games.filter((g) => g.tagList.some((t) => t.name === source.id))) : null;
    }
    case "vendor":
      return remoteOrLocal(caller, { vendorCode: source.id, offset, limit }, () =>
        byProvider([...index.games.values()]).filter((g) => g.vendorCode === source.id),
      );
    case "all":
      return remoteOrLocal(caller, { offset, limit }, () => byProvider([...index.games.values()]));
    case "search": {
      const { query, state } = searchState(source.q, brand.limits.search.minChars);
      if (state !== "ready") return { total: 0, games: [] };
      return remoteOrLocal(caller, { search: query, offset, limit }, () =>
        matchGames(byProvider([...index.games.values()]), query),
      );
    }
  }
}

export interface GridView {
  src: string;
  tiles: TileGame[];
  total: number;
  page: PageInfo;
}

/** One server-rendered page of a grid (spec §9: 18 games; `?page=` for the next without JavaScript). */
export async function gridView(
  caller: PlatformCaller,
  brand: BrandConfig,
  index: CatalogueIndex,
  source: GridSource,
  pageParam: number,
): Promise<GridView | null> {
  const size = brand.limits.gridPageSize;
  const first = await loadSlice(caller, brand, index, source, (pageParam - 1) * size, size);
  if (!first) return null;
  const page = gridPage(first.total, pageParam, size);
  const slice = page.page === pageParam ? first : await loadSlice(caller, brand, index, source, page.offset, size);
  return {
    src: sourceQuery(source),
    tiles: await tilesOf(caller, brand, slice?.games ?? []),
    total: first.total,
    page,
  };
}

/** The JSON the browser pages with (resource route): tiles from `offset`. */
export async function sliceTiles(
  caller: PlatformCaller,
  brand: BrandConfig,
  index: CatalogueIndex,
  source: GridSource,
  offset: number,
  limit: number,
) {
  const slice = await loadSlice(caller, brand, index, source, offset, Math.min(limit, 60));
  if (!slice) return null;
  return { total: slice.total, offset, tiles: await tilesOf(caller, brand, slice.games) };
}

// ---------------------------------------------------------------------------------------------
// See-all pages

export interface SeeAllView {
  heading: string;
  backHref: string;
  grid: GridView;
  meta: Meta;
  tabs?: LobbyView["tabs"];
  activeTab?: string;
  live: boolean;
}

export function groupTabs(indexed: IndexedLobby, lang: string) {
  const slug = lobbySlug(indexed.lobby, lang);
  return indexed.groups
    .filter((group) => group.games.length > 0)
    .map((group) => ({
      id: group.id,
      label: group.displayName ?? group.name,
      href: `/${lang}/${slug}/${groupSlug(group, lang)}`,
    }));
}

// ---------------------------------------------------------------------------------------------
// Game info modal (spec §2): name, provider, description, tags, RTP, demo, play

export interface GameInfoView {
  code: string;
  name: string;
  provider: string;
  html: string;
  tags: string[];
  rtp: number | null;
  hasDemo: boolean;
  demoAllowed: boolean;
  playHref: string;
  image: string | null;
  width: number;
  height: number;
}

const GAME_CODE = /^[A-Za-z0-9._:-]{1,80}$/;

export async function loadGameInfo(
  caller: PlatformCaller,
  brand: BrandConfig,
  lang: string,
  code: string | null,
  options: { loggedIn: boolean; demoExempt: boolean; index?: CatalogueIndex | null },
): Promise<GameInfoView | null> {
  if (!code || !GAME_CODE.test(code)) return null;
  let game: Game | null = null;
  try {
    game = await getGame(caller, code);
  } catch (error) {
    if (isMaintenance(error)) throw error;
  }
  if (!game) {
    const index = options.index ?? (await loadCatalogue(caller, brand));
    game = index?.games.get(code) ?? null;
  }
  if (!game) return null;
  const tile = toTile(game);
  return {
    code: game.gameCode,
    name: game.name,
    provider: game.vendorDisplayName,
    html: renderCmsHtml(game.gdContent ?? "", { lang, routed: brand.languages.routed, siteCode: brand.siteCode }),
    tags: game.tagList.filter((t) => t.name !== "hidden" && t.name !== "footer").map((t) => t.displayName ?? t.name),
    rtp: game.rtp ?? null,
    hasDemo: game.hasDemo,
    demoAllowed: game.hasDemo && !options.loggedIn && !options.demoExempt,
    playHref: gameHref(lang, tile),
    image: tile.image,
    width: tile.width,
    height: tile.height,
  };
}

// ---------------------------------------------------------------------------------------------
// Search results (spec §5)

export interface SearchView {
  query: string;
  state: "idle" | "short" | "ready";
  grid: GridView | null;
}

export async function searchView(
  caller: PlatformCaller,
  brand: BrandConfig,
  index: CatalogueIndex,
  raw: string | null,
  page: number,
): Promise<SearchView> {
  const { query, state } = searchState(raw, brand.limits.search.minChars);
  if (state !== "ready") return { query, state, grid: null };
  return { query, state, grid: await gridView(caller, brand, index, { kind: "search", q: query }, page) };
}
