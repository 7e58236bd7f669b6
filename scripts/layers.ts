/**
 * The layers of app/ as one list (ADR 046, ADR 093): ESLint's allow-list of feature → feature
 * arrows (FEATURE_IMPORTS in eslint.config.js, each with its reason) is the source, and ADR 046's
 * arrow table is written from it. The folder-level import graph of app/ shows the arrows the code
 * really uses, the folder pairs that import each other both ways and the cycles.
 *
 *   npm run adr:layers            writes the table into ADR 046 and prints the figures
 *   npm run adr:layers -- --check exits 1 when the ADR's table is stale (scripts/layers.test.ts too)
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADR_046 = path.join(ROOT, "docs/decisions/046-layers-scope-and-modal-data.md");
const TABLE_START = "<!-- feature-arrows:start (npm run adr:layers writes this table from eslint.config.js) -->";
const TABLE_END = "<!-- feature-arrows:end -->";

/** area → { other area → why } */
export type FeatureImports = Record<string, Record<string, string>>;

/** The feature → feature arrows as `from → to` strings. */
export function arrowsOf(imports: FeatureImports): string[] {
  return Object.entries(imports).flatMap(([from, to]) => Object.keys(to).map((name) => `${from} → ${name}`));
}

/** ADR 046's arrow table: the shared kit first, then each arrow with its reason. */
export function arrowTable(imports: FeatureImports, sharedKit: string): string {
  const rows = Object.entries(imports)
    .flatMap(([from, to]) => Object.entries(to).map(([name, why]) => ({ from, to: name, why })))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map(({ from, to, why }) => `| \`${from}\` | \`${to}\` | ${why} |`);
  return ["| from | to | why |", "|---|---|---|", `| any | \`${sharedKit}\` | the shared game kit |`, ...rows].join(
    "\n",
  );
}

/** The ADR text with its table replaced; throws when the markers are missing. */
export function withTable(adr: string, table: string): string {
  const start = adr.indexOf(TABLE_START);
  const end = adr.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`ADR 046 has no ${TABLE_START} … ${TABLE_END} markers`);
  return `${adr.slice(0, start + TABLE_START.length)}\n${table}\n${adr.slice(end)}`;
}

/** A folder of app/: `features/<area>` for features, else the first path segment (`ui`, `root.tsx`). */
export function folderOf(relative: string): string {
  const parts = relative.split("/");
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

/** folder → folder → one file-level import that makes the arrow (for the message). */
export type FolderGraph = Map<string, Map<string, string>>;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export function resolveImport(appDir: string, from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(appDir, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return base;
}

/**
 * The folder-level import graph of app/ (tests left out: they may reach across layers). Type-only
 * imports count: a kit that needs a feature's type depends on the feature (ADR 046).
 */
export function folderGraph(appDir = path.join(ROOT, "app")): FolderGraph {
  const graph: FolderGraph = new Map();
  const sources = filesOf(appDir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of sources) {
    const from = folderOf(path.relative(appDir, file).split(path.sep).join("/"));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(appDir, file, fileName);
      if (!target || !target.startsWith(appDir + path.sep)) continue;
      const to = folderOf(path.relative(appDir, target).split(path.sep).join("/"));
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, `${path.relative(appDir, file)} imports ${fileName}`);
    }
  }
  return graph;
}

/** Folder pairs that import each other, each as "a ↔ b" (a < b), with one import each way. */
export function twoWayPairs(graph: FolderGraph): string[] {
  const pairs: string[] = [];
  for (const [a, edges] of graph)
    for (const [b, why] of edges)
      if (a < b && graph.get(b)?.has(a)) pairs.push(`${a} ↔ ${b} (${why}; ${graph.get(b)!.get(a)})`);
  return pairs.sort();
}

/** The import cycles between folders: strongly connected groups of two or more (Tarjan). */
export function cycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** The feature → feature arrows the code uses (the shared kit as a target left out). */
export function usedArrows(graph: FolderGraph, sharedKit: string): string[] {
  const arrows: string[] = [];
  for (const [from, edges] of graph)
    for (const to of edges.keys())
      if (from.startsWith("features/") && to.startsWith("features/") && to !== `features/${sharedKit}`)
        arrows.push(`${from.slice(9)} → ${to.slice(9)}`);
  return arrows.sort();
}

async function main() {
  const config = (await import("../eslint.config.js")) as unknown as {
    FEATURE_IMPORTS: FeatureImports;
    SHARED_FEATURE_KIT: string;
  };
  const table = arrowTable(config.FEATURE_IMPORTS, config.SHARED_FEATURE_KIT);
  const adr = readFileSync(ADR_046, "utf8");
  const updated = withTable(adr, table);
  if (process.argv.includes("--check")) {
    if (updated !== adr) {
      console.error("ADR 046's arrow table differs from FEATURE_IMPORTS in eslint.config.js: npm run adr:layers");
      process.exit(1);
    }
  } else if (updated !== adr) {
    writeFileSync(ADR_046, updated);
    console.log("wrote the arrow table of ADR 046");
  }
  const graph = folderGraph();
  const used = usedArrows(graph, config.SHARED_FEATURE_KIT);
  const allowed = arrowsOf(config.FEATURE_IMPORTS);
  const pairs = twoWayPairs(graph);
  const loops = cycles(graph);
  console.log(`arrows allowed: ${allowed.length}, used: ${used.length}`);
  for (const arrow of allowed.filter((a) => !used.includes(a))) console.log(`  allowed, no import needs it: ${arrow}`);
  console.log(`two-way folder pairs: ${pairs.length}`);
  for (const pair of pairs) console.log(`  ${pair}`);
  console.log(`folder cycles: ${loops.length}`);
  for (const loop of loops) console.log(`  ${loop.join(" → ")}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
