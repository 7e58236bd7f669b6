import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIG_VERSION } from "./config-version";
import { contrastRatio, themeContrastProblems } from "./contrast";
import { brandDirs, formatBrandError, validateBrand } from "./validate.server";

const HISTORY = "tests/fixtures/brands-history";
const colorsOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "brand.json"), "utf8")).theme.colors;

describe("contrastRatio (WCAG 2.x relative luminance)", () => {
  it("gives the known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The grey most often quoted at the AA line: #767676 passes on white, #777777 does not.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
  });
});

describe("brands validate checks the theme's text contrast (issue 35 §1)", () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A copy of the first shipped brand whose text colour `token` is its ground `ground`'s (1:1), at config version `version`. */
  function brandWith(token: string, ground: string, version: number | undefined) {
    const source = brandDirs("brands")[0];
    const root = mkdtempSync(path.join(tmpdir(), "contrast-"));
    made.push(root);
    const dir = path.join(root, path.basename(source));
    cpSync(source, dir, { recursive: true });
    const doc = JSON.parse(readFileSync(path.join(dir, "brand.json"), "utf8"));
    doc.theme.colors[token] = doc.theme.colors[ground];
    if (version === undefined) delete doc.schemaVersion;
    else doc.schemaVersion = version;
    writeFileSync(path.join(dir, "brand.json"), JSON.stringify(doc, null, 2));
    return { dir, colors: doc.theme.colors as Record<string, string> };
  }

  it("refuses a theme with a pair below 4.5:1, naming the pair, the colours and the ratio", () => {
    const { dir, colors } = brandWith("textMuted", "surface", CONFIG_VERSION);
    const result = validateBrand(dir);
    expect(result.config).toBeUndefined();
    expect(result.errors.map(formatBrandError)).toContainEqual(
      expect.stringContaining(
        `/theme/colors/textMuted: textMuted ${colors.surface} on surface ${colors.surface} is 1.00:1, below 4.5:1 for text (WCAG 1.4.3)`,
      ),
    );
  });

  it("a folder of an earlier config version still loads, with a note for each failing pair", () => {
    const { dir, colors } = brandWith("primaryText", "primary", undefined);
    const result = validateBrand(dir);
    expect(result.errors.map(formatBrandError).filter((l) => l.includes("/theme/"))).toEqual([]);
    const notes = result.notes.map(formatBrandError).filter((l) => l.includes("/theme/colors/primaryText"));
    expect(notes).toEqual([
      expect.stringContaining(
        `primaryText ${colors.primary} on primary ${colors.primary} is 1.00:1, below 4.5:1 for text (WCAG 1.4.3); refused once the folder is at config version ${CONFIG_VERSION} (brands upgrade)`,
      ),
    ]);
  });

  it("the shipped brands and every brands-history fixture pass", () => {
    const dirs = [
      ...brandDirs("brands"),
      ...readdirSync(HISTORY)
        .filter((release) => !release.includes("."))
        .flatMap((release) => brandDirs(path.join(HISTORY, release))),
    ];
    expect(dirs.length).toBeGreaterThan(3);
    for (const dir of dirs) expect(themeContrastProblems(colorsOf(dir)), dir).toEqual([]);
  });
});
