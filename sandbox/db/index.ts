import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { openMemoryPglite } from "./pglite-template";

/** The one SQL surface the sandbox uses, whether PGlite or a PostgreSQL server sits behind it. */
export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (NOTIFY fan-out across processes sharing the database). Only on the
   * top-level handle; resolves to an unlisten function.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… to use a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory of the PGlite database, or "memory://" for a throwaway in-memory one. */
  dataDir: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir === "memory://" || dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  const lite = inMemory ? await openMemoryPglite() : new PGlite(path.resolve(dataDir));
  await lite.waitReady;
  // PGlite runs one statement at a time; transactions take the connection for their duration.
  const wrap = (runner: Pick<PGlite, "query" | "exec">): Db => ({
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    transaction: (work) => lite.transaction((tx) => work(wrap(tx))),
    close: () => lite.close(),
  });
  return { ...wrap(lite), listen: (channel, onPayload) => lite.listen(channel, onPayload).then((off) => () => off()) };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  // numeric stays a string, as PGlite returns it, so money never passes through a float.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query("select 1");
  const wrap = (client: pg.Pool | pg.PoolClient, inTransaction: boolean): Db => ({
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction(work) {
      if (inTransaction) return work(wrap(client, true));
      const conn = await pool.connect();
      try {
        await conn.query("begin");
        const value = await work(wrap(conn, true));
        await conn.query("commit");
        return value;
      } catch (error) {
        await conn.query("rollback");
        throw error;
      } finally {
        conn.release();
      }
    },
    close: async () => {
      for (const client of listeners) await client.end().catch(() => {});
      await pool.end();
    },
  });
  const listeners = new Set<pg.Client>();
  // LISTEN needs a connection of its own that stays open (a pooled one would be handed back).
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name "${channel}"`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    client.on("error", (error) => console.error("sandbox: LISTEN connection failed", error));
    await client.query(`listen ${channel}`);
    listeners.add(client);
    return async () => {
      listeners.delete(client);
      await client.end().catch(() => {});
    };
  };
  return { ...wrap(pool, false), listen };
}
