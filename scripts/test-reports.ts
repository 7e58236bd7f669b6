/**
 * Reads the JSON reports of vitest and Playwright for `npm test`'s summary: the counts, and the
 * name and first error line of each failed test and each test that passed only on its retry.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests marked test.fail (known bugs) that failed as expected; included in passed. */
  knownBugs?: number;
  /** One line per failed test, and per test that passed only on its retry (Playwright). */
  failures?: string[];
  flaky?: string[];
}

/** The parts of vitest's JSON report that the summary reads. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrors?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests?: {
      projectName?: string;
      expectedStatus?: string;
      status?: string;
      results?: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The parts of Playwright's JSON report that the summary reads. */
export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

// Terminal colour codes, which reporters put in error messages.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The first line of an error message, short enough for the summary. */
export const firstLine = (message: unknown) =>
  String(message ?? "")
    .replace(ANSI_COLOUR, "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 160) ?? "";

export const vitestCounts = (json: VitestReport): Counts => ({
  passed: json.numPassedTests ?? 0,
  failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrors ?? 0),
  skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  failures: (json.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    if (!failed.length && file.status === "failed") return [`${name}: ${firstLine(file.message)}`];
    return failed.map((a) => `${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }),
});

export function playwrightCounts(json: PlaywrightReport): Counts {
  const stats = json.stats ?? {};
  let knownBugs = 0;
  const failures: string[] = [];
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.expectedStatus === "failed" && test.status === "expected") knownBugs += 1;
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
        const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
        if (test.status === "unexpected") failures.push(`${name}: ${firstLine(error)}`);
        if (test.status === "flaky") flaky.push(`${name}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  const errors = Array.isArray(json.errors) ? json.errors : [];
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    knownBugs,
    failures: [...failures, ...errors.map((e) => firstLine(e.message))],
    flaky,
  };
}
