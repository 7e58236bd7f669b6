/**
 * The browser's IANA time zone travels to the server in this cookie, so that the dates a page
 * writes on the server are in the player's zone (issue 27 §6). Without it: the brand's zone.
 */
import { parseCookieHeader, serializeCookie } from "./cookies";

export const TIME_ZONE_COOKIE = "tz";

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

// Asking Intl costs tens of microseconds and the scope reads the cookie on every request: each
// name is asked once. Bounded, since the names come from the players' cookies.
const checked = new Map<string, boolean>();
const MAX_CHECKED = 1_000;

/** The zone if Intl knows it, else null: the cookie is the player's to change. */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !ZONE_NAME.test(value)) return null;
  let known = checked.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (checked.size < MAX_CHECKED) checked.set(value, known);
  }
  return known ? value : null;
}

/** The zone the `tz` cookie of a Cookie header (or document.cookie) names, if a known one. */
export function cookieTimeZone(cookies: string | null | undefined): string | null {
  return knownTimeZone(parseCookieHeader(cookies ?? null).get(TIME_ZONE_COOKIE));
}

/** The cookie that tells the server the zone: a year, the whole site, written by the page's script. */
export function timeZoneCookie(zone: string, secure: boolean): string {
  return serializeCookie(TIME_ZONE_COOKIE, zone, { maxAge: 31_536_000, secure, httpOnly: false });
}
