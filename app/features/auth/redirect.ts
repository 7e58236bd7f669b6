import { isSafeRelativePath, safeRedirectTarget } from "~/routing/safe-path";

/** Query parameters the login page reads (spec §2) and the modal forwards as hidden fields. */
export const LOGIN_CONTEXT_PARAMS = [
  "amount",
  "bonusCode",
  "toSetLimit",
  "toAccountstatus",
  "toAccountpreferences",
  "redirectUrl",
] as const;

/** Parameters that belong to the login overlay itself and go when it closes (spec §2 quicklogin). */
export const LOGIN_OVERLAY_PARAMS = ["modal", "quicklogin", "view", "reason", ...LOGIN_CONTEXT_PARAMS] as const;

export interface LoginContext {
  lang: string;
  amount?: string | null;
  bonusCode?: string | null;
  toSetLimit?: string | null;
  toAccountstatus?: string | null;
  toAccountpreferences?: string | null;
  /** Stored redirect URL (e.g. the wallet of the bottom bar); same-origin relative only. */
  redirectUrl?: string | null;
  /** The page the login modal was opened on (path + query); same-origin relative only. */
  returnTo?: string | null;
}

const flag = (value: string | null | undefined) => Boolean(value) && value !== "false" && value !== "0";

/** A same-origin path without the login overlay's own parameters, or null when unusable. */
export function cleanReturnPath(path: string | null | undefined, lang: string): string | null {
  const safe = safeRedirectTarget(path, null);
  if (!safe) return null;
  const url = new URL(safe, "http://x");
  for (const name of LOGIN_OVERLAY_PARAMS) url.searchParams.delete(name);
  // Coming back to the login page (or logout) after logging in makes no sense: go home instead.
  if (
    url.pathname === `/${lang}/login` ||
    url.pathname === `/${lang}/logout` ||
    url.pathname.startsWith(`/${lang}/auth/`)
  )
    return null;
  const query = url.searchParams.toString();
  const result = `${url.pathname}${query ? `?${query}` : ""}${url.hash}`;
  return isSafeRelativePath(result) ? result : null;
}

/**
 * Spec §4: a pending deposit does not open when the URL has step2 (registration's `regstep2`) or
 * otp (the OTP page or its parameter): the player is mid-way through those first.
 */
export function holdsPendingDeposit(path: string | null | undefined): boolean {
  const safe = safeRedirectTarget(path, null);
  if (!safe) return false;
  const url = new URL(safe, "http://x");
  if (url.pathname.toLowerCase().split("/").includes("otp")) return true;
  for (const [key, value] of url.searchParams) {
    const [k, v] = [key.toLowerCase(), value.toLowerCase()];
    if (k.includes("step2") || v.includes("step2") || k === "otp" || v === "otp") return true;
  }
  return false;
}

/**
 * Spec §4 post-login redirect priority: limits page if set-limits pending; account status;
 * preference centre; home with the payment modal if an amount or bonus code is stored (unless
 * the page's URL has step2 or otp); the stored redirect URL; the page the modal was opened on; home.
 */
export function postLoginRedirect(ctx: LoginContext): string {
  const home = `/${ctx.lang}`;
  if (flag(ctx.toSetLimit)) return `/${ctx.lang}/myaccount/limits`;
  if (flag(ctx.toAccountstatus)) return `/${ctx.lang}/accountstatus`;
  if (flag(ctx.toAccountpreferences)) return `/${ctx.lang}/myaccount/preferencecenter`;
  const amount = ctx.amount?.trim() ?? "";
  const bonusCode = ctx.bonusCode?.trim() ?? "";
  if ((amount || bonusCode) && !holdsPendingDeposit(ctx.returnTo)) {
    const params = new URLSearchParams({ modal: "deposit", deposit: "true" });
    if (amount) params.set("amount", amount);
    if (bonusCode) params.set("bonusCode", bonusCode);
    return `${home}?${params.toString()}`;
  }
  return cleanReturnPath(ctx.redirectUrl, ctx.lang) ?? cleanReturnPath(ctx.returnTo, ctx.lang) ?? home;
}

/**
 * Spec §4 "set language" at login: the same target in the player's language when the platform
 * answered a routed language other than the page's (only the /{lang} prefix changes).
 */
export function inPlayerLanguage(
  to: string,
  lang: string,
  playerLanguage: string | null | undefined,
  routed: readonly string[],
): { to: string; lang: string } {
  if (!playerLanguage || playerLanguage === lang || !routed.includes(playerLanguage)) return { to, lang };
  const prefix = `/${lang}`;
  if (to !== prefix && !to.startsWith(`${prefix}/`) && !to.startsWith(`${prefix}?`) && !to.startsWith(`${prefix}#`))
    return { to, lang };
  return { to: `/${playerLanguage}${to.slice(prefix.length)}`, lang: playerLanguage };
}
