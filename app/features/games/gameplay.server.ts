import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { BrandConfig } from "~/brand/config.generated";
import { renderCmsHtml } from "~/features/content/cms-html.server";
import { liveTablesFor, loadCatalogue, recommendedGroup } from "~/features/game-kit/catalogue.server";
import { toTile, type TileGame } from "~/features/game-kit/tiles";
import { getProfile } from "~/platform/account.server";
import { visitorCountry } from "~/platform/caller.server";
import { HTTP_UNAUTHORIZED, isMaintenance, NO_DEMO, PlatformError, SESSION_OVER } from "~/platform/errors";
import { getGame, getGames, getLiveTables, type Game, type LiveTable } from "~/platform/games.server";
import type { PlatformCaller } from "~/platform/http.server";
import { launchGame } from "~/platform/launch.server";
import { getSessionLimit } from "~/platform/limits.server";
import { getFavouriteGames } from "~/platform/player-games.server";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import {
  getGamePlaySummary,
  getMonthlyDepositLimit,
  getUserKycDetails,
  lastSummaryShownAt,
  recordSummaryShown,
  type GamePlaySummary,
} from "~/platform/rg.server";
import { isSafeRelativePath } from "~/routing/safe-path";
import { requestScope, scopeHeaders, type RequestScope } from "~/routing/scope.server";
import { loginModalHref } from "~/routing/modal-links";
import { SUMMARY_INTENT } from "./summary-intent";
import { gameReturnOf } from "./game-return.server";
import { errorMeta, gameMeta, type GameMeta } from "./game-meta";
import {
  decideLaunch,
  gameFrameUrl,
  PLAY_ERROR_CODES,
  isRealLaunch,
  launchKindOf,
  neededChecks,
  playErrorOf,
  precheckHref,
  precheckRefusal,
  type PlayError,
} from "./launch-decision";
import { overallKyc } from "~/features/kyc/status";
import { NO_STORE } from "~/routing/headers";
import type { LanguagePaths } from "~/routing/localised-path";
import { serverT } from "~/i18n/i18next.server";
import { intlLocale } from "~/i18n/languages";
import { readForm } from "~/routing/form.server";

export const GAME_CODE = /^[A-Za-z0-9._:-]{1,80}$/;

/** The summary pop-up's Continue form (server-only, so zod stays out of the game page's script). */
export const summaryForm = z.object({ intent: z.literal(SUMMARY_INTENT) });

export interface GameplayView {
  lang: string;
  code: string;
  game: {
    code: string;
    name: string;
    vendor: string;
    vendorCode: string;
    vendorSlug: string;
    live: boolean;
    hasDemo: boolean;
    html: string;
    rtp: number | null;
    tags: string[];
  } | null;
  mode: "real" | "demo" | null;
  launch: { url: string; aspectRatio: number | null } | null;
  error: PlayError | null;
  /** Shown instead of the game: the summary pop-up or the login modal. */
  gate: "summary" | "login" | null;
  summary: GamePlaySummary | null;
  closeHref: string;
  realHref: string;
  demoHref: string;
  /** Spec §5: the demo button only for guests, on games with demo, outside demo-exempt countries. */
  demoToggle: boolean;
  favourite: boolean | null;
  recommended: TileGame[];
  provider: TileGame[];
  liveTable: LiveTable | null;
  meta: GameMeta;
  /**
   * The game's one address per language for canonical and hreflang (the root's links): the vendor
   * slug route, whatever mode the visit asked for, so /demo-game and /real-game are not duplicates.
   */
  languagePaths?: LanguagePaths;
}

/** The page's own launch path for a mode, e.g. /pb/gameplay/<code>/real-game. */
export const launchPath = (lang: string, code: string, kind: "real-game" | "demo-game") =>
  `/${lang}/gameplay/${encodeURIComponent(code)}/${kind}`;

async function playerCountry({ caller, context, brand, player }: RequestScope): Promise<string | null> {
  if (player) {
    const profile = await getProfile(caller).catch((error) => {
      if (isMaintenance(error)) throw error;
      return null;
    });
    if (profile?.country) return profile.country.toUpperCase();
  }
  const visitor = await visitorCountry(context, brand);
  return visitor.known ? visitor.countryCode : null;
}

const soft = <T>(promise: Promise<T>): Promise<T | undefined> =>
  promise.catch((error) => {
    if (isMaintenance(error)) throw error;
    return undefined;
  });

async function carousels(caller: PlatformCaller, brand: BrandConfig, game: Game) {
  const max = brand.limits.carouselGames;
  const [index, byProvider] = await Promise.all([
    soft(loadCatalogue(caller, brand)),
    soft(getGames(caller, { vendorCode: game.vendorCode, limit: max + 1 })),
  ]);
  const found = index ? recommendedGroup(index) : null;
  const order = (g: Game) =>
    found ? (g.gameGroupList.find((entry) => entry.id === found.group.id)?.game_order ?? Number.MAX_SAFE_INTEGER) : 0;
  const recommendedGames = found ? [...found.group.games].sort((a, b) => order(a) - order(b)).slice(0, max) : [];
  const providerGames = (byProvider?.games ?? []).filter((g) => g.gameCode !== game.gameCode).slice(0, max);
  // Live tiles carry their table's state, so a closed table does not say Live.
  const live = await soft(liveTablesFor(caller, [...recommendedGames, ...providerGames]));
  const tile = (g: Game) => toTile(g, { featuredShown: brand.catalogue.featuredTagShown, live });
  return { recommended: recommendedGames.map(tile), provider: providerGames.map(tile) };
}

/**
 * {lang}/gameplay/{code}/{kind} (spec §2, §4): the launch decision with the country's pre-checks,
 * then the launcher call; redirects for the pre-check pages, the demo-exempt home and the login
 * or summary gates; errors become the play window's error popup.
 */
export function gameplayLoader(args: LoaderFunctionArgs) {
  return requestScope(args)
    .then((scope) => loadGameplay(scope, args.params.game ?? "", args.params.kind ?? ""))
    .catch(rethrowMaintenance);
}

async function loadGameplay(scope: RequestScope, code: string, kindSegment: string) {
  const { context, brand, lang, url, caller, player } = scope;
  const loggedIn = player !== null;
  const kind = launchKindOf(kindSegment);
  const back = gameReturnOf(scope, context.production);
  // Every answer, redirects included, keeps the return address: a launch that goes through a
  // pre-check page first still closes to the lobby it started from.
  const headers = new Headers(NO_STORE);
  if (back.setCookie) headers.append("Set-Cookie", back.setCookie);
  const t = await serverT(context, brand, lang, "games");
  const base: GameplayView = {
    lang,
    code,
    game: null,
    mode: null,
    launch: null,
    error: null,
    gate: null,
    summary: null,
    closeHref: back.href,
    realHref: launchPath(lang, code, "real-game"),
    demoHref: launchPath(lang, code, "demo-game"),
    demoToggle: false,
    favourite: null,
    recommended: [],
    provider: [],
    liveTable: null,
    meta: errorMeta(t, brand.name, "problem"),
  };
  const reply = (view: GameplayView, status = 200) =>
    data(view.error && !view.game ? { ...view, meta: errorMeta(t, brand.name, view.error) } : view, {
      status,
      headers,
    });

  if (!GAME_CODE.test(code)) return reply({ ...base, error: "codeMandatory" }, 400);
  let game: Game | null;
  try {
    game = await getGame(caller, code);
  } catch (error) {
    if (isMaintenance(error)) throw error;
    if (!(error instanceof PlatformError)) return reply({ ...base, error: "problem" }, 503);
    const failure = String(error.code);
    // A code the platform does not know is its own case (issue 24 §2), not "blocked in your country":
    // the player followed a wrong or stale link, and the page is a 404 that search engines drop.
    if (failure === PLAY_ERROR_CODES.notFound) return reply({ ...base, error: "unknownGame" }, 404);
    return reply({ ...base, error: playErrorOf(failure) }, 404);
  }
  if (!game) return reply({ ...base, error: "problem" }, 503);

  const country = await playerCountry(scope);
  const rule = country ? (brand.countryRules[country] ?? null) : null;
  // A player's demo route on a game without demo, or in a country that hides demo, is real play:
  // it moves to the real route so the URL, the pre-checks and the launch all agree (spec §4, §6).
  if (kind === "demo" && isRealLaunch({ kind, loggedIn, hasDemo: game.hasDemo, rule })) {
    throw redirect(`${launchPath(lang, game.gameCode, "real-game")}${url.search}`, { headers });
  }
  const checks = neededChecks({ kind, loggedIn, hasDemo: game.hasDemo, rule });
  const [sessionLimit, monthlyDepositLimit, kycDetails, lastSummaryAt] = await Promise.all([
    checks.sessionLimit ? soft(getSessionLimit(caller)) : undefined,
    checks.depositLimit ? soft(getMonthlyDepositLimit(caller)) : undefined,
    checks.kyc ? soft(getUserKycDetails(caller)) : undefined,
    checks.summary ? soft(lastSummaryShownAt(caller)) : undefined,
  ]);
  const decision = decideLaunch({
    kind,
    loggedIn,
    hasDemo: game.hasDemo,
    rule,
    sessionLimit: sessionLimit ?? null,
    monthlyDepositLimit: monthlyDepositLimit ?? null,
    kyc: kycDetails ? overallKyc(kycDetails.documents) : null,
    // An unanswered audit trail shows the summary again rather than skip a required pop-up.
    lastSummaryAt: lastSummaryAt ?? null,
    now: Date.now(),
    summaryIntervalMs: brand.limits.gamePlaySummaryIntervalMs,
  });

  if (decision.action === "home") {
    // Spec §4 sends a guest of a demo-exempt country home. Home opens login there, with the
    // launch remembered and the reason said (ADR 039), rather than drop the click without a word.
    throw redirect(loginModalHref(`/${lang}`, launchPath(lang, game.gameCode, "real-game")), { headers });
  }
  if (decision.action === "page")
    throw redirect(precheckHref(lang, decision.page, launchPath(lang, game.gameCode, "real-game")), {
      headers,
    });

  const modal = url.searchParams.get("modal");
  const tags = game.tagList
    .filter((t) => t.name !== "hidden" && t.name !== "footer")
    .map((t) => t.displayName ?? t.name);
  const live = game.gameType === "live_casino";
  const [extra, favourites, tables] = await Promise.all([
    carousels(caller, brand, game),
    loggedIn ? soft(getFavouriteGames(caller)) : undefined,
    live ? soft(getLiveTables(caller)) : undefined,
  ]);
  const view: GameplayView = {
    ...base,
    code: game.gameCode,
    realHref: launchPath(lang, game.gameCode, "real-game"),
    demoHref: launchPath(lang, game.gameCode, "demo-game"),
    game: {
      code: game.gameCode,
      name: game.name,
      vendor: game.vendorDisplayName,
      vendorCode: game.vendorCode,
      vendorSlug: game.vendorSlug ?? game.vendorCode,
      live,
      hasDemo: game.hasDemo,
      html: renderCmsHtml(game.gdContent ?? "", { lang, routed: brand.languages.routed, siteCode: brand.siteCode }),
      rtp: game.rtp ?? null,
      tags,
    },
    demoToggle: game.hasDemo && !loggedIn && !rule?.demoExempt,
    favourite: loggedIn ? (favourites ?? []).some((g) => g.gameCode === game.gameCode) : null,
    recommended: extra.recommended,
    provider: extra.provider,
    liveTable: tables?.find((table) => table.gameCode === game.gameCode) ?? null,
    meta: gameMeta(t, intlLocale(brand, lang), brand.name, {
      name: game.name,
      vendor: game.vendorDisplayName,
      gameType: game.gameType,
      rtp: game.rtp ?? null,
      hasDemo: game.hasDemo,
    }),
    languagePaths: Object.fromEntries(
      brand.languages.routed.map((l) => [
        l,
        `/${l}/gameplay/${encodeURIComponent(game.gameCode)}/${encodeURIComponent(game.vendorSlug ?? game.vendorCode)}`,
      ]),
    ),
  };
  if (decision.action === "login") {
    // No demo for this game: a guest logs in first; the launch is remembered in redirectUrl.
    if (modal !== "login") throw redirect(loginModalHref(url.pathname, view.realHref), { headers });
    return reply({ ...view, gate: "login" });
  }
  if (decision.action === "summary") {
    if (modal !== "play-summary")
      throw redirect(`${url.pathname}?${new URLSearchParams({ modal: "play-summary" })}`, { headers });
    const summary = await soft(getGamePlaySummary(caller));
    return reply({ ...view, gate: "summary", summary: summary ?? null });
  }
  // decision.action === "play"
  if (decision.login && modal !== "login") {
    // Spec §4: a real route while logged out reverts to demo and opens login, remembering the launch.
    throw redirect(loginModalHref(view.demoHref, view.realHref), { headers });
  }
  try {
    const launched = await launchGame(caller, decision.mode, game.gameCode);
    const frameUrl = gameFrameUrl(
      launched?.gameUrl,
      brand.integrations.gameOrigins ?? [],
      isSafeRelativePath,
      context.platform.providerOrigin,
    );
    if (!frameUrl) return reply({ ...view, mode: decision.mode, error: "problem" });
    return reply({
      ...view,
      mode: decision.mode,
      launch: { url: frameUrl, aspectRatio: launched?.aspectRatio ?? game.aspectRatio ?? null },
    });
  } catch (error) {
    if (isMaintenance(error)) throw error;
    if (error instanceof PlatformError && (error.is(HTTP_UNAUTHORIZED) || error.is(SESSION_OVER))) {
      throw redirect(loginModalHref(view.demoHref, view.realHref), { headers });
    }
    if (error instanceof PlatformError && error.is(NO_DEMO)) {
      return reply({ ...view, mode: decision.mode, error: "gameNotFound" });
    }
    const refusal = error instanceof PlatformError ? precheckRefusal(error.code) : null;
    if (refusal?.action === "page") throw redirect(precheckHref(lang, refusal.page, view.realHref), { headers });
    if (refusal?.action === "summary") {
      // shown here rather than by a redirect: this page's own check found no summary due
      const summary = await soft(getGamePlaySummary(caller));
      return reply({ ...view, gate: "summary", summary: summary ?? null });
    }
    return reply({
      ...view,
      mode: decision.mode,
      error: playErrorOf(error instanceof PlatformError ? String(error.code) : null),
    });
  }
}

/**
 * Continue on the game-play summary pop-up: recorded with addPlayerFrontEndAuditTrail, then the
 * launch. A guest opens the login modal over the game.
 */
export async function gameplaySummaryAction(args: ActionFunctionArgs) {
  const parsed = summaryForm.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data({ formErrors: ["games:summary.failed"] }, { status: 400 });
  const { url, caller, player, setCookie } = await requestScope(args);
  if (!player) throw redirect(loginModalHref(url.pathname), { headers: scopeHeaders({ setCookie }) });
  const recorded = await recordSummaryShown(caller, "Game play summary acknowledged before play").catch((error) => {
    if (isMaintenance(error)) rethrowMaintenance(error);
    return false;
  });
  if (!recorded) throw redirect(`${url.pathname}?modal=play-summary&summaryError=1`);
  throw redirect(url.pathname, { headers: NO_STORE });
}
