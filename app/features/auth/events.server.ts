import type { LoaderFunctionArgs } from "@remix-run/node";
import { openPlayerEvents } from "~/platform/event-streams.server";
import { siteScope } from "~/routing/scope.server";
import { relaySse, sseFrame } from "~/features/realtime/sse-relay.server";
import { getSession } from "~/session/session.server";
import { NO_STORE } from "~/routing/headers";

/** Events of the platform stream the browser gets (docs/contract/accounts.md, GET events). */
export const RELAYED_EVENTS = [
  "PushRealBalance",
  "SessionTerminated",
  "PushLogoutEvent",
  "PushTransactionStatusToUser",
  // Identity verification (docs/contract/kyc.md, ADR 065).
  "PushKycNotification",
  "UserKycLevelUpdateEvent",
  "PushDocumentVerificationStatus",
] as const;

/**
 * GET /events: relays the platform's event stream for the session in our cookie as
 * Server-Sent Events. The platform token stays on the server; the upstream closes when the
 * browser goes away.
 */
export async function relayEvents(args: LoaderFunctionArgs): Promise<Response> {
  const { request, context, brand } = siteScope(args);
  const session = await getSession(request, context);
  const token = session.get("platformToken");
  if (!token) return new Response("Not logged in", { status: 401, headers: NO_STORE });
  const caller = {
    baseUrl: context.platform.baseUrl,
    brandId: brand.id,
    siteCode: brand.siteCode,
    clientIp: context.clientIp,
    sessionToken: token,
    apiKey: brand.integrations.platform.apiKey,
  };
  return relaySse(
    request,
    () => openPlayerEvents(caller, brand.languages.default),
    RELAYED_EVENTS,
    (event, send, close) => {
      const code = (event as { code?: number }).code;
      // The platform refused the token (logged out elsewhere, expired, terminated): tell the tab.
      if (code === 401 || code === 403) {
        send(sseFrame("SessionTerminated", JSON.stringify({ reason: "session_invalid" })));
        close();
      }
    },
  );
}
