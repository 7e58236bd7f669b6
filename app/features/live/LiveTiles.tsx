import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { gmtTime } from "./opening-time";
import type { LiveTableView } from "./types";
import { useLiveFeed } from "./useLiveFeed";

/** What a live tile shows: Live, or Offline with the opening time ("HH:mm GMT"). */
export interface LiveTileState {
  open: boolean;
  opensAt: string | null;
}

const StatesContext = createContext<ReadonlyMap<string, LiveTileState> | null>(null);
const WatchContext = createContext<((tableId: string) => () => void) | null>(null);

/**
 * Spec §4/§10 live tiles in real time: one /live-feed connection for the whole page, open while
 * at least one live tile is on it (tiles paged in later count too), closed when the last goes.
 * Only a change of open/closed or opening time is stored, so a new roulette result does not
 * re-render every tile of the lobby.
 */
export function LiveTilesProvider({ children }: { children: ReactNode }) {
  const [states, setStates] = useState<ReadonlyMap<string, LiveTileState>>(() => new Map());
  const [watchers, setWatchers] = useState(0);
  const watch = useCallback(() => {
    setWatchers((n) => n + 1);
    return () => setWatchers((n) => n - 1);
  }, []);
  const onTable = useCallback((table: LiveTableView) => {
    const next: LiveTileState = {
      open: table.tableOpen,
      opensAt: table.tableOpen ? null : gmtTime(table.tableTimes?.open),
    };
    // A transition: the tiles of rows still waiting to hydrate (DeferHydration) hydrate first,
    // instead of being given up and drawn again (React error #421).
    startTransition(() =>
      setStates((current) => {
        const known = current.get(table.tableId);
        if (known && known.open === next.open && known.opensAt === next.opensAt) return current;
        return new Map(current).set(table.tableId, next);
      }),
    );
  }, []);
  useLiveFeed(watchers > 0, onTable);
  return (
    <WatchContext.Provider value={watch}>
      <StatesContext.Provider value={states}>{children}</StatesContext.Provider>
    </WatchContext.Provider>
  );
}

/**
 * The feed's latest state of a live tile's table, or null while the feed has said nothing about
 * it (or the tile is outside a LiveTilesProvider). Mounting a tile with a table asks for the feed.
 */
export function useLiveTileState(tableId: string | null | undefined): LiveTileState | null {
  const watch = useContext(WatchContext);
  const states = useContext(StatesContext);
  useEffect(() => (tableId && watch ? watch(tableId) : undefined), [tableId, watch]);
  return (tableId && states?.get(tableId)) || null;
}
