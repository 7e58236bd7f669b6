/**
 * Cookies as the server writes and reads them: site-wide, SameSite=Lax, Secure on HTTPS, and
 * HttpOnly unless the browser's own script must read or write them (the time zone).
 */

/** A Set-Cookie value; maxAge null is a session cookie, 0 deletes it. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAge, secure, httpOnly = true }: { maxAge: number | null; secure: boolean; httpOnly?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", ...(httpOnly ? ["HttpOnly"] : []), "SameSite=Lax"];
  if (maxAge !== null) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Name → value of a Cookie request header (first wins, undecodable values skipped). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a value we did not write
    }
  }
  return out;
}
