import { useEffect, useRef } from "react";
import { backoffMs } from "./roulette";
import type { LiveTableView } from "./types";

/**
 * One EventSource on /live-feed (Server-Sent Events relayed from the platform's live feed) while
 * `enabled`. Spec §4: the connection reopens after a close, with backoff (1 s doubling to 30 s),
 * unless disconnecting was asked for — the page that wanted it has gone (unmount) or no longer
 * shows a live table (`enabled` false).
 */
export function useLiveFeed(enabled: boolean, onTable: (table: LiveTableView) => void): void {
  const latest = useRef(onTable);
  latest.current = onTable;
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      source = new EventSource("/live-feed");
      source.addEventListener("open", () => {
        attempt = 0;
      });
      source.addEventListener("ready", () => document.documentElement.setAttribute("data-live-feed", "ready"));
      source.addEventListener("tableUpdate", (event) => {
        try {
          const table = JSON.parse((event as MessageEvent<string>).data) as LiveTableView;
          if (table?.tableId) latest.current(table);
        } catch {
          // malformed event: keep the current state
        }
      });
      source.addEventListener("error", () => {
        source?.close();
        source = null;
        if (stopped) return;
        timer = window.setTimeout(open, backoffMs(attempt++));
      });
    };
    open();
    return () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);
}
