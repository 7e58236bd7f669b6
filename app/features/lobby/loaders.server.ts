import type { LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/i18n/i18next.server";
import { slugFor } from "~/routing/spec-routes";
import slugs from "~/routing/slugs.json";
import { findGroup, findLobby, lobbyOfKind, lobbySlug, recommendedGroup } from "~/features/game-kit/catalogue.server";
import { notFound, searchView } from "./lobby.server";
import { gameInfo, lobbyHome, lobbyLanguagePaths, lobbyPage, pageContext, seeAllPage } from "./pages.server";

// The loaders of the lobby browsing routes (spec §2): each resolves its page context once and
// answers a lobby page, a see-all page or the search page; unknown lobbies, groups, providers and
// tags are the not-found page (404), a missing catalogue the games-unavailable page (503).

/** games/jogos/juegos and livegames/jogosaovivo/juegosenvivo (spec §2): the casino and live-casino lobbies. */
export async function casinoLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const first = ctx.url.pathname.split("/")[2] ?? "";
  const live = Object.values(slugs.livegames).includes(first);
  if (live && !ctx.brand.features.liveCasino) notFound();
  const lobby = lobbyOfKind(ctx.index, live ? "live" : "casino");
  if (!lobby) notFound();
  return lobbyPage(ctx, lobby, `/${ctx.lang}/${slugFor(live ? "livegames" : "games", ctx.lang)}`);
}

/** {lang}/{lobbyname} (spec §2), by the catalogue's multilingualUrlLobby; unknown → 404. */
export async function lobbyLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  if (!lobby) notFound();
  const page = await lobbyPage(ctx, lobby, `/${ctx.lang}/${lobbySlug(lobby.lobby, ctx.lang)}`);
  return { ...page, languagePaths: lobbyLanguagePaths(ctx, lobby.lobby) };
}

/** {lang}/{lobbyname}/{gamegroupname} and …/all (spec §2 see-all: banner, BACK, grid); unknown → 404. */
export async function lobbyGroupLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const group = lobby ? findGroup(lobby, args.params.group ?? "", ctx.lang) : null;
  if (!lobby || !group) notFound();
  const home = lobbyHome(ctx, lobby.lobby.name);
  const heading = group.displayName ?? group.name;
  const page = await seeAllPage(ctx, {
    source: { kind: "group", lobby: lobby.lobby.name, id: group.id },
    heading,
    backHref: home,
    live: lobby.live,
    meta: {
      title: group.metaTitle || heading,
      description: group.metaDescription ?? "",
      keywords: group.metaTags ?? "",
    },
    tabs: { allHref: home, lobby, active: group.id },
  });
  const suffix = ctx.url.pathname.replace(/\/+$/, "").endsWith("/all") ? "/all" : "";
  return { ...page, languagePaths: lobbyLanguagePaths(ctx, lobby.lobby, group, suffix) };
}

/** {lang}/{lobbyname}/studio/{vendorCode} (spec §2): the lobby's games of one provider; none → 404. */
export async function lobbyStudioLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const vendor = args.params.vendorCode ?? "";
  const game = lobby?.games.find((g) => g.vendorCode === vendor);
  if (!lobby || !game) notFound();
  const t = await serverT(ctx.context, ctx.brand, ctx.lang, "lobby");
  const title = lobby.lobby.displayName ?? lobby.lobby.name;
  return seeAllPage(ctx, {
    source: { kind: "lobbyVendor", lobby: lobby.lobby.name, id: vendor },
    heading: game.vendorDisplayName,
    backHref: lobbyHome(ctx, lobby.lobby.name),
    live: lobby.live,
    meta: {
      title: t("meta.studio", { provider: game.vendorDisplayName, lobby: title, brand: ctx.brand.name }),
      description: t("meta.studioDescription", { provider: game.vendorDisplayName, brand: ctx.brand.name }),
      keywords: lobby.lobby.metaTags ?? "",
    },
  });
}

/** {lang}/{lobbyname}/theme/{tagname} (spec §2): the lobby's games with one tag; none → 404. */
export async function lobbyThemeLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const lobby = findLobby(ctx.index, args.params.lobby ?? "", ctx.lang);
  const name = args.params.tag ?? "";
  const tag = lobby?.games.flatMap((g) => g.tagList).find((t) => t.name === name);
  if (!lobby || !tag) notFound();
  const t = await serverT(ctx.context, ctx.brand, ctx.lang, "lobby");
  const label = tag.displayName ?? tag.name;
  const title = lobby.lobby.displayName ?? lobby.lobby.name;
  return seeAllPage(ctx, {
    source: { kind: "lobbyTag", lobby: lobby.lobby.name, id: name },
    heading: label,
    backHref: lobbyHome(ctx, lobby.lobby.name),
    live: lobby.live,
    meta: {
      title: t("meta.theme", { theme: label, lobby: title, brand: ctx.brand.name }),
      description: t("meta.themeDescription", { theme: label, brand: ctx.brand.name }),
      keywords: lobby.lobby.metaTags ?? "",
    },
  });
}

/**
 * {lang}/all-lobbies: the Recommended Games group; {lang}/all-lobbies/{x}: the group x of any
 * lobby (spec §2). BACK goes to the casino page ({lang}/games); unknown → 404.
 */
export async function allLobbiesLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const wanted = args.params.group;
  let found: { lobby: (typeof ctx.index.lobbies)[number]; group: NonNullable<ReturnType<typeof findGroup>> } | null =
    null;
  if (wanted) {
    for (const lobby of ctx.index.lobbies) {
      const group = findGroup(lobby, wanted, ctx.lang);
      if (group) {
        found = { lobby, group };
        break;
      }
    }
  } else {
    found = recommendedGroup(ctx.index);
  }
  if (!found) notFound();
  const { lobby, group } = found;
  const heading = group.displayName ?? group.name;
  return seeAllPage(ctx, {
    source: { kind: "group", lobby: lobby.lobby.name, id: group.id },
    heading,
    backHref: `/${ctx.lang}/${slugFor("games", ctx.lang)}`,
    live: lobby.live,
    meta: {
      title: group.metaTitle || heading,
      description: group.metaDescription ?? "",
      keywords: group.metaTags ?? "",
    },
  });
}

/**
 * {lang}/allgames, {lang}/lobby and {lang}/lobby/allgames/allgames: every game, paged;
 * {lang}/recommended-games/all: the Recommended Games group (spec §2).
 */
export async function allGamesLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const t = await serverT(ctx.context, ctx.brand, ctx.lang, "lobby");
  const backHref = `/${ctx.lang}/${slugFor("games", ctx.lang)}`;
  const first = ctx.url.pathname.split("/")[2];
  // Spec §2: {lang}/lobby (and lobby/allgames/allgames) only when the games display type is lobby.
  if (first === "lobby" && ctx.brand.catalogue.gamesDisplayType !== "lobby") notFound();
  if (first === "recommended-games") {
    const found = recommendedGroup(ctx.index);
    if (!found) notFound();
    const heading = found.group.displayName ?? found.group.name;
    return seeAllPage(ctx, {
      source: { kind: "group", lobby: found.lobby.lobby.name, id: found.group.id },
      heading,
      backHref,
      meta: {
        title: found.group.metaTitle || heading,
        description: found.group.metaDescription ?? "",
        keywords: found.group.metaTags ?? "",
      },
    });
  }
  return seeAllPage(ctx, {
    source: { kind: "all" },
    heading: t("allGames"),
    backHref,
    allowEmpty: true,
    meta: {
      title: t("meta.allGames", { brand: ctx.brand.name }),
      description: t("meta.allGamesDescription", { brand: ctx.brand.name }),
      keywords: "",
    },
  });
}

/** {lang}/providergames/studio/{vendorCode} (spec §2): every game of one provider; unknown or empty → 404. */
export async function providerGamesLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const code = args.params.vendorCode ?? "";
  const provider =
    ctx.index.list.providers.find((p) => p.vendorCode === code) ??
    [...ctx.index.games.values()].find((g) => g.vendorCode === code);
  if (!provider) notFound();
  const name = provider.vendorDisplayName;
  const t = await serverT(ctx.context, ctx.brand, ctx.lang, "lobby");
  return seeAllPage(ctx, {
    source: { kind: "vendor", id: code },
    heading: name,
    backHref: `/${ctx.lang}/${slugFor("games", ctx.lang)}`,
    meta: {
      title: t("meta.provider", { provider: name, brand: ctx.brand.name }),
      description: t("meta.studioDescription", { provider: name, brand: ctx.brand.name }),
      keywords: "",
    },
  });
}

/** {lang}/search?q=: the game search as a page (spec §5; the GET form without JavaScript). */
export async function searchLoader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const t = await serverT(ctx.context, ctx.brand, ctx.lang, "lobby");
  const [search, info] = await Promise.all([
    searchView(ctx.caller, ctx.brand, ctx.index, ctx.url.searchParams.get("q"), ctx.page),
    gameInfo(ctx),
  ]);
  return { search, gameInfo: info, title: t("meta.search", { brand: ctx.brand.name }) };
}
