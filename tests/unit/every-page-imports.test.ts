import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, resolveImport } from "../../scripts/layers";

const APP = path.join(ROOT, "app");
/** The modules Remix loads on every page: the client entry, the root and the language layout. */
const EVERY_PAGE = ["entry.client.tsx", "root.tsx", "routes/lang.tsx"].map((f) => path.join(APP, f));
/** Libraries a form page needs and no other: ~25 KB of gzip that every page paid once (ADR 101). */
const FORM_LIBRARIES = ["zod", "@conform-to/react", "@conform-to/zod"];

// Value imports and re-exports; `import type` is erased, and .server modules never reach the browser.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** Each module or package every page loads, with the module that first imported it. */
function everyPageGraph(): Map<string, string | null> {
  const seen = new Map<string, string | null>(EVERY_PAGE.map((f) => [f, null]));
  const pending = [...EVERY_PAGE];
  while (pending.length > 0) {
    const file = pending.shift()!;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const local = spec.startsWith("~/") || spec.startsWith(".");
      const target = local ? resolveImport(APP, file, spec) : spec;
      if (!target || seen.has(target) || target.includes(".server")) continue;
      seen.set(target, file);
      if (local && /\.tsx?$/.test(target)) pending.push(target);
    }
  }
  return seen;
}

function chainTo(graph: Map<string, string | null>, target: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = target; at; at = graph.get(at)) chain.push(path.relative(ROOT, at));
  return chain;
}

describe("what every page loads (lobby first-load budget, issue 36 §6)", () => {
  const graph = everyPageGraph();

  it("reaches the root's own modules (the walk follows imports)", () => {
    expect([...graph.keys()].some((f) => f.endsWith(path.join("frame", "SiteShell.tsx")))).toBe(true);
  });

  it.each(FORM_LIBRARIES)("has no %s: form pages load it themselves", (library) => {
    expect(graph.has(library) ? chainTo(graph, library).join(" <- ") : null).toBeNull();
  });
});
