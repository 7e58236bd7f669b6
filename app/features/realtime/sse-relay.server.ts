import type { EventSource } from "eventsource";
import { NO_STORE } from "~/routing/headers";

const PING_MS = 15_000;
/** Sent once the upstream platform stream is open. */
export const READY_EVENT = "ready";
const encoder = new TextEncoder();

/** One SSE frame; newlines in the data would end it early, so they become spaces. */
export const sseFrame = (name: string, data: string) => `event: ${name}\ndata: ${data.replace(/\n/g, " ")}\n\n`;

/**
 * Relays a platform event stream to the browser as Server-Sent Events: the named events pass
 * through, `ready` follows once the platform stream is open, a comment pings every 15 s so proxies keep the connection, and the upstream closes
 * when the browser goes away. `onError` may answer an upstream error with a last frame.
 */
export function relaySse(
  request: Request,
  openUpstream: () => EventSource,
  events: readonly string[],
  onError?: (event: Event, send: (frame: string) => void, close: () => void) => void,
): Response {
  let upstream: EventSource | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let closed = false;
  const stop = () => {
    closed = true;
    upstream?.close();
    if (ping) clearInterval(ping);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const close = () => {
        if (closed) return;
        stop();
        request.signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // already closed by the consumer
        }
      };
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      send("retry: 5000\n: connected\n\n");
      upstream = openUpstream();
      // The browser's own `open` fires on our headers, before the platform stream is attached:
      // `ready` tells it from when on no platform event can be missed.
      upstream.addEventListener("open", () => send(sseFrame(READY_EVENT, "{}")));
      for (const name of events) {
        upstream.addEventListener(name, (event) => send(sseFrame(name, (event as MessageEvent<string>).data || "{}")));
      }
      if (onError) upstream.addEventListener("error", (event) => onError(event, send, close));
      ping = setInterval(() => send(": ping\n\n"), PING_MS);
      if (request.signal.aborted) close();
      else request.signal.addEventListener("abort", close);
    },
    cancel: stop,
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      ...NO_STORE,
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
