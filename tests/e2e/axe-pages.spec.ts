/**
 * Issue 35 §1: axe finds no serious or critical violation on the site's pages, per brand, on a
 * 360 px phone and a 1440 px desktop: the guest's pages (home, casino and live lobbies, a see-all
 * list, promotions, a content and a policy page, search, the login page) and a player's pages
 * (home and lobby with the header balance, account home, portfolio, limits, preferences, account
 * status, the documents index and each documents page). Modals and the cookie banner have their
 * own axe tests; the banner is accepted here so that it covers nothing.
 * Beside axe's blocking findings, two moderate ones of the issue: one h1 on home, and headings
 * that go down one level at a time on the documents pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { acceptCookies, accountEmail, expect, signIn, test, waitForHydration, type Site } from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
const slug = (kind: string, lang: string) => slugs[kind][lang] ?? slugs[kind].en;

/** Visits `where`, waits until React runs it, and checks it with axe. */
async function checkPage(page: Page, site: Site, where: string) {
  await page.goto(where);
  if (site.javaScript) await waitForHydration(page);
  await expectNoSeriousAxe(page, `${where} (at ${new URL(page.url()).pathname})`);
}

/** The hrefs of the documents index's rows (identity, address, source of income). */
async function documentsPages(page: Page, site: Site): Promise<string[]> {
  await page.goto(`/${site.lang}/myaccount/documents`);
  const hrefs = await page
    .locator('a[data-testid^="documents-index-"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length, "the documents index lists its pages").toBeGreaterThan(0);
  return hrefs;
}

/**
 * The levels of the headings a screen reader lists, in page order: rendered (a closed menu's are
 * not; a visually hidden one is) and not under aria-hidden.
 */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings
        .filter((h) => h.checkVisibility() && !h.closest('[aria-hidden="true"]'))
        .map((h) => Number(h.tagName.slice(1))),
    );
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`axe on the pages at ${viewport.width} px (issue 35 §1)`, () => {
    test.use({ viewport });
    // Up to seven pages a test, each loaded and audited in full: over a minute on a busy 2-core machine.
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ context, site }) => {
      await acceptCookies(context, site);
    });

    test("a guest's lobbies have no serious or critical finding", async ({ page, site }) => {
      const L = `/${site.lang}`;
      await checkPage(page, site, L);
      await checkPage(page, site, `${L}/${slug("games", site.lang)}`);
      await checkPage(page, site, `${L}/allgames`);
      if (site.brand.features.liveCasino) await checkPage(page, site, `${L}/${slug("livegames", site.lang)}`);
    });

    test("a guest's content pages have no serious or critical finding", async ({ page, site, server }) => {
      const L = `/${site.lang}`;
      if (site.brand.features.promotions) await checkPage(page, site, `${L}/promotions`);
      await checkPage(page, site, `${L}/page/faq`);
      const { policyConfigs } = await server.platform<{ policyConfigs: { policyUrl: string }[] }>(
        "policy/getPolicies",
        { language: site.lang },
      );
      await checkPage(page, site, `${L}/${slug("policy", site.lang)}/${policyConfigs[0].policyUrl}`);
      await checkPage(page, site, `${L}/search?q=a`);
      await checkPage(page, site, `${L}/login`);
    });

    test("a player's pages have no serious or critical finding", async ({ page, site }) => {
      const L = `/${site.lang}`;
      await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
      await checkPage(page, site, L);
      await checkPage(page, site, `${L}/${slug("games", site.lang)}`);
      await checkPage(page, site, `${L}/myaccount`);
      await checkPage(page, site, `${L}/myaccount/cashier`);
      await checkPage(page, site, `${L}/myaccount/limits`);
      await checkPage(page, site, `${L}/myaccount/preferencecenter`);
      await checkPage(page, site, `${L}/accountstatus`);
    });

    test("a player's documents pages have no serious or critical finding", async ({ page, site }) => {
      await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
      await checkPage(page, site, `/${site.lang}/myaccount/documents`);
      for (const href of await documentsPages(page, site)) await checkPage(page, site, href);
    });
  });
}

test.describe("headings (issue 35 §1, moderate)", () => {
  test("home has one h1, for a guest and a player", async ({ page, site, context }) => {
    await acceptCookies(context, site);
    await page.goto(`/${site.lang}`);
    expect(await headingLevels(page), "guest").toContain(1);
    await expect(page.locator("h1")).toHaveCount(1);
    await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
    await page.goto(`/${site.lang}`);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("the documents pages open with their h1 and never skip a level going down", async ({ page, site, context }) => {
    await acceptCookies(context, site);
    await signIn(page, site, accountEmail(site.brand, "player"));
    for (const href of [`/${site.lang}/myaccount/documents`, ...(await documentsPages(page, site))]) {
      await page.goto(href);
      const levels = await headingLevels(page);
      expect(levels[0], `${href}: ${levels.join(" ")}`).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1], `${href}: ${levels.join(" ")}`).toBeLessThanOrEqual(1);
      });
    }
  });
});
