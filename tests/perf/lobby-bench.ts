/**
 * Lobby benchmark (issue 4 §11, ARCHITECTURE §8). Prints, from one run — no assertions:
 *  (a) first-load JavaScript of the lobby route vs an empty route of the same build, gzip bytes
 *      (entry + root + language layout + the route, each module and its static imports, from the
 *      Remix manifest of build/server/index.js, and build/client/.vite/manifest.json when the
 *      build writes one), and the ratio (target ≤ 1.3×);
 *  (b) server render cost of the lobby page: CPU time per request of a production server pinned
 *      to CPU 0 with taskset (its platform — a second server with the sandbox — and autocannon on
 *      CPU 1) vs CPU time per bare renderToString of the same document with the same data
 *      (render-worker.ts, pinned to CPU 0), in alternating windows, and the median ratio
 *      (target ≤ 2×); throughput is printed too.
 * Needs `npx remix vite:build` first. Usage: npm run perf  (or tsx tests/perf/lobby-bench.ts)
 * Env: BENCH_PORT (default 3490), BENCH_SECONDS (default 45: split over the rounds),
 * BENCH_ROUNDS (default 15: this VM's speed swings by a quarter between 3-second windows, so one
 * round's ratio means little), BENCH_WARMUP_SECONDS (default 4), BENCH_PATH (default /pb/jogos),
 * BENCH_NODE_FLAGS (default: the flags `npm run serve` gives Node, for both sides of (b)).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { serveNodeFlags } from "./serve-flags";
import { waitFor } from "./http-session";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3490);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const HOST = process.env.BENCH_HOST ?? "solbet.localhost";
const LOBBY_PATH = process.env.BENCH_PATH ?? "/pb/jogos";
const LOBBY_ROUTE = process.env.BENCH_ROUTE ?? "casino-jogos";
const EMPTY_ROUTE = process.env.BENCH_EMPTY_ROUTE ?? "routes/lang.fallback";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RemixManifest {
  /** The whole route manifest as a script; the browser loads it unless lazy route discovery is on (ADR 023). */
  url?: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The bare render gets the same flags as the server: both sides of (b) run on the same runtime settings.
const SERVE_NODE_FLAGS = serveNodeFlags();

// ---------------------------------------------------------------------------------------------
// (a) first-load JavaScript

async function firstLoadJs() {
  const buildFile = path.join(ROOT, "build/server/index.js");
  if (!existsSync(buildFile)) throw new Error("build/server/index.js missing: run `npx remix vite:build` first");
  const build = (await import(pathToFileURL(buildFile).href)) as {
    assets: RemixManifest;
    future?: { v3_lazyRouteDiscovery?: boolean };
  };
  const manifest = build.assets;
  const routeManifest = manifest.url && !build.future?.v3_lazyRouteDiscovery ? [manifest.url] : [];
  const viteManifestFile = path.join(ROOT, "build/client/.vite/manifest.json");
  const vite = existsSync(viteManifestFile)
    ? (JSON.parse(readFileSync(viteManifestFile, "utf8")) as Record<string, { file: string; imports?: string[] }>)
    : null;

  const gzipCache = new Map<string, number>();
  const gz = (url: string) => {
    let size = gzipCache.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(ROOT, "build/client", url)), { level: 9 }).length;
      gzipCache.set(url, size);
    }
    return size;
  };
  /** Vite's own import graph, to catch anything the Remix manifest leaves out. */
  const viteClosure = (file: string, out: Set<string>) => {
    if (!vite) return;
    const key = Object.keys(vite).find((k) => `/${vite[k].file}` === file);
    for (const dep of key ? (vite[key].imports ?? []) : []) {
      const url = `/${vite[dep].file}`;
      if (!out.has(url)) {
        out.add(url);
        viteClosure(url, out);
      }
    }
  };
  const chain = (id: string) => {
    const ids: string[] = [];
    for (let cur: string | undefined = id; cur; cur = manifest.routes[cur]?.parentId) ids.unshift(cur);
    return ids;
  };
  const filesFor = (routeId: string) => {
    if (!manifest.routes[routeId]) throw new Error(`route ${routeId} is not in the build`);
    const files = new Set<string>([...routeManifest, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const id of chain(routeId)) {
      const route = manifest.routes[id];
      files.add(route.module);
      for (const dep of route.imports ?? []) files.add(dep);
    }
    for (const file of [...files]) viteClosure(file, files);
    return [...files].filter((f) => f.endsWith(".js"));
  };
  const measure = (routeId: string) => {
    const files = filesFor(routeId);
    return { routeId, files: files.length, gzip: files.reduce((sum, f) => sum + gz(f), 0) };
  };
  const lobby = measure(LOBBY_ROUTE);
  const empty = measure(EMPTY_ROUTE);
  return { lobby, empty, ratio: lobby.gzip / empty.gzip, viteManifest: Boolean(vite) };
}

// ---------------------------------------------------------------------------------------------
// (b) server render cost

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
}

function stop(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/**
 * CPU time (ms) used so far by every process of a process group (the spawned `taskset … npx tsx`
 * chain and the node process under it), from /proc: utime + stime of each, in clock ticks.
 */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name (which may hold spaces) start at state; pgrp is the 3rd, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * (1000 / CLOCK_TICKS);
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

interface HttpWindow {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time per request, over the window. */
  cpuMsPerRequest: number;
}
interface BareWindow {
  rendersPerSecond: number;
  renders: number;
  bytes: number;
  /** The render worker's CPU time per render, over the window. */
  cpuMsPerRender: number;
}

/** The render worker (render-worker.ts): answers `render <ms>` with one JSON line. */
function renderWorker(child: ChildProcess) {
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffered = "";
  let err = "";
  child.stderr?.on("data", (d) => (err += d));
  child.stdout?.on("data", (d) => {
    buffered += d;
    for (let at = buffered.indexOf("\n"); at >= 0; at = buffered.indexOf("\n")) {
      const line = buffered.slice(0, at).trim();
      buffered = buffered.slice(at + 1);
      if (!line.startsWith("{")) continue;
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<never>((_, reject) =>
    child.on("exit", (code) => reject(new Error(`render worker exited (${code}): ${err.slice(-2000)}`))),
  );
  const nextLine = () =>
    Promise.race([
      new Promise<string>((resolve) => (lines.length ? resolve(lines.shift()!) : waiting.push(resolve))),
      exited,
    ]);
  return {
    ready: async () => JSON.parse(await nextLine()) as { bytes: number },
    render: async (ms: number) => {
      child.stdin?.write(`render ${ms}\n`);
      return JSON.parse(await nextLine()) as Omit<BareWindow, "cpuMsPerRender">;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * (b) The Remix server under test runs alone on CPU 0 with PLATFORM_URL pointing at a second
 * process (the same server with its embedded sandbox) on CPU 1, as an operator's platform would be
 * another machine: the platform's own work is not the front end's render cost. The bare render
 * runs in its own process on CPU 0 too. The two are measured in alternating windows (ROUNDS of
 * each), so that both see the machine in the same state: this VM's speed drifts by a third over a
 * minute, which made one long window of each disagree from run to run.
 */
async function renderCost() {
  const platformPort = PORT + 2;
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const platform = start("taskset", ["-c", "1", "npx", "tsx", "server.ts"], {
    NODE_ENV: "production",
    PORT: String(platformPort),
    HOST: "127.0.0.1",
    SANDBOX_DATA_DIR: "memory://",
  });
  const env = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PLATFORM_URL: platformUrl,
    SESSION_SECRET: "lobby-bench-session-secret-0123456789abcdef",
  };
  const children: ChildProcess[] = [platform];
  let serverLog = "";
  try {
    await waitFor(`${platformUrl}/healthz`);
    const server = start("taskset", ["-c", "0", "npx", "tsx", ...SERVE_NODE_FLAGS, "server.ts"], {
      ...env,
      PORT: String(PORT),
    });
    children.push(server);
    server.stderr?.on("data", (d) => (serverLog += d));
    const workerProcess = start(
      "taskset",
      ["-c", "0", "npx", "tsx", ...SERVE_NODE_FLAGS, "tests/perf/render-worker.ts", String(PORT + 1), HOST, LOBBY_PATH],
      env,
    );
    children.push(workerProcess);
    const worker = renderWorker(workerProcess);
    await waitFor(`http://127.0.0.1:${PORT}/healthz`);
    await worker.ready();

    const url = `http://127.0.0.1:${PORT}${LOBBY_PATH}`;
    let bytes = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(url, { headers: { host: `${HOST}:${PORT}` } });
      if (res.status !== 200) throw new Error(`${LOBBY_PATH} answered ${res.status}`);
      bytes = (await res.text()).length;
    }
    const load = (seconds: number): HttpWindow => {
      const cpuBefore = groupCpuMs(server.pid!);
      const cannon = spawnSync(
        "taskset",
        ["-c", "1", "npx", "autocannon", "-j", "-c", "8", "-d", String(seconds), "-H", `host=${HOST}:${PORT}`, url],
        {
          cwd: ROOT,
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (cannon.status !== 0) throw new Error(`autocannon failed: ${cannon.stderr}`);
      const result = JSON.parse(cannon.stdout.slice(cannon.stdout.indexOf("{"))) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      const cpuMs = groupCpuMs(server.pid!) - cpuBefore;
      return {
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        cpuMsPerRequest: cpuMs / result.requests.total,
      };
    };
    // Both warm first, not counted: after 20 requests the JIT is still compiling the render path
    // (a cold server's throughput doubled over its first 10 s).
    load(WARMUP_SECONDS);
    await worker.render(WARMUP_SECONDS * 1000);
    const windowSeconds = Math.max(2, Math.round(SECONDS / ROUNDS));
    const rounds: { http: HttpWindow; bare: BareWindow }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const http = load(windowSeconds);
      const cpuBefore = groupCpuMs(workerProcess.pid!);
      const rendered = await worker.render(windowSeconds * 1000);
      const bare = { ...rendered, cpuMsPerRender: (groupCpuMs(workerProcess.pid!) - cpuBefore) / rendered.renders };
      rounds.push({ http, bare });
    }
    return { rounds, bytes, bareBytes: rounds[0].bare.bytes };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${serverLog.slice(-2000)}`);
  } finally {
    for (const child of children) stop(child);
  }
}

// ---------------------------------------------------------------------------------------------

export async function runLobbyBench() {
  console.log(`Lobby benchmark — ${LOBBY_PATH} on ${HOST} (route ${LOBBY_ROUTE}); empty route ${EMPTY_ROUTE}\n`);

  const js = await firstLoadJs();
  console.log("(a) first-load JavaScript (gzip -9, JS modules + static imports)");
  console.log(`    lobby route : ${kb(js.lobby.gzip)} in ${js.lobby.files} files`);
  console.log(`    empty route : ${kb(js.empty.gzip)} in ${js.empty.files} files`);
  console.log(
    `    ratio       : ${js.ratio.toFixed(2)}×   (target ≤ 1.3×)${js.viteManifest ? "" : "   [no Vite manifest in the build: Remix manifest only]"}\n`,
  );

  const cost = await renderCost();
  // The cost is CPU time per page: a window's throughput also moves with how fast the load
  // generator and the platform on the other core keep up, and with this VM's drifting speed.
  const ratios = cost.rounds.map((r) => r.http.cpuMsPerRequest / r.bare.cpuMsPerRender);
  const ratio = median(ratios);
  const failed = cost.rounds.reduce((n, r) => n + r.http.non2xx + r.http.errors, 0);
  const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(", ");
  console.log(
    `(b) server render of the lobby page (server and bare render on CPU 0; the platform, a sandbox, and autocannon -c 8 on CPU 1), ${cost.rounds.length} alternating windows of each`,
  );
  console.log(
    `    HTTP (loaders + render + response): CPU ${median(cost.rounds.map((r) => r.http.cpuMsPerRequest)).toFixed(2)} ms per request (median; rounds ${list(
      cost.rounds.map((r) => r.http.cpuMsPerRequest),
      2,
    )})`,
  );
  console.log(
    `        ${median(cost.rounds.map((r) => r.http.requestsPerSecond)).toFixed(1)} req/s (rounds ${list(cost.rounds.map((r) => r.http.requestsPerSecond))}); ${kb(cost.bytes)} HTML; p50 ${median(cost.rounds.map((r) => r.http.p50))} ms; non-2xx or errors ${failed}`,
  );
  console.log(
    `    bare renderToString, same document: CPU ${median(cost.rounds.map((r) => r.bare.cpuMsPerRender)).toFixed(2)} ms per render (median; rounds ${list(
      cost.rounds.map((r) => r.bare.cpuMsPerRender),
      2,
    )})`,
  );
  console.log(
    `        ${median(cost.rounds.map((r) => r.bare.rendersPerSecond)).toFixed(1)} renders/s (rounds ${list(cost.rounds.map((r) => r.bare.rendersPerSecond))}); ${kb(cost.bareBytes)} HTML`,
  );
  console.log(
    `    cost ratio (HTTP / bare CPU per page), median of the rounds: ${ratio.toFixed(2)}×   (rounds ${list(ratios, 2)}; target ≤ 2×)`,
  );
  return { js, cost, ratio };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runLobbyBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
