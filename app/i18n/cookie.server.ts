/** The visitor's chosen language ("stored language" of spec §2), kept for a year. */
const NAME = "lang";
const MAX_AGE = 60 * 60 * 24 * 365;

export function readLanguageCookie(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${NAME}=`));
  const value = match?.slice(NAME.length + 1);
  return value && /^[a-z]{2}$/.test(value) ? value : null;
}

export function languageCookie(lang: string, secure: boolean): string {
  return `${NAME}=${lang}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
