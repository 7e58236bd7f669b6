/** Modals open through the URL (ARCHITECTURE §4), so a plain link opens them without JavaScript. */
export function modalHref(
  location: { pathname: string; search: string },
  modal: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(location.search);
  params.set("modal", modal);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * The login modal over `path` (which may carry a query), bringing the player to `redirectUrl`
 * after login (spec §4 post-login priority), or through the login page's own flags in `extra`.
 */
export function loginModalHref(path: string, redirectUrl?: string | null, extra: Record<string, string> = {}): string {
  const [pathname, search = ""] = path.split("?");
  return modalHref({ pathname, search }, "login", redirectUrl ? { redirectUrl, ...extra } : extra);
}

/** Why the login modal opened on its own (`reason=`): each names an auth `login.reason.*` text. */
export const LOGIN_REASONS = ["depositSessionEnded"] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** A known `reason=` value, else null (an unknown one shows nothing). */
export function loginReason(value: string | null | undefined): LoginReason | null {
  return (LOGIN_REASONS as readonly string[]).includes(value ?? "") ? (value as LoginReason) : null;
}

/**
 * The page without a modal: `location` less the query keys that open it and hold its steps
 * (deposit, withdraw, the KYC check), the rest of the query kept for the page under it.
 */
export function closedModalHref(location: { pathname: string; search: string }, keys: readonly string[]): string {
  const params = new URLSearchParams(location.search);
  for (const key of keys) params.delete(key);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}
