import { redirect, type AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { routes } from "~/i18n/languages";
import type { PlatformCaller } from "~/platform/http.server";
import { loadPlayer, type PlayerSummary } from "~/session/player.server";
import type { Profile } from "~/platform/account.server";
import { loginModalHref } from "./modal-links";
import { cookieTimeZone } from "./time-zone";
import { NO_STORE } from "./headers";

/** What a loader or action is called with, as far as the scope needs it. */
export interface ScopeArgs {
  request: Request;
  context: AppLoadContext;
  params?: { lang?: string };
}

/**
 * The part of a request's scope that needs no platform call: the brand of the host, the page
 * language and the URL. Resource routes and actions that never look at the player (the catalogue
 * API, CMS pages, registration's field checks) start here, so they do not ask login/status.
 */
export interface SiteScope {
  request: Request;
  context: AppLoadContext;
  brand: BrandConfig;
  /** The routed language of the path, else the brand's default. */
  lang: string;
  url: URL;
  /** Dates are written in this zone: the player's browser's (its `tz` cookie), else the brand's. */
  timeZone: string;
}

/**
 * Everything a feature needs to know about the request it serves, resolved once per request
 * (ARCHITECTURE §2): the brand of the host, the page language, the URL, the platform caller
 * (carrying the player's session when there is a live one) and the player.
 */
export interface RequestScope extends SiteScope {
  caller: PlatformCaller;
  player: PlayerSummary | null;
  /** The profile behind `player`, loaded once per request; never serialise it into a page. */
  profile: Profile | null;
  /** Set-Cookie to send when a dead platform session was dropped from our cookie. */
  setCookie: string | null;
}

/** A scope whose player is logged in. */
export type PlayerScope = RequestScope & { player: PlayerSummary };

// One load context is made per HTTP request: the root, layout and page loaders of a request share
// it, and run in parallel, so the scope (and the player's login/status and profile calls) is made once.
const scopes = new WeakMap<AppLoadContext, Map<string, Promise<RequestScope>>>();

/** The zone dates are written in: the player's browser's (its `tz` cookie), else the brand's. */
export function playerTimeZone(request: Request, brand: BrandConfig): string {
  return cookieTimeZone(request.headers.get("Cookie")) ?? brand.timeZone;
}

/** Brand, language and URL of a loader's or action's request; no platform call. */
export function siteScope({ request, context, params }: ScopeArgs): SiteScope {
  const brand = context.brand;
  const url = new URL(request.url);
  const lang = languageOf(brand, params?.lang ?? url.pathname.split("/")[1] ?? "");
  return { request, context, brand, lang, url, timeZone: playerTimeZone(request, brand) };
}

export function requestScope(args: ScopeArgs): Promise<RequestScope> {
  const site = siteScope(args);
  let byKey = scopes.get(site.context);
  if (!byKey) scopes.set(site.context, (byKey = new Map()));
  // Keyed by the URL too: a context reused for another URL (a test's, say) gets that URL's scope.
  const key = `${site.lang} ${site.url.href}`;
  let pending = byKey.get(key);
  if (!pending) {
    pending = loadPlayer(site.request, site.context, site.brand, site.lang).then((state) => ({
      ...site,
      caller: state.caller,
      player: state.player,
      profile: state.profile,
      setCookie: state.setCookie,
    }));
    byKey.set(key, pending);
  }
  return pending;
}

function languageOf(brand: BrandConfig, candidate: string): string {
  return routes(brand, candidate) ? candidate : brand.languages.default;
}

/** Headers for a redirect or answer of player data: no-store, and the scope's Set-Cookie if any. */
export function scopeHeaders(scope: Pick<RequestScope, "setCookie">): Headers {
  const headers = new Headers(NO_STORE);
  if (scope.setCookie) headers.append("Set-Cookie", scope.setCookie);
  return headers;
}

export interface GuestRule {
  /**
   * Spec §2/§6: account pages send guests home ("home"), except those that open the login modal
   * ("login") and bring the player back after login: to this page (redirectUrl), or through one of
   * the login page's own flags (toAccountstatus, toSetLimit) when `loginParams` names it.
   */
  guest: "home" | "login";
  loginParams?: Record<string, string>;
}

/** The scope of a logged-in player; a guest is redirected as the rule says. */
export async function requirePlayer(args: ScopeArgs | RequestScope, rule: GuestRule): Promise<PlayerScope> {
  const scope = "brand" in args ? args : await requestScope(args);
  if (scope.player) return scope as PlayerScope;
  throw redirect(guestTarget(scope, rule), { headers: scopeHeaders(scope) });
}

function guestTarget(scope: RequestScope, rule: GuestRule): string {
  const home = `/${scope.lang}`;
  if (rule.guest === "home") return home;
  if (rule.loginParams) return loginModalHref(home, null, rule.loginParams);
  return loginModalHref(home, `${scope.url.pathname}${scope.url.search}`);
}
