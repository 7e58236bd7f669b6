import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_IMPORTS, SHARED_FEATURE_KIT } from "../eslint.config.js";
import {
  ADR_046,
  ROOT,
  arrowTable,
  arrowsOf,
  cycles,
  folderGraph,
  twoWayPairs,
  usedArrows,
  withTable,
  type FolderGraph,
} from "./layers";

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(
    Object.entries(edges).map(([from, to]) => [from, new Map(to.map((name) => [name, `${from} imports ${name}`]))]),
  );

describe("layers: one list of feature arrows (ADR 046, ADR 093)", () => {
  const graph = folderGraph();

  it("ADR 046's arrow table is the one written from FEATURE_IMPORTS (npm run adr:layers)", () => {
    const adr = readFileSync(ADR_046, "utf8");
    expect(withTable(adr, arrowTable(FEATURE_IMPORTS, SHARED_FEATURE_KIT))).toBe(adr);
  });

  it("every arrow has a one-line reason", () => {
    for (const [from, to] of Object.entries(FEATURE_IMPORTS))
      for (const [name, why] of Object.entries(to)) expect(why.trim(), `${from} → ${name}`).toMatch(/^[^\n|]{10,}$/);
  });

  it("every arrow is one an import needs, and every import of another area is an arrow", () => {
    const used = usedArrows(graph, SHARED_FEATURE_KIT);
    const allowed = arrowsOf(FEATURE_IMPORTS);
    expect(allowed.filter((arrow) => !used.includes(arrow))).toEqual([]);
    expect(used.filter((arrow) => !arrowsOf(FEATURE_IMPORTS).includes(arrow))).toEqual([]);
  });

  it("no two folders of app/ import each other, and no folders import in a cycle", () => {
    expect(twoWayPairs(graph)).toEqual([]);
    expect(cycles(graph)).toEqual([]);
  });

  it("finds a two-way pair and a longer cycle in a graph that has them", () => {
    const bad = graphOf({
      routing: ["ui", "i18n"],
      ui: ["routing"],
      i18n: ["brand"],
      brand: ["routing"],
      shell: ["ui"],
    });
    expect(twoWayPairs(bad)).toEqual(["routing ↔ ui (routing imports ui; ui imports routing)"]);
    expect(cycles(bad)).toEqual([["brand", "i18n", "routing", "ui"]]);
    expect(twoWayPairs(graphOf({ shell: ["ui"], ui: [] }))).toEqual([]);
  });
});

describe("the locale for Intl comes from one function (ADR 093)", () => {
  it("only app/i18n/languages.ts looks a language up in languages.intl or maps pb to pt-BR", () => {
    const app = path.join(ROOT, "app");
    const offenders = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join("i18n", "languages.ts"),
      )
      .filter((file) =>
        /languages\.intl(\s+as\s+[^)]+)?\)?(\?\.)?\[|"pt-BR"/.test(readFileSync(path.join(app, file), "utf8")),
      );
    expect(offenders).toEqual([]);
  });
});
