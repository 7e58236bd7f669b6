/**
 * Touch targets on a phone (issue 24 §4, WCAG 2.2 SC 2.5.8): every link and control on the home and
 * lobby pages at 360 px is at least 24 × 24 CSS px, or far enough from its neighbours, as axe-core's
 * `target-size` rule (the check behind Lighthouse's accessibility audit of the same name) measures it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { acceptCookies, expect, test, waitForHydration } from "./fixtures";
import { ROOT } from "./matrix";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;

interface TargetViolation {
  target: string;
  summary: string;
}

test.describe("touch targets at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const pageKind of ["home", "lobby"] as const) {
    test(`${pageKind}: every target passes axe target-size`, async ({ page, site, context }) => {
      await acceptCookies(context, site);
      const pathname = pageKind === "home" ? `/${site.lang}` : `/${site.lang}/${slugs.games[site.lang]}`;
      await page.goto(pathname);
      await waitForHydration(page);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<any> } }).axe;
        const result = await axe.run(document, { runOnly: { type: "rule", values: ["target-size"] } });
        return result.violations.flatMap((violation: any) =>
          violation.nodes.map((node: any) => ({ target: node.target.join(" "), summary: node.failureSummary })),
        ) as TargetViolation[];
      });
      expect(violations, violations.map((v) => `${v.target}: ${v.summary}`).join("\n")).toEqual([]);
    });
  }
});
