import { rollup, type OutputChunk, type OutputOptions } from "rollup";
import { describe, expect, it } from "vitest";
import viteConfig from "../vite.config";

/**
 * Four pages of a small build, as Remix's routes share code: the lobby and the search share the
 * lobby's meta tags (a few hundred bytes, no side effects), and two account pages share a big
 * module. Each page should load only what it imports (ADR 100).
 */
const pure = (name: string, bytes: number) =>
  `export function ${name}(x) { return ${JSON.stringify("x".repeat(bytes))} + x; }`;
const sources: Record<string, string> = {
  "lobby.js": `import { meta } from "./meta.js"; export default () => meta("lobby");`,
  "search.js": `import { meta } from "./meta.js"; export default () => meta("search");`,
  "limits.js": `import { account } from "./account.js"; export default () => account("limits");`,
  "documents.js": `import { account } from "./account.js"; export default () => account("documents");`,
  "meta.js": pure("meta", 250),
  "account.js": pure("account", 12_000),
};
const imports: Record<string, string[]> = {
  "lobby.js": ["meta.js"],
  "search.js": ["meta.js"],
  "limits.js": ["account.js"],
  "documents.js": ["account.js"],
};

/** The client build's output options from vite.config.ts (the chunking rules under test). */
function clientOutput(): OutputOptions {
  const config = (viteConfig as (env: object) => { build: { rollupOptions: { output: OutputOptions } } })({
    command: "build",
    mode: "production",
    isSsrBuild: false,
  });
  return config.build.rollupOptions.output;
}

describe("client chunks (vite.config.ts)", () => {
  it("loads on each page only the modules that page imports", async () => {
    const bundle = await rollup({
      input: Object.keys(imports),
      plugins: [
        {
          name: "pages",
          resolveId: (id) => id.replace(/^\.\//, ""),
          load: (id) => sources[id],
        },
      ],
    });
    const { output } = await bundle.generate({ ...clientOutput(), format: "es" });
    const chunks = new Map(
      output.filter((file): file is OutputChunk => file.type === "chunk").map((chunk) => [chunk.fileName, chunk]),
    );
    const loaded = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
      for (const id of chunk.moduleIds) seen.add(id);
      for (const file of chunk.imports) loaded(chunks.get(file)!, seen);
      return seen;
    };
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry) continue;
      const page = chunk.facadeModuleId!;
      expect([...loaded(chunk)].sort(), page).toEqual([page, ...imports[page]].sort());
    }
  });
});
