/**
 * A throwaway PostgreSQL cluster for tests of the DATABASE_URL path: initdb into a temp dir,
 * start on a free port on 127.0.0.1 with trust auth, create `croupier_test`, stop and delete on
 * teardown. PostgreSQL refuses to run as root, so as root every server binary runs as the
 * `postgres` OS user (runuser) and the temp dir is handed to that user.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/croupier_test */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

/** Directory holding initdb/pg_ctl: `pg_config --bindir`, else the newest /usr/lib/postgresql/<v>/bin. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(
      execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(),
    );
  } catch {
    // no pg_config on PATH
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, "bin")));
  }
  return candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(options: { database?: string; bin?: string } = {}): Promise<PostgresCluster> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (install the `postgresql` package, or set PG_BINDIR)");
  const database = options.database ?? "croupier_test";
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "croupier-pg-"));
  const data = path.join(dir, "data");
  const sockets = path.join(dir, "sock");
  mkdirSync(sockets);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chownSync(sockets, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    try {
      return execFileSync(cmd, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], cwd: dir });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };

  let started = false;
  const stop = async () => {
    if (started) {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch (error) {
        console.warn(`postgres: stop failed: ${(error as Error).message}`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    const port = await freePort();
    const serverOptions = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run("pg_ctl", ["-D", data, "-o", serverOptions, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
    started = true;
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${database}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
