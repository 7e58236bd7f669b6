import type { AppLoadContext } from "@remix-run/node";
import { openLiveFeed } from "~/platform/event-streams.server";
import { relaySse } from "~/features/realtime/sse-relay.server";

/**
 * GET /live-feed: the platform's live-table feed (live/feed, X-Site-Code of the brand) relayed
 * to the browser as Server-Sent Events. No session needed; the upstream closes with the browser.
 */
export function relayLiveFeed(request: Request, context: AppLoadContext): Response {
  const brand = context.brands.forHost(request.headers.get("host"));
  return relaySse(request, () => openLiveFeed({ baseUrl: context.platform.baseUrl, brandId: brand.id, siteCode: brand.siteCode, clientIp: context.clientIp, apiKey: brand.integrations.platform.apiKey }), ["tableUpdate"]);
}
