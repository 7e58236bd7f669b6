/**
 * What a Lighthouse score is made of, per page, so that two machines' runs can be compared (issue 24
 * §4): the main thread's time by kind, and how much of it is our own scripts versus work no script
 * owns ("Other", "Unattributable": the browser's own layout, fonts, compositing, GC, IPC).
 * Figures are Lighthouse's, i.e. observed times scaled by its simulated 4× CPU slowdown.
 */
import type { Result } from "lighthouse";

export interface MainThread {
  totalMs: number;
  byGroup: Record<string, number>;
  /** Script evaluation, parse and compile of scripts served by the site itself. */
  ownScriptsMs: number;
  unattributableMs: number;
  longestTaskMs: number;
}

const GROUPS: [key: string, label: string][] = [
  ["other", "other"],
  ["scriptEvaluation", "script"],
  ["styleLayout", "style+layout"],
  ["parseHTML", "parse"],
  ["paintCompositeRender", "render"],
  ["garbageCollection", "gc"],
];

interface Item {
  [key: string]: unknown;
}
const itemsOf = (lhr: Result, audit: string): Item[] =>
  ((lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const num = (value: unknown) => (typeof value === "number" ? value : 0);

export function mainThreadOf(lhr: Result, origin: string): MainThread {
  const byGroup: Record<string, number> = {};
  for (const item of itemsOf(lhr, "mainthread-work-breakdown")) byGroup[String(item.group)] = num(item.duration);
  let ownScriptsMs = 0;
  let unattributableMs = 0;
  for (const item of itemsOf(lhr, "bootup-time")) {
    const url = String(item.url);
    if (url.startsWith(origin)) ownScriptsMs += num(item.scripting) + num(item.scriptParseCompile);
    if (url === "Unattributable") unattributableMs += num(item.total);
  }
  const longestTaskMs = Math.max(0, ...itemsOf(lhr, "long-tasks").map((task) => num(task.duration)));
  return {
    totalMs: num(lhr.audits["mainthread-work-breakdown"]?.numericValue),
    byGroup,
    ownScriptsMs,
    unattributableMs,
    longestTaskMs,
  };
}

export function printMainThread(pages: [name: string, thread: MainThread][]) {
  console.log("\nmain thread (ms, Lighthouse's simulated CPU; the run with the median total)");
  const head = ["page", "total", ...GROUPS.map(([, label]) => label), "own JS", "own %", "unattrib.", "longest"];
  console.log(head.map((cell, i) => (i === 0 ? cell.padEnd(9) : cell.padStart(13))).join(""));
  for (const [name, t] of pages) {
    const cells = [
      t.totalMs,
      ...GROUPS.map(([key]) => t.byGroup[key] ?? 0),
      t.ownScriptsMs,
      t.totalMs ? (100 * t.ownScriptsMs) / t.totalMs : 0,
      t.unattributableMs,
      t.longestTaskMs,
    ];
    console.log(name.padEnd(9) + cells.map((value) => String(Math.round(value)).padStart(13)).join(""));
  }
}

/** "HeadlessChrome/156.0.8078.79 (/usr/bin/chromium)": the exact build, which the user agent rounds. */
export async function browserVersion(port: number, executable: string | null): Promise<string> {
  try {
    const answer = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    return `${answer.Browser ?? "unknown"}${executable ? ` (${executable})` : " (external)"}`;
  } catch {
    return "unknown";
  }
}
