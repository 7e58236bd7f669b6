import type { AppLoadContext } from "@remix-run/node";
import { EventSource } from "eventsource";
import { getSession } from "./session.server";

/** Events of the platform stream the browser gets (docs/contract/accounts.md, GET events). */
export const RELAYED_EVENTS = ["PushRealBalance", "SessionTerminated", "PushLogoutEvent"] as const;
const PING_MS = 15_000;

const encoder = new TextEncoder();
const frame = (name: string, data: string) => encoder.encode(`event: ${name}\ndata: ${data.replace(/\n/g, " ")}\n\n`);

/**
 * GET /events: relays the platform's event stream for the session in our cookie as
 * Server-Sent Events. The platform token stays on the server (custom fetch adds
 * X-Session-Token/X-Site-Code); the upstream closes when the browser goes away.
 */
export async function relayEvents(request: Request, context: AppLoadContext): Promise<Response> {
  const brand = context.brands.forHost(request.headers.get("host"));
  const session = await getSession(request, context);
  const token = session.get("platformToken");
  if (!token) return new Response("Not logged in", { status: 401, headers: { "Cache-Control": "no-store" } });
  const upstreamUrl = new URL(`${context.platform.baseUrl}/ajax/events`);
  upstreamUrl.searchParams.set("language", brand.languages.default);

  let upstream: EventSource | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const close = () => {
        if (closed) return;
        closed = true;
        upstream?.close();
        if (ping) clearInterval(ping);
        request.signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // already closed by the consumer
        }
      };
      const push = (bytes: Uint8Array) => {
        if (closed) return;
        try {
          controller.enqueue(bytes);
        } catch {
          close();
        }
      };
      push(encoder.encode("retry: 5000\n: connected\n\n"));
      upstream = new EventSource(upstreamUrl, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...(init?.headers as Record<string, string> | undefined), "X-Session-Token": token, "X-Site-Code": brand.siteCode, "X-Forwarded-For": context.clientIp },
          }),
      });
      for (const name of RELAYED_EVENTS) {
        upstream.addEventListener(name, (event) => push(frame(name, (event as MessageEvent<string>).data || "{}")));
      }
      upstream.addEventListener("error", (event) => {
        const code = (event as { code?: number }).code;
        // The platform refused the token (logged out elsewhere, expired, terminated): tell the tab.
        if (code === 401 || code === 403) {
          push(frame("SessionTerminated", JSON.stringify({ reason: "session_invalid" })));
          close();
        }
      });
      ping = setInterval(() => push(encoder.encode(": ping\n\n")), PING_MS);
      if (request.signal.aborted) close();
      else request.signal.addEventListener("abort", close);
    },
    cancel() {
      closed = true;
      upstream?.close();
      if (ping) clearInterval(ping);
    },
  });

  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
