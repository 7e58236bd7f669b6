import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLine, playwrightCounts, vitestCounts } from "./test-reports";

const spec = (title: string, line: number, status: string, errors: (string | undefined)[]) => ({
  title,
  file: "withdraw.spec.ts",
  line,
  tests: [
    {
      projectName: "andina-es",
      expectedStatus: "passed",
      status,
      results: errors.map((message) => (message ? { error: { message } } : {})),
    },
  ],
});

describe("test reports for the npm test summary", () => {
  it("names Playwright's failed and retried tests with their first error line", () => {
    const counts = playwrightCounts({
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          specs: [spec("passes", 3, "expected", [undefined])],
          suites: [
            {
              specs: [
                spec("breaks", 10, "unexpected", [
                  "\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nCall log:",
                ]),
                spec("wobbles", 20, "flaky", ["Timeout 5000ms exceeded.", undefined]),
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error: webServer exited early" }],
    });
    expect(counts).toMatchObject({ passed: 2, failed: 2, skipped: 2 });
    expect(counts.failures).toEqual([
      "[andina-es] withdraw.spec.ts:10 › breaks: Error: expect(locator).toBeVisible()",
      "Error: webServer exited early",
    ]);
    expect(counts.flaky).toEqual(["[andina-es] withdraw.spec.ts:20 › wobbles: Timeout 5000ms exceeded."]);
  });

  it("names vitest's failed tests, and a file that failed to load", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const counts = vitestCounts({
      numPassedTests: 4,
      numFailedTests: 1,
      numRuntimeErrors: 0,
      testResults: [
        {
          name: path.join(root, "app/a.test.ts"),
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a breaks", failureMessages: ["AssertionError: expected 1 to be 2\n at x"] },
          ],
        },
        { name: path.join(root, "app/b.test.ts"), status: "failed", message: "SyntaxError: bad", assertionResults: [] },
      ],
    });
    expect(counts.failures).toEqual([
      "app/a.test.ts › a breaks: AssertionError: expected 1 to be 2",
      "app/b.test.ts: SyntaxError: bad",
    ]);
  });

  it("keeps a summary line short", () => {
    expect(firstLine(`\n  ${"x".repeat(500)}`)).toHaveLength(160);
    expect(firstLine(undefined)).toBe("");
  });
});
