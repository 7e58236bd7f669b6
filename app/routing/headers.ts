import type { HeadersFunction } from "@remix-run/node";

/** Player data, redirects and form answers: never kept by a browser or a shared cache (ARCHITECTURE §8). */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * Remix uses the `headers` export of the deepest matched route that has one. Every route that
 * sets headers exports this, so the document carries its parents' headers (root's no-store,
 * Retry-After, session cookie) plus its own, and every Set-Cookie survives.
 */
export const mergedHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, errorHeaders }) => {
  const out = new Headers();
  for (const source of [parentHeaders, loaderHeaders, errorHeaders]) {
    if (!source) continue;
    source.forEach((value, key) => {
      if (key !== "set-cookie") out.set(key, value);
    });
    for (const cookie of source.getSetCookie()) out.append("Set-Cookie", cookie);
  }
  return out;
};
