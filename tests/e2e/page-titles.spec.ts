/**
 * Issue 24 §2: every page has a translated <title> in the page's language, the not-found,
 * fallback, account and pre-check pages too. One visit per route kind; the paths that come from
 * data (a group's see-all page, a game, a policy) are taken from the links the site renders.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { accountEmail, expect, signIn, test, type Site, type Translate } from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
const slug = (kind: string, lang: string) => slugs[kind][lang] ?? slugs[kind].en;

/** The href of the first link on the page whose path starts with `prefix` and matches `pattern`. */
async function firstLink(page: Page, prefix: string, pattern: RegExp = /./): Promise<string> {
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h.split("?")[0]));
  if (!href) throw new Error(`no link ${prefix}… ${pattern} on ${page.url()}`);
  return href;
}

/** Visits `path` and checks its title: the expected one when given, else non-empty and not the bare brand name. */
async function expectTitle(page: Page, site: Site, where: string, expected?: string) {
  await page.goto(where);
  const title = await page.title();
  const at = `${where} (at ${new URL(page.url()).pathname})`;
  if (expected) expect(title, at).toBe(expected);
  expect(title.trim(), at).not.toBe("");
  expect(title.trim(), at).not.toBe(site.brand.name);
}

test.describe("page titles (issue 24 §2)", () => {
  test("a guest's pages each have their own title in the page language @i18n @nojs", async ({
    page,
    site,
    t,
    server,
  }) => {
    const L = `/${site.lang}`;
    const games = `${L}/${slug("games", site.lang)}`;
    await expectTitle(page, site, L);
    await expectTitle(page, site, games);
    const seeAll = await firstLink(page, `${L}/`, /\/all$/);
    const studio = await firstLink(page, `${L}/`, /\/studio\/[^/]+$/);
    const theme = await firstLink(page, `${L}/`, /\/theme\/[^/]+$/);
    const game = await firstLink(page, `${L}/gameplay/`);
    const { policyConfigs } = await server.platform<{ policyConfigs: { policyUrl: string }[] }>("policy/getPolicies", {
      language: site.lang,
    });
    const policy = `${L}/${slug("policy", site.lang)}/${policyConfigs[0].policyUrl}`;
    for (const listing of [seeAll, studio, theme, `${L}/allgames`, `${L}/all-lobbies`])
      await expectTitle(page, site, listing);
    await expectTitle(page, site, game);
    await expectTitle(page, site, policy);
    if (site.brand.features.liveCasino) await expectTitle(page, site, `${L}/${slug("livegames", site.lang)}`);
    if (site.brand.features.promotions) await expectTitle(page, site, `${L}/promotions`);
    await expectTitle(page, site, `${L}/search?q=a`);
    await expectTitle(page, site, `${L}/page/faq`);
    for (const kind of ["login", "forgotpassword", "register/step1"]) await expectTitle(page, site, `${L}/${kind}`);
    await expectStatusTitles(page, site, t);
  });

  test("a player's account pages each have their own title @i18n @nojs", async ({ page, site, t }) => {
    const L = `/${site.lang}`;
    await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
    await expectTitle(page, site, `${L}/myaccount`, t("account:home.pageTitle", { brand: site.brand.name }));
    await expectTitle(page, site, `${L}/myaccount?page=realitycheck`, t("games:precheck.realitycheck.title"));
    // player@ is verified: the identity page is its status view.
    await expectTitle(page, site, `${L}/myaccount?page=confirmidentity`, t("account:verification.verified.title"));
    await expectTitle(page, site, `${L}/myaccount/limits`, t("account:limits.title"));
    await expectTitle(page, site, `${L}/setlimits`, t("account:limits.title"));
    await expectTitle(page, site, `${L}/myaccount/preferencecenter`, t("account:preferences.title"));
    await expectTitle(page, site, `${L}/myaccount/cashier`, t("account:portfolio.title"));
    await expectTitle(page, site, `${L}/myaccount/security/reality-check`);
    await expectTitle(page, site, `${L}/accountstatus`);
    await expectTitle(page, site, `${L}/setmonthlydepositlimit`);
    await expectTitle(page, site, `${L}/otp`);
    // The status pages keep their titles for players too.
    await expectStatusTitles(page, site, t);
  });
});

/** An unknown lobby and an unknown group are "not found"; a path deeper than any pattern is the fallback page. */
async function expectStatusTitles(page: Page, site: Site, t: Translate) {
  const L = `/${site.lang}`;
  const notFound = t("shell:notFound.pageTitle", { brand: site.brand.name });
  await expectTitle(page, site, `${L}/no-such-lobby-e2e`, notFound);
  await expectTitle(page, site, `${L}/${slug("games", site.lang)}/no-such-group-e2e`, notFound);
  await expectTitle(page, site, `${L}/a/b/c/d/e`, t("shell:fallback.pageTitle", { brand: site.brand.name }));
}
