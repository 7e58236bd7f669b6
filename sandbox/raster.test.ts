import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>`;

describe("sandbox art rasters", () => {
  let dir: string;
  let webpOf: (svg: string) => Promise<Buffer>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "croupier-art-"));
    process.env.ART_CACHE_DIR = dir;
    ({ webpOf } = await import("./raster"));
  });
  afterAll(async () => {
    delete process.env.ART_CACHE_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it("rasterises a drawing to a WebP of its size, once, and keeps it on disk", async () => {
    const [first, concurrent] = await Promise.all([webpOf(drawing), webpOf(drawing)]);
    expect(await sharp(first).metadata()).toMatchObject({ format: "webp", width: 40, height: 20 });
    expect(concurrent.equals(first)).toBe(true);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.webp$/);
    expect((await webpOf(drawing)).equals(first)).toBe(true);
    const { dominant } = await sharp(first).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(60);
  });
});
