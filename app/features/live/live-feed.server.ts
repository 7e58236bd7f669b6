import type { AppLoadContext } from "@remix-run/node";
import { openLiveFeed } from "~/platform/live.server";

const PING_MS = 15_000;
const encoder = new TextEncoder();

/**
 * GET /live-feed: the platform's live-table feed (live/feed, X-Site-Code of the brand) relayed
 * to the browser as Server-Sent Events. No session needed; the upstream closes with the browser.
 */
export function relayLiveFeed(request: Request, context: AppLoadContext): Response {
  const brand = context.brands.forHost(request.headers.get("host"));
  let closed = false;
  let upstream: ReturnType<typeof openLiveFeed> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
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
          // already closed
        }
      };
      const push = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      push("retry: 5000\n: connected\n\n");
      upstream = openLiveFeed({ baseUrl: context.platform.baseUrl, siteCode: brand.siteCode, clientIp: context.clientIp });
      upstream.addEventListener("tableUpdate", (event) => {
        const payload = (event as MessageEvent<string>).data || "{}";
        push(`event: tableUpdate\ndata: ${payload.replace(/\n/g, " ")}\n\n`);
      });
      ping = setInterval(() => push(": ping\n\n"), PING_MS);
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
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", Connection: "keep-alive", "X-Accel-Buffering": "no" },
  });
}
