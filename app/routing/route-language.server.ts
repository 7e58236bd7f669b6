import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { visitorCountry } from "~/platform/caller.server";
import { isMaintenance } from "~/platform/errors";
import { SPEC_ROUTE_SEGMENTS, languageOfEntrySlug } from "./spec-routes";
import { SUPPORTED_LANGUAGES, normaliseLanguage, routes } from "~/i18n/languages";
import { resolveLanguage } from "~/i18n/resolve.server";
import { readLanguageCookie } from "~/i18n/cookie.server";

/**
 * How long choosing a language waits for the visitor's country (ADR 051). Mostly a redirect is
 * waiting ("/" → "/pb"): with a hanging platform it must not spend a whole page deadline before
 * the page itself spends another. The call goes on, and a late answer is cached for that page.
 */
export const COUNTRY_WAIT_MS = 500;

function within<T>(pending: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

/** The language a request without a usable path segment should be shown in (spec §2 order). */
export async function preferredLanguage(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
): Promise<string> {
  let countryCode: string | null = null;
  try {
    const country = await within(visitorCountry(context, brand), COUNTRY_WAIT_MS);
    countryCode = country?.known ? country.countryCode : null;
  } catch (error) {
    if (!isMaintenance(error)) throw error;
  }
  return resolveLanguage({
    routed: brand.languages.routed,
    brandDefault: brand.languages.default,
    stored: readLanguageCookie(request),
    countryCode,
    countryLanguages: brand.languages.countryLanguages as Record<string, string>,
    acceptLanguage: request.headers.get("accept-language"),
  });
}

export type PathLanguage =
  { kind: "routed"; lang: string } | { kind: "redirect"; location: string } | { kind: "unknown" };

/**
 * What the first path segment means for this brand: a routed language; a language or spec
 * route to redirect from (keeping the rest of the path and the query); or nothing known.
 */
export async function classifyPath(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
): Promise<PathLanguage> {
  const url = new URL(request.url);
  const [, first = "", ...rest] = url.pathname.split("/");
  if (routes(brand, first)) return { kind: "routed", lang: first };
  const isLanguage = (SUPPORTED_LANGUAGES as readonly string[]).includes(first);
  if (isLanguage) {
    const mapped = normaliseLanguage(first);
    const lang = routes(brand, mapped) ? mapped : await preferredLanguage(request, context, brand);
    return { kind: "redirect", location: `/${[lang, ...rest].join("/")}${url.search}` };
  }
  // Registration entry paths (spec §2): /cadastro → /pb?modal=register, keeping the query.
  const entryLang = rest.some(Boolean) ? null : languageOfEntrySlug(first);
  if (entryLang) {
    const lang = routes(brand, entryLang) ? entryLang : await preferredLanguage(request, context, brand);
    const query = new URLSearchParams(url.search);
    query.set("modal", "register");
    return { kind: "redirect", location: `/${lang}?${query.toString()}` };
  }
  if (SPEC_ROUTE_SEGMENTS.has(first)) {
    const lang = await preferredLanguage(request, context, brand);
    return { kind: "redirect", location: `/${[lang, first, ...rest].join("/")}${url.search}` };
  }
  return { kind: "unknown" };
}
