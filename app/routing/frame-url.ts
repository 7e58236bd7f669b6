/**
 * A third party's page that we frame (a game, the identity-verification provider): a safe
 * same-origin path, a URL on the embedded sandbox's provider origin (set by the server, ADR 021,
 * possibly loopback http), or an https URL whose origin the brand allows. Anything else — other
 * schemes, other origins, credentials in the URL — is null: the page never frames an arbitrary one.
 */
export function allowedFrameUrl(
  raw: string | null | undefined,
  allowedOrigins: readonly string[],
  isSafeRelative: (path: string) => boolean,
  sandboxOrigin?: string,
): string | null {
  if (!raw) return null;
  if (raw.startsWith("/")) return isSafeRelative(raw) ? raw : null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (sandboxOrigin && url.origin === sandboxOrigin) return url.href;
  if (url.protocol !== "https:") return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}
