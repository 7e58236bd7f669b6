import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveTableView } from "./types";
import { useLiveFeed } from "./useLiveFeed";

/** Live tables kept current by /live-feed (see useLiveFeed): the game page's live strip. */
export function useLiveTables(initial: readonly LiveTableView[]): Map<string, LiveTableView> {
  const [tables, setTables] = useState(() => new Map(initial.map((table) => [table.tableId, table])));
  const ids = initial.map((table) => table.tableId).join(",");
  const idsRef = useRef(new Set(initial.map((table) => table.tableId)));
  useEffect(() => {
    idsRef.current = new Set(ids ? ids.split(",") : []);
  }, [ids]);
  const onTable = useCallback((table: LiveTableView) => {
    if (idsRef.current.has(table.tableId)) setTables((current) => new Map(current).set(table.tableId, table));
  }, []);
  useLiveFeed(Boolean(ids), onTable);
  return tables;
}
