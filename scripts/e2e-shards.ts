/**
 * Splits the Playwright spec files into shards of equal measured time for `npm test` (ADR 094).
 * Playwright's own `--shard` splits by test count, and our tests differ 40-fold in length (an axe
 * run over a player's pages against a redirect check), so the first shard ran up to 1.7 × as long as
 * the second. Durations come from tests/e2e/durations.json: seconds per spec file for one brand
 * (every project of the brand: its languages and nojs), averaged over the brands of a full run.
 * `npx tsx scripts/e2e-shards.ts --update [report.json ...]` rewrites it from the JSON reports of
 * a run (default: tests/.artifacts/playwright-report-*.json). A spec file it does not list yet
 * counts as the average file; a stale file only costs balance, never a test.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const E2E_DIR = path.join(root, "tests/e2e");
export const DURATIONS_FILE = path.join(E2E_DIR, "durations.json");

/** Seconds per spec file (path relative to tests/e2e, forward slashes). */
export type Durations = Record<string, number>;

/** The spec files Playwright runs (playwright.config.ts: testDir tests/e2e, testMatch **\/*.spec.ts). */
export function specFiles(dir = E2E_DIR): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.endsWith(".spec.ts"))
    .sort();
}

export function readDurations(file = DURATIONS_FILE): Durations {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Durations) : {};
}

/**
 * Longest file first onto the lightest shard (greedy LPT): within a few per cent of the best split
 * for ~55 files. Files keep Playwright's alphabetical order inside a shard.
 */
export function planShards(
  files: string[],
  durations: Durations,
  shards: number,
): { files: string[]; seconds: number }[] {
  const known = files.map((f) => durations[f]).filter((s): s is number => typeof s === "number");
  const fallback = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const cost = (f: string) => durations[f] ?? fallback;
  const out = Array.from({ length: Math.max(1, shards) }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = out.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += cost(file);
  }
  for (const shard of out) shard.files.sort();
  return out.filter((s) => s.files.length > 0);
}

/** The parts of a Playwright JSON report read here. */
interface ReportSuite {
  file?: string;
  specs?: { file?: string; tests?: { projectName?: string; results?: { duration?: number }[] }[] }[];
  suites?: ReportSuite[];
}

/** Per spec file, the seconds its tests took (every attempt) in the reports, averaged over the brands. */
export function durationsFromReports(reports: { suites?: ReportSuite[] }[]): Durations {
  const seconds = new Map<string, number>();
  const brands = new Set<string>();
  const walk = (suite: ReportSuite, file = "") => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        // Project names are <brand>-<lang> and <brand>-nojs (playwright.config.ts).
        brands.add(String(test.projectName ?? "").replace(/-[^-]+$/, ""));
        for (const result of test.results ?? [])
          seconds.set(spec.file ?? here, (seconds.get(spec.file ?? here) ?? 0) + (result.duration ?? 0) / 1000);
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite);
  const n = Math.max(1, brands.size);
  return Object.fromEntries(
    [...seconds.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round((s / n) * 10) / 10]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "--update") {
  const artifacts = path.join(root, "tests/.artifacts");
  const given = process.argv.slice(3);
  const files = given.length
    ? given
    : readdirSync(artifacts)
        .filter((f) => /^playwright-report-\d+\.json$/.test(f))
        .map((f) => path.join(artifacts, f));
  const durations = durationsFromReports(files.map((f) => JSON.parse(readFileSync(f, "utf8"))));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`${DURATIONS_FILE}: ${Object.keys(durations).length} spec files from ${files.length} reports`);
}
