import { parse } from "cookie";

/** The visitor's chosen language ("stored language" of spec §2), kept for a year. */
const NAME = "lang";
const MAX_AGE = 60 * 60 * 24 * 365;

export function readLanguageCookie(request: Request): string | null {
  // Read as written (we never encode it): a code, or nothing.
  const value = parse(request.headers.get("cookie") ?? "", { decode: (raw) => raw })[NAME];
  return value && /^[a-z]{2}$/.test(value) ? value : null;
}

export function languageCookie(lang: string, secure: boolean): string {
  return `${NAME}=${lang}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
