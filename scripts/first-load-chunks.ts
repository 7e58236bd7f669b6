import type { ManualChunksOption } from "rollup";

/** Marks Remix's client entries for the document (root) and the language layout every page sits in. */
const EVERY_PAGE_ENTRY =
  /\/app\/(entry\.client\.tsx|root\.tsx\?__remix-build-client-route|routes\/lang\.tsx\?__remix-build-client-route)$/;

/**
 * The game kit (tiles, carousels, grids) that the game pages share. Left to Rollup, its small
 * modules were merged into whichever route chunk was nearest in size, and a page without a single
 * tile (the fallback page) then loaded the kit and, through it, Swiper's chunk: 26 KB (ADR 046).
 */
const GAME_KIT = /\/app\/features\/game-kit\//;

/**
 * Puts every module that every page loads into two chunks: the libraries (`vendor`) and the
 * application's shell (`shell`). Left to itself Rollup cut that set into 15 files at the seams
 * between route modules, so a first visit to home asked for 17 scripts; Lighthouse's simulated phone
 * pays a round trip for each, and counts them all before the first paint (ADR 041).
 * The set is closed under static imports, so `shell` imports nothing but `vendor`, and `vendor`
 * (packages and Rollup's helpers) imports nothing back: no chunk cycle can change the order in
 * which modules run. Route modules and what only some routes share stay where Rollup puts them.
 */
export function firstLoadChunks(): ManualChunksOption {
  let everyPage: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!everyPage) {
      everyPage = new Set();
      const pending = [...getModuleIds()].filter((moduleId) => EVERY_PAGE_ENTRY.test(moduleId));
      while (pending.length > 0) {
        const next = getModuleInfo(pending.pop()!);
        for (const imported of next?.importedIds ?? []) {
          if (everyPage.has(imported)) continue;
          everyPage.add(imported);
          pending.push(imported);
        }
      }
    }
    if (GAME_KIT.test(id) && !everyPage.has(id)) return "game-kit";
    if (!everyPage.has(id) || EVERY_PAGE_ENTRY.test(id)) return undefined;
    return id.includes("/node_modules/") || id.startsWith("\0") ? "vendor" : "shell";
  };
}
