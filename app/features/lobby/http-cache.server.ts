import { createHash } from "node:crypto";

/** Catalogue JSON: shared-cacheable for a minute, served stale for five while revalidating. */
export const CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** A JSON response with a strong ETag; 304 when the client already has it. */
export function jsonWithEtag(request: Request, body: unknown, cacheControl = CATALOGUE_CACHE): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
  const headers = {
    "Cache-Control": cacheControl,
    ETag: etag,
    Vary: "Host",
    "Content-Type": "application/json; charset=utf-8",
  };
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status: 200, headers });
}
