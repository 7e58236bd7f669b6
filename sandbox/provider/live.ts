/**
 * Live tables (docs/contract/games.md "Live tables"): the LiveTable shape, opening hours in
 * GMT, the ticker that spins open roulette tables and drifts seats, and GET /ajax/live/feed.
 * The ticker runs only while at least one feed client listens (per process), on an unref'd
 * timer, and stops with the last client; getLiveTables brings open/closed states up to date
 * by itself, so nothing depends on the ticker running.
 */
import { randomInt } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { rouletteColor } from "./engine";
import type { SiteResolver } from "../sites";

export const TICK_MS = 20_000;
export const PING_MS = 15_000;

interface TableRow {
  table_id: string;
  game_code: string;
  table_type: "ROULETTE" | "BLACKJACK" | "BACCARAT" | "GAME_SHOW";
  table_open: boolean;
  forced_open: boolean | null;
  last20_results: { result: string; color: string }[];
  available_seats: number | null;
  min_bet: string;
  max_bet: string;
  table_times: { openingTime: string; closingTime: string; alwaysOpen?: boolean };
  currency: string;
  currency_code: string;
}

export interface LiveTable {
  tableId: string;
  gameCode: string;
  tableType: TableRow["table_type"];
  tableOpen: boolean;
  last20Results: { result: string; color: string }[];
  availableSeats: number | null;
  tableLimits: { minBet: number; maxBet: number };
  tableTimes: { open: string; close: string };
  currency: string;
  currencyCode: string;
}

const COLUMNS = `table_id, game_code, table_type, table_open, forced_open, last20_results, available_seats,
  min_bet::text as min_bet, max_bet::text as max_bet, table_times, currency, currency_code`;

export function toLiveTable(r: TableRow): LiveTable {
  return {
    tableId: r.table_id,
    gameCode: r.game_code,
    tableType: r.table_type,
    tableOpen: r.table_open,
    last20Results: r.last20_results,
    availableSeats: r.available_seats,
    tableLimits: { minBet: Number(r.min_bet), maxBet: Number(r.max_bet) },
    tableTimes: { open: r.table_times.openingTime, close: r.table_times.closingTime },
    currency: r.currency,
    currencyCode: r.currency_code,
  };
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};

/** Open by the GMT times: [open, close), across midnight when close ≤ open; 00:00–24:00 is always. */
export function openBySchedule(times: TableRow["table_times"], now = new Date()): boolean {
  if (times.alwaysOpen) return true;
  const t = now.getUTCHours() * 60 + now.getUTCMinutes();
  const open = minutes(times.openingTime);
  const close = minutes(times.closingTime);
  if (open === close || (open === 0 && close >= 24 * 60)) return true;
  return open < close ? t >= open && t < close : t >= open || t < close;
}

type Listener = (table: LiveTable) => void;

/** Per database: feed subscribers by site, and the ticker that runs while there are any. */
export class LiveHub {
  private emitter = new EventEmitter();
  private sites = new Map<string, { site: SandboxSite; count: number }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;

  constructor(
    private db: Db,
    private tickMs = TICK_MS,
  ) {
    this.emitter.setMaxListeners(0);
  }

  get running(): boolean {
    return this.timer !== null;
  }

  subscribe(site: SandboxSite, listener: Listener): () => void {
    this.emitter.on(site.id, listener);
    const entry = this.sites.get(site.id) ?? { site, count: 0 };
    entry.count += 1;
    this.sites.set(site.id, entry);
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), this.tickMs);
      this.timer.unref();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.emitter.off(site.id, listener);
      entry.count -= 1;
      if (entry.count <= 0) this.sites.delete(site.id);
      if (this.sites.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  publish(siteId: string, table: LiveTable): void {
    this.emitter.emit(siteId, table);
  }

  /** One round for every listened-to site (or the sites given): schedules, spins, seats. */
  async tick(sites = [...this.sites.values()].map((e) => e.site)): Promise<number> {
    if (this.ticking) return 0;
    this.ticking = true;
    let changed = 0;
    try {
      for (const site of sites) changed += await this.tickSite(site);
    } catch (error) {
      console.error("sandbox: live tick failed", error);
    } finally {
      this.ticking = false;
    }
    return changed;
  }

  private async tickSite(site: SandboxSite): Promise<number> {
    const rows = await this.db.query<TableRow>(`select ${COLUMNS} from live_tables where site = $1`, [site.id]);
    let changed = 0;
    for (const row of rows) {
      const open = row.forced_open ?? openBySchedule(row.table_times);
      let dirty = open !== row.table_open;
      row.table_open = open;
      if (open && row.table_type === "ROULETTE") {
        const n = randomInt(0, 37);
        row.last20_results = [{ result: String(n), color: rouletteColor(n) }, ...row.last20_results].slice(0, 20);
        dirty = true;
      }
      if (open && row.available_seats !== null && randomInt(0, 3) === 0) {
        const seats = Math.min(7, Math.max(0, row.available_seats + (randomInt(0, 2) ? 1 : -1)));
        dirty ||= seats !== row.available_seats;
        row.available_seats = seats;
      }
      if (!dirty) continue;
      await this.save(site.id, row);
      changed += 1;
    }
    return changed;
  }

  async save(siteId: string, row: TableRow): Promise<void> {
    await this.db.query(
      "update live_tables set table_open = $3, last20_results = $4::jsonb, available_seats = $5, forced_open = $6 where site = $1 and table_id = $2",
      [siteId, row.table_id, row.table_open, JSON.stringify(row.last20_results), row.available_seats, row.forced_open],
    );
    this.publish(siteId, toLiveTable(row));
  }

  async row(siteId: string, tableId: string): Promise<TableRow | undefined> {
    const [row] = await this.db.query<TableRow>(
      `select ${COLUMNS} from live_tables where site = $1 and table_id = $2`,
      [siteId, tableId],
    );
    return row;
  }

  /** Sandbox control: force open/closed (null = back to the times) and/or a roulette result. */
  async force(siteId: string, tableId: string, change: { open?: boolean | null; result?: number }): Promise<LiveTable> {
    const row = await this.row(siteId, tableId);
    if (!row) throw new Error(`no live table "${tableId}" on ${siteId}`);
    if (change.open !== undefined) {
      row.forced_open = change.open;
      row.table_open = change.open ?? openBySchedule(row.table_times);
    }
    if (change.result !== undefined) {
      if (row.table_type !== "ROULETTE") throw new Error(`table "${tableId}" is not a roulette table`);
      if (!Number.isInteger(change.result) || change.result < 0 || change.result > 36)
        throw new Error("result must be 0–36");
      row.last20_results = [
        { result: String(change.result), color: rouletteColor(change.result) },
        ...row.last20_results,
      ].slice(0, 20);
    }
    await this.save(siteId, row);
    return toLiveTable(row);
  }
}

const hubs = new WeakMap<Db, LiveHub>();

export function liveHub(db: Db): LiveHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new LiveHub(db)));
  return hub;
}

/** The site's live tables, open/closed brought up to date with their times first. */
export async function liveTablesOf(db: Db, site: SandboxSite): Promise<LiveTable[]> {
  const rows = await db.query<TableRow>(`select ${COLUMNS} from live_tables where site = $1 order by table_id`, [
    site.id,
  ]);
  const hub = liveHub(db);
  for (const row of rows) {
    const open = row.forced_open ?? openBySchedule(row.table_times);
    if (open === row.table_open) continue;
    row.table_open = open;
    await hub.save(site.id, row);
  }
  return rows.map(toLiveTable);
}

/** GET /ajax/live/feed: tableUpdate events for the site in X-Site-Code; no session needed. */
export function liveFeedHandler(db: Db, siteOf: SiteResolver, pingMs = PING_MS) {
  return (req: Request, res: Response) => {
    const site = siteOf(req);
    if (!site) return res.status(400).json({ status: "FAILURE", errorCode: "100191", errors: { errorCode: "100191" } });
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write("retry: 5000\n: connected\n\n");
    const unsubscribe = liveHub(db).subscribe(site, (table) =>
      res.write(`event: tableUpdate\ndata: ${JSON.stringify(table)}\n\n`),
    );
    const ping = setInterval(() => res.write(": ping\n\n"), pingMs);
    ping.unref();
    res.on("close", () => {
      clearInterval(ping);
      unsubscribe();
    });
  };
}
