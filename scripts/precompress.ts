import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the browser loads as text from /assets: worth compressing once, at build time. */
export const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

export async function compressedForms(source: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Compresses every text asset in `dir` that has no up-to-date `.br` and `.gz` beside it. */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const name of await readdir(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const [source, br] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
    if (br && br.mtimeMs >= source.mtimeMs) continue;
    const { br: brotliBytes, gz } = await compressedForms(await readFile(file));
    await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gz)]);
    written++;
  }
  return written;
}

/**
 * Writes a `.br` and a `.gz` beside every script and stylesheet of the client build (ADR 035).
 * The server sends them as they are, so a page load costs it no compression work, and brotli at
 * its highest quality (too slow to run per request) makes the files about a tenth smaller than
 * gzip on the fly did. Run when each of Remix's two builds closes: the server build is the one
 * that writes the route manifest into the client's assets.
 */
export function precompress(assetsDir: string): Plugin {
  return {
    name: "croupier-precompress",
    apply: "build",
    async closeBundle() {
      if (existsSync(assetsDir)) await precompressDirectory(assetsDir);
    },
  };
}
