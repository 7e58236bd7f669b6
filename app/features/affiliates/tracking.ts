/**
 * Affiliate and referral tracking (spec §2 query parameters, §9 lifetimes). Pure functions:
 * what a page URL asks to store, how it is written as cookies, and how it is read back.
 * The root loader captures on every page load; registration reads it (readTracking).
 */
import { parseCookieHeader, serializeCookie } from "~/routing/cookies";

/** What the registration payload carries from tracking (spec §3). */
export interface Tracking {
  affiliateId: string | null;
  affiliateName: string | null;
  trackerId: string | null;
  cValue: string | null;
  /** The banner the visitor came from: the affiliate's c value. */
  bannerId: string | null;
  referralId: string | null;
  bTag: string | null;
  utmSource: string | null;
}

/** Cookie names, one per stored value. */
export const TRACKING_COOKIES = {
  affiliateId: "affiliateId",
  affiliateName: "affiliateName",
  trackerId: "trackerId",
  cValue: "cValue",
  referralId: "referralId",
  bTag: "bTag",
  utmSource: "utmSource",
} as const;
export type TrackingKey = keyof typeof TRACKING_COOKIES;

/** Query parameters that carry tracking (spec §2); matched exactly as listed. */
export const TRACKING_PARAMS = ["affid", "affname", "CXD", "cxd", "c", "C", "referralId", "bTag", "utmSource"] as const;

const MAX_LENGTH = 128;

/** A tracking value as stored: trimmed, printable, at most 128 characters; empty means absent. */
export function cleanValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_LENGTH);
  return value === "" ? null : value;
}

/**
 * The values a URL asks to store (spec §2): affid sets the affiliate and its default name,
 * affname overrides the name; CXD/cxd is the tracker, and when it contains "c_" the part
 * after it is the c value; c/C is the c value (wins over one taken from CXD); referralId,
 * bTag and utmSource as they are. Absent keys are left as stored.
 */
export function parseTrackingParams(params: URLSearchParams): Partial<Record<TrackingKey, string>> {
  const out: Partial<Record<TrackingKey, string>> = {};
  const get = (...names: string[]) => {
    for (const name of names) {
      const value = cleanValue(params.get(name));
      if (value) return value;
    }
    return null;
  };
  const affid = get("affid");
  if (affid) {
    out.affiliateId = affid;
    out.affiliateName = affid;
  }
  const affname = get("affname");
  if (affname) out.affiliateName = affname;
  const cxd = get("CXD", "cxd");
  if (cxd) {
    out.trackerId = cxd;
    const at = cxd.indexOf("c_");
    const fromCxd = at >= 0 ? cleanValue(cxd.slice(at + 2)) : null;
    if (fromCxd) out.cValue = fromCxd;
  }
  const c = get("c", "C");
  if (c) out.cValue = c;
  const referralId = get("referralId");
  if (referralId) out.referralId = referralId;
  const bTag = get("bTag");
  if (bTag) out.bTag = bTag;
  const utmSource = get("utmSource");
  if (utmSource) out.utmSource = utmSource;
  return out;
}

export interface CookieLifetimes {
  /** limits.affiliateCookieDays */
  affiliateDays: number;
  /** limits.trackingParamDays */
  trackingDays: number;
}

/** Seconds a stored value lives; null = for the browser session (referralId). */
export function maxAgeOf(key: TrackingKey, lifetimes: CookieLifetimes): number | null {
  if (key === "referralId") return null;
  if (key === "bTag" || key === "utmSource") return lifetimes.trackingDays * 86_400;
  return lifetimes.affiliateDays * 86_400;
}

/** Set-Cookie values for what a URL asked to store (HttpOnly: only the server reads them). */
export function trackingSetCookies(
  values: Partial<Record<TrackingKey, string>>,
  lifetimes: CookieLifetimes,
  secure: boolean,
): string[] {
  return (Object.entries(values) as [TrackingKey, string][]).map(([key, value]) => {
    const maxAge = maxAgeOf(key, lifetimes);
    return serializeCookie(TRACKING_COOKIES[key], value, { maxAge, secure });
  });
}

/** Set-Cookie values that delete the given tracking cookies (login and logout drop bTag and utmSource, spec §4). */
export function clearTrackingCookies(keys: TrackingKey[], secure: boolean): string[] {
  return keys.map((key) => serializeCookie(TRACKING_COOKIES[key], "", { maxAge: 0, secure }));
}

/** The stored tracking of a Cookie header. */
export function trackingFromCookies(header: string | null): Tracking {
  const cookies = parseCookieHeader(header);
  const read = (key: TrackingKey) => cleanValue(cookies.get(TRACKING_COOKIES[key]));
  const cValue = read("cValue");
  return {
    affiliateId: read("affiliateId"),
    affiliateName: read("affiliateName"),
    trackerId: read("trackerId"),
    cValue,
    bannerId: cValue,
    referralId: read("referralId"),
    bTag: read("bTag"),
    utmSource: read("utmSource"),
  };
}

/**
 * Where a guest who arrived with a referralId goes (spec §2: guests get the registration
 * modal): the same URL without referralId, plus modal=register.
 */
export function referralRedirect(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("referralId");
  params.set("modal", "register");
  return `${url.pathname}?${params.toString()}${url.hash}`;
}
