import { EventSource } from "eventsource";
import type { PlatformCaller } from "./http.server";
export { getLiveTables, type LiveTable } from "./games.server";

/**
 * The platform's live-table feed (docs/contract/games.md "Live tables": GET live/feed, SSE,
 * `tableUpdate` events), opened server to server with the site's X-Site-Code.
 */
export function openLiveFeed(caller: Pick<PlatformCaller, "baseUrl" | "siteCode" | "clientIp">): EventSource {
  const url = new URL(`${caller.baseUrl}/ajax/live/feed`);
  return new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string> | undefined), "X-Site-Code": caller.siteCode, "X-Forwarded-For": caller.clientIp },
      }),
  });
}
