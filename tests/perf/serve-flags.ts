import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * The Node flags `npm run serve` starts the production server with (ADR 033), read from
 * package.json so that the benchmarks measure the server as it runs; BENCH_NODE_FLAGS overrides.
 */
export function serveNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const serve = (
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts.serve;
  const flags = /\btsx((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.ts\b/.exec(serve);
  if (!flags) throw new Error(`package.json scripts.serve does not start tsx … server.ts: ${serve}`);
  return flags[1].trim().split(/\s+/).filter(Boolean);
}
