import { describe, expect, it } from "vitest";
import { durationsFromReports, planShards, readDurations, specFiles } from "./e2e-shards";

describe("planShards", () => {
  it("splits by measured time, not by count: one long file weighs as much as many short ones", () => {
    const durations = { "long.spec.ts": 100, "a.spec.ts": 30, "b.spec.ts": 30, "c.spec.ts": 30, "d.spec.ts": 10 };
    const shards = planShards(Object.keys(durations), durations, 2);
    expect(shards.map((s) => s.seconds)).toEqual([100, 100]);
    expect(shards.map((s) => s.files)).toEqual([
      ["long.spec.ts"],
      ["a.spec.ts", "b.spec.ts", "c.spec.ts", "d.spec.ts"],
    ]);
  });

  it("runs every file exactly once, and counts a file it has no time for as the average file", () => {
    const durations = { "a.spec.ts": 10, "b.spec.ts": 30 };
    const files = ["a.spec.ts", "b.spec.ts", "new.spec.ts"];
    const shards = planShards(files, durations, 2);
    expect(shards.flatMap((s) => s.files).sort()).toEqual(files);
    expect(shards.map((s) => s.seconds).sort()).toEqual([30, 30]);
  });

  it("leaves out empty shards when there are more shards than files", () => {
    expect(planShards(["a.spec.ts"], {}, 3)).toEqual([{ files: ["a.spec.ts"], seconds: 1 }]);
  });

  it("knows every spec file the suite has (tests/e2e/durations.json is refreshed with --update)", () => {
    const durations = readDurations();
    const files = specFiles();
    expect(files.length).toBeGreaterThan(0);
    // A file missing here still runs (as the average file); this only keeps the balance honest.
    expect(files.filter((f) => !(f in durations))).toEqual([]);
  });
});

describe("durationsFromReports", () => {
  it("sums each file's attempts over a brand's projects and averages over the brands", () => {
    const result = (ms: number) => ({ duration: ms });
    const report = {
      suites: [
        {
          file: "a.spec.ts",
          specs: [
            { tests: [{ projectName: "solbet-pb", results: [result(4000), result(2000)] }] },
            { tests: [{ projectName: "solbet-nojs", results: [result(1000)] }] },
          ],
          suites: [{ specs: [{ tests: [{ projectName: "my-brand-es", results: [result(3000)] }] }] }],
        },
      ],
    };
    // solbet 7 s, my-brand 3 s (a brand id may hold a hyphen): 5 s per brand.
    expect(durationsFromReports([report])).toEqual({ "a.spec.ts": 5 });
  });
});
