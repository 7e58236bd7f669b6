import type { LoaderFunctionArgs } from "@remix-run/node";
import { openLiveFeed } from "~/platform/event-streams.server";
import { siteScope } from "~/routing/scope.server";
import { relaySse } from "~/features/realtime/sse-relay.server";

/**
 * GET /live-feed: the platform's live-table feed (live/feed, X-Site-Code of the brand) relayed
 * to the browser as Server-Sent Events. No session needed; the upstream closes with the browser.
 */
export function relayLiveFeed(args: LoaderFunctionArgs): Response {
  const { request, context, brand } = siteScope(args);
  return relaySse(
    request,
    () =>
      openLiveFeed({
        baseUrl: context.platform.baseUrl,
        brandId: brand.id,
        siteCode: brand.siteCode,
        clientIp: context.clientIp,
        apiKey: brand.integrations.platform.apiKey,
      }),
    ["tableUpdate"],
  );
}
