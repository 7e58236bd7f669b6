/**
 * The sandbox's artwork as a platform CDN serves it: WebP rasters. The art is drawn as SVG (see
 * assets.ts) and rasterised once by sharp (libvips). A browser turns an SVG <img> into a whole
 * document of its own, with style, layout and text shaping on the page's main thread; a lobby of
 * sixty SVG tiles spent more main-thread time on its pictures than on its own markup, which no
 * operator's catalogue of JPEG and WebP thumbnails would. ADR 019.
 *
 * Rasters are cached by the SVG's hash on disk (ART_CACHE_DIR, by default under
 * node_modules/.cache), so a restarted sandbox or a second server on the same checkout does not
 * draw them again; the asset router keeps the ones it has served in memory.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const CACHE_DIR = process.env.ART_CACHE_DIR ?? path.resolve("node_modules/.cache/croupier-art");
const QUALITY = 82;

// One libvips worker: the sandbox shares its machine with the web server, and the art is cached.
sharp.concurrency(1);

/** Rasterisations under way, so two requests for one picture draw it once. */
const inFlight = new Map<string, Promise<Buffer>>();

/** The WebP of an SVG drawing, from the disk cache when it has been rasterised before. */
export function webpOf(svg: string): Promise<Buffer> {
  const key = createHash("sha1").update(svg).update(`q${QUALITY}`).digest("hex");
  let job = inFlight.get(key);
  if (!job) {
    job = fromDiskOrDraw(key, svg).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  return job;
}

async function fromDiskOrDraw(key: string, svg: string): Promise<Buffer> {
  const file = path.join(CACHE_DIR, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    const webp = await sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
    // Write then rename, so a second process never reads half a file.
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, webp);
    await rename(partial, file).catch(() => undefined);
    return webp;
  }
}
