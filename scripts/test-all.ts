/**
 * `npm test`: every check of the project, each step's output streamed: vitest, typecheck, lint
 * (ESLint), format check (Prettier), brand validation, generated brand types, the PostgreSQL
 * suite and the build (two at a time), then Playwright.
 * Playwright runs each brand's projects ("<brand>-*") in E2E_SHARDS (default 2) shards, each its
 * own process on its own port with its own server and in-memory sandbox, E2E_PARALLEL (default 2)
 * at a time: shards share nothing, so they cannot disturb each other's sandbox controls. A shard
 * is a set of spec files of equal measured time (scripts/e2e-shards.ts, tests/e2e/durations.json),
 * so both lanes finish together (Playwright's --shard counts tests, and left one lane ~280 s alone).
 * A failing step does not stop the run. At the end: a summary table, then as the very last line
 * `N passed, N failed` — the tests of vitest, the PostgreSQL suite and Playwright (counted from
 * their JSON reports), plus one check per non-test step. Exit code 1 if anything failed.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { readBrands } from "../tests/e2e/matrix";
import { planShards, readDurations, specFiles } from "./e2e-shards";
import { type Counts, playwrightCounts, vitestCounts } from "./test-reports";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = path.join(root, "tests/.artifacts");
mkdirSync(artifacts, { recursive: true });

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** For test steps: where the JSON report goes and how to count it. */
  report?: { file: string; count: (json: any) => Counts };
  /** Steps with the same group run at the same time, their output lines prefixed with the name. */
  group?: string;
}

interface Result {
  step: Step;
  code: number;
  seconds: number;
  counts: Counts;
  note: string;
}

const vitestReport = path.join(artifacts, "vitest.json");
const postgresReport = path.join(artifacts, "vitest-postgres.json");
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_PARALLEL = Math.max(1, Number(process.env.E2E_PARALLEL ?? 2));
const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const POSTGRES_TEST = "sandbox/postgres.test.ts";

// The checks and the build run two at a time, vitest first as the longest. Vitest itself takes
// every core: its default (cores - 1) ran one file at a time on CI's two cores, and the lane beside
// it was idle once tsc, lint and the rest were done, ~290 of vitest's ~400 s (ADR 094). The build
// reads nothing the checks write, and they all ignore build/.
const steps: Step[] = [
  {
    name: "vitest",
    command: [
      "npx",
      "vitest",
      "run",
      `--maxWorkers=${availableParallelism()}`,
      "--exclude",
      POSTGRES_TEST,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${vitestReport}`,
    ],
    report: { file: vitestReport, count: vitestCounts },
    group: "checks",
  },
  { name: "typecheck (tsc --noEmit)", command: ["npx", "tsc", "--noEmit"], group: "checks" },
  { name: "lint (eslint)", command: ["npm", "run", "--silent", "lint"], group: "checks" },
  { name: "format (prettier --check)", command: ["npm", "run", "--silent", "format:check"], group: "checks" },
  { name: "brands validate", command: ["npm", "run", "--silent", "brands", "--", "validate"], group: "checks" },
  {
    name: "brands types --check",
    command: ["npm", "run", "--silent", "brands", "--", "types", "--check"],
    group: "checks",
  },
  {
    name: "PostgreSQL suite (vitest)",
    command: [
      "npx",
      "vitest",
      "run",
      POSTGRES_TEST,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${postgresReport}`,
    ],
    report: { file: postgresReport, count: vitestCounts },
    group: "checks",
  },
  { name: "build (remix vite:build)", command: ["npx", "remix", "vite:build"], group: "checks" },
  ...playwrightSteps(),
];

/**
 * Each brand's spec files split into E2E_SHARDS shards of equal measured time (tests/e2e/durations.json,
 * ADR 094), longest shard first, so that the E2E_PARALLEL lanes finish together.
 */
function playwrightSteps(): Step[] {
  const shards = planShards(specFiles(), readDurations(), E2E_SHARDS);
  const steps = shards.flatMap((shard, s) =>
    readBrands().map((brand, index) => {
      const port = String(E2E_BASE_PORT + s * 100 + index);
      const file = path.join(artifacts, `playwright-report-${port}.json`);
      const step: Step = {
        name: shards.length > 1 ? `playwright ${brand.id} ${s + 1}/${shards.length}` : `playwright ${brand.id}`,
        // Files before --project: the option takes every word after it as a project name.
        command: [
          "npx",
          "playwright",
          "test",
          ...shard.files.map((f) => `tests/e2e/${f}`),
          "--project",
          `${brand.id}-*`,
        ],
        env: { E2E_PORT: port, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        report: { file, count: playwrightCounts },
        group: "playwright",
      };
      return { step, seconds: shard.seconds };
    }),
  );
  return steps.sort((a, b) => b.seconds - a.seconds).map(({ step }) => step);
}

function run(step: Step, prefixed: boolean): Promise<number> {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env },
    });
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on("line", (line) => console.log(`[${step.name}] ${line}`));
      }
    }
    child.on("error", (error) => {
      console.error(`test-all: could not start ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function runStep(step: Step, index: number, prefixed: boolean): Promise<Result> {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.name}: ${step.command.join(" ")}\n`);
  if (step.report) rmSync(step.report.file, { force: true });
  const started = Date.now();
  const code = await run(step, prefixed);
  const seconds = (Date.now() - started) / 1000;
  let counts: Counts;
  let note = "";
  if (step.report) {
    let parsed: Counts | null = null;
    if (existsSync(step.report.file)) {
      try {
        parsed = step.report.count(JSON.parse(readFileSync(step.report.file, "utf8")));
      } catch (error) {
        note = `unreadable report: ${(error as Error).message}`;
      }
    } else {
      note = "no JSON report";
    }
    counts = parsed ?? { passed: 0, failed: 0, skipped: 0 };
    // A runner that failed without a failing test (crash, server not starting, no tests) is one failed check.
    if (code !== 0 && counts.failed === 0) {
      counts.failed += 1;
      note ||= `exit code ${code} without failing tests`;
    }
    if (code === 0 && !parsed) counts.failed += 1;
    if (counts.passed + counts.failed === 0) {
      counts.failed += 1;
      note ||= "no tests ran";
    }
  } else {
    counts = code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  }
  if (counts.knownBugs)
    note = [note, `${counts.knownBugs} known-bug test(s) failed as expected`].filter(Boolean).join("; ");
  if (counts.flaky?.length) note = [note, `${counts.flaky.length} passed on retry`].filter(Boolean).join("; ");
  return { step, code, seconds, counts, note };
}

/** Runs steps at most `limit` at a time, keeping their order in the results. */
async function runGroup(group: { step: Step; index: number }[], limit: number): Promise<Result[]> {
  const out: Result[] = new Array(group.length);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const i = next++;
      out[i] = await runStep(group[i].step, group[i].index, group.length > 1 && limit > 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, group.length) }, lane));
  return out;
}

const runStarted = Date.now();
const results: Result[] = [];
for (let index = 0; index < steps.length;) {
  const group = steps[index].group;
  const members = group
    ? steps.map((step, i) => ({ step, index: i })).filter(({ step, index: i }) => i >= index && step.group === group)
    : [{ step: steps[index], index }];
  results.push(...(await runGroup(members, group === "playwright" ? E2E_PARALLEL : group ? 2 : 1)));
  index = members[members.length - 1].index + 1;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);
console.log("\n━━━ Summary\n");
console.log(
  `${pad("step", 28)} ${pad("result", 6)} ${padL("passed", 7)} ${padL("failed", 7)} ${padL("skipped", 8)} ${padL("time", 8)}  notes`,
);
for (const r of results) {
  const ok = r.code === 0 && r.counts.failed === 0;
  console.log(
    `${pad(r.step.name, 28)} ${pad(ok ? "ok" : "FAIL", 6)} ${padL(r.counts.passed, 7)} ${padL(r.counts.failed, 7)} ${padL(r.counts.skipped, 8)} ${padL(`${r.seconds.toFixed(1)}s`, 8)}  ${r.note}`,
  );
}
const passed = results.reduce((s, r) => s + r.counts.passed, 0);
const failed = results.reduce((s, r) => s + r.counts.failed, 0);
const total = (Date.now() - runStarted) / 1000; // wall time: grouped steps overlap
console.log(
  `${pad("total", 28)} ${pad(failed ? "FAIL" : "ok", 6)} ${padL(passed, 7)} ${padL(failed, 7)} ${padL(
    results.reduce((s, r) => s + r.counts.skipped, 0),
    8,
  )} ${padL(`${total.toFixed(1)}s`, 8)}`,
);
// Named here, above the totals line, because a CI log is often read from its tail only.
for (const [label, pick] of [
  ["failed", (r: Result) => r.counts.failures],
  ["passed only on retry (flaky)", (r: Result) => r.counts.flaky],
] as const) {
  const lines = results.flatMap((r) => (pick(r) ?? []).map((line) => `  ${r.step.name}: ${line}`));
  if (lines.length) console.log(`\n${label}:\n${lines.join("\n")}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
