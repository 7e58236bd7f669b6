import type { RequestScope } from "~/routing/scope.server";

/**
 * Where the player's browser goes for a provider step (spec §4): the platform answers
 * gatewayRequest.redirectUrl, often a path on its own public origin ("/sandbox/pay/<txnId>").
 * The embedded sandbox shares our origin, so its paths stay paths; a real platform's path is
 * resolved against PLATFORM_URL. An absolute URL must be on that origin (the CSP frames and
 * posts to it, server/app.ts); anything else, or a URL with credentials, is refused (null).
 */
export function providerTarget(raw: string | null | undefined, platformUrl: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith("/") && !raw.startsWith("//") && !raw.includes("\\")) {
    if (!platformUrl) return raw;
    return new URL(raw, platformUrl).href;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return null;
  if (!platformUrl || url.origin !== new URL(platformUrl).origin) return null;
  return url.href;
}

/** The provider URL with the gateway's parameters as a query, for a full-page GET redirect. */
export function withParams(target: string, params: Record<string, string>): string {
  const entries = Object.entries(params);
  if (!entries.length) return target;
  const url = new URL(target, "http://relative.invalid");
  for (const [key, value] of entries) url.searchParams.set(key, value);
  return url.origin === "http://relative.invalid" ? `${url.pathname}${url.search}` : url.href;
}

/** The provider call's parameters as strings (the platform may send numbers). */
export function stringParams(params: Record<string, string | number> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
}

/** The platform's public origin for provider pages; null for the embedded sandbox (same origin). */
export const platformUrlOf = (scope: RequestScope) =>
  scope.context.platform.sandbox ? null : scope.context.platform.baseUrl;
