/**
 * axe-core over the page as a player sees it: the bar is 0 serious or critical
 * violations on every page and open modal, per brand. Moderate and minor findings are listed in
 * the failure message but do not fail the check, so a report shows the whole picture.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const BLOCKING = new Set(["serious", "critical"]);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? "unknown",
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

/** Fails on any serious or critical finding; `where` names the page or modal in the message. */
export async function expectNoSeriousAxe(page: Page, where: string, include?: string) {
  const findings = await axeFindings(page, include);
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  expect(blocking, `axe on ${where}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
