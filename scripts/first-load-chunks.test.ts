import type { GetManualChunk, ManualChunkMeta } from "rollup";
import { describe, expect, it } from "vitest";
import { firstLoadChunks } from "./first-load-chunks";

const ROUTE = "?__remix-build-client-route";
/** A small client build: who imports whom, statically. */
const graph: Record<string, string[]> = {
  "/p/app/entry.client.tsx": ["/p/node_modules/react-dom/client.js", "/p/app/frame/modals.ts"],
  [`/p/app/root.tsx${ROUTE}`]: ["/p/app/root.tsx"],
  "/p/app/root.tsx": ["/p/node_modules/@remix-run/react/index.js", "/p/app/ui/Header.tsx", "\0vite/preload-helper.js"],
  [`/p/app/routes/lang.tsx${ROUTE}`]: ["/p/app/routes/lang.tsx"],
  "/p/app/routes/lang.tsx": ["/p/app/ui/Header.tsx"],
  [`/p/app/routes/lang.home.tsx${ROUTE}`]: ["/p/app/routes/lang.home.tsx"],
  "/p/app/routes/lang.home.tsx": ["/p/app/features/game-kit/Carousel.tsx", "/p/app/ui/Header.tsx"],
  "/p/app/features/game-kit/Carousel.tsx": ["/p/node_modules/swiper/swiper.js"],
  "/p/app/ui/Header.tsx": ["/p/node_modules/react/index.js"],
};
const ids = [...new Set([...Object.keys(graph), ...Object.values(graph).flat()])];
const meta = {
  getModuleIds: () => ids.values(),
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
} as unknown as ManualChunkMeta;

describe("firstLoadChunks", () => {
  const chunkOf = firstLoadChunks() as GetManualChunk;
  const chunks = Object.fromEntries(ids.map((id) => [id, chunkOf(id, meta) ?? null]));

  it("puts the packages every page imports in vendor, with Rollup's helpers", () => {
    expect(chunks["/p/node_modules/react-dom/client.js"]).toBe("vendor");
    expect(chunks["/p/node_modules/@remix-run/react/index.js"]).toBe("vendor");
    expect(chunks["/p/node_modules/react/index.js"]).toBe("vendor"); // through the header, two imports deep
    expect(chunks["\0vite/preload-helper.js"]).toBe("vendor");
  });

  it("puts the application code every page imports in shell", () => {
    expect(chunks["/p/app/root.tsx"]).toBe("shell");
    expect(chunks["/p/app/routes/lang.tsx"]).toBe("shell");
    expect(chunks["/p/app/ui/Header.tsx"]).toBe("shell");
    expect(chunks["/p/app/frame/modals.ts"]).toBe("shell");
  });

  it("leaves the entries, and what only some routes import, to Rollup", () => {
    for (const id of [
      "/p/app/entry.client.tsx",
      `/p/app/root.tsx${ROUTE}`,
      `/p/app/routes/lang.tsx${ROUTE}`,
      `/p/app/routes/lang.home.tsx${ROUTE}`,
    ])
      expect(chunks[id]).toBeNull();
    expect(chunks["/p/app/routes/lang.home.tsx"]).toBeNull();
    expect(chunks["/p/node_modules/swiper/swiper.js"]).toBeNull();
  });

  it("puts the game kit in a chunk of its own, so pages without tiles do not load it", () => {
    expect(chunks["/p/app/features/game-kit/Carousel.tsx"]).toBe("game-kit");
  });
});
