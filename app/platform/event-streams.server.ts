import { EventSource } from "eventsource";
import type { PlatformCaller } from "./http.server";

type StreamCaller = Pick<PlatformCaller, "baseUrl" | "brandId" | "siteCode" | "clientIp" | "apiKey"> & {
  sessionToken?: string | null;
};

/** An SSE stream of the platform, opened server to server with the caller's headers. */
function openStream(path: string, caller: StreamCaller, query: Record<string, string> = {}): EventSource {
  const url = new URL(`${caller.baseUrl}/ajax/${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = {
    "X-Site-Code": caller.siteCode,
    "X-Brand-Id": caller.brandId,
    "X-Forwarded-For": caller.clientIp,
  };
  if (caller.sessionToken) headers["X-Session-Token"] = caller.sessionToken;
  if (caller.apiKey) headers["X-Api-Key"] = caller.apiKey;
  return new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), ...headers } }),
  });
}

/** The live-table feed (docs/contract/games.md "Live tables": GET live/feed, `tableUpdate` events). */
export const openLiveFeed = (caller: StreamCaller) => openStream("live/feed", caller);

/** A player's event stream (docs/contract/accounts.md, GET events): balance, logout, terminated. */
export const openPlayerEvents = (caller: StreamCaller & { sessionToken: string }, language: string) =>
  openStream("events", caller, { language });
