import { parseCookieHeader, serializeCookie } from "~/routing/cookies";

/** The cookie that records the visitor's acceptance of the cookie banner (spec §4, §9). */
export const CONSENT_COOKIE = "cookieConsent";

/** Whether the visitor has accepted cookies (the cookie exists while the acceptance lasts). */
export function hasCookieConsent(cookieHeader: string | null): boolean {
  return parseCookieHeader(cookieHeader).get(CONSENT_COOKIE) === "accepted";
}

/** Set-Cookie for an acceptance that lasts `days` (limits.cookieConsentDays). */
export function consentSetCookie(days: number, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, "accepted", { maxAge: Math.round(days * 86_400), secure });
}
