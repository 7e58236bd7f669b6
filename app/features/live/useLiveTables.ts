import { useEffect, useRef, useState } from "react";
import { backoffMs } from "./roulette";
import type { LiveTableView } from "./types";

/**
 * Live tables kept current by /live-feed (Server-Sent Events relayed from the platform's live
 * feed). Spec §4: the connection reopens after a close, with backoff, unless the page that asked
 * for it has gone (unmount = disconnect requested).
 */
export function useLiveTables(initial: readonly LiveTableView[]): Map<string, LiveTableView> {
  const [tables, setTables] = useState(() => new Map(initial.map((table) => [table.tableId, table])));
  const ids = initial.map((table) => table.tableId).join(",");
  const idsRef = useRef(new Set(initial.map((table) => table.tableId)));
  useEffect(() => {
    idsRef.current = new Set(ids ? ids.split(",") : []);
  }, [ids]);

  useEffect(() => {
    if (!ids || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    const open = () => {
      source = new EventSource("/live-feed");
      source.addEventListener("open", () => {
        attempt = 0;
      });
      source.addEventListener("tableUpdate", (event) => {
        try {
          const table = JSON.parse((event as MessageEvent<string>).data) as LiveTableView;
          if (!table?.tableId || !idsRef.current.has(table.tableId)) return;
          setTables((current) => new Map(current).set(table.tableId, table));
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
  }, [ids]);
  return tables;
}
