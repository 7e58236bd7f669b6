import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TITLE_SAFE_WIDTH, thumbnailTitle } from "./assets";
import { buildCatalogue } from "./seed/catalogue";
import { siteFromBrand } from "./seed/test-sites";

/** The columns the title's ink spans, drawn alone on a transparent 300×300 picture. */
async function inkColumns(name: string): Promise<{ left: number; right: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${thumbnailTitle(name)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * info.channels + 3] > 40) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { left, right };
}

describe("game thumbnails", () => {
  it("keep every live game's name and the widest names inside the part a 3:4 column tile shows", async () => {
    const names = new Set<string>();
    for (const id of ["solbet", "nordluck"]) {
      const games = buildCatalogue(siteFromBrand(id)).games;
      for (const g of games) if (g.game_type === "live_casino") names.add(String(g.name));
      // The names with the longest line, whatever their kind.
      const byLine = [...games].sort(
        (a, b) =>
          Math.max(
            ...String(b.name)
              .split(" ")
              .map((w) => w.length),
          ) -
          Math.max(
            ...String(a.name)
              .split(" ")
              .map((w) => w.length),
          ),
      );
      for (const g of byLine.slice(0, 20)) names.add(String(g.name));
    }
    names.add("Neon Baccarat");
    const clipped: string[] = [];
    for (const name of names) {
      const { left, right } = await inkColumns(name);
      expect(right, name).toBeGreaterThan(left);
      // A 3:4 crop of the square keeps x 37.5–262.5; the safe width is centred inside it.
      if (left < 150 - TITLE_SAFE_WIDTH / 2 || right > 150 + TITLE_SAFE_WIDTH / 2)
        clipped.push(`${name} (${left}–${right})`);
    }
    expect(clipped).toEqual([]);
  }, 60_000);
});
