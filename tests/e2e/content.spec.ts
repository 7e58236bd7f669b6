/** CMS pages at /{lang}/page/{url} (spec §2): rendered in the page language; unknown → 404. */
import { expect, seededContent, test } from "./fixtures";

const PAGES = ["terms", "privacy", "faq", "contact-us", "cookie-policy", "responsible-gaming"];

test("content pages render with the seeded title in the page language @nojs @i18n", async ({ page, site }) => {
  // The pages the sandbox seeds (sandbox/seed/content.ts), not what it answers now: a page it lost
  // must fail here, not turn into an expected 404.
  const seeded = seededContent(site.brand).staticPages;
  const find = (url: string, lang: string) => seeded.find((p) => p.url_path === url && p.language === lang);
  for (const url of PAGES) {
    const expected = find(url, site.lang);
    const response = await page.goto(`/${site.lang}/page/${url}`);
    if (!expected) {
      // Not written in this language: the page is not found (no server fallback, spec §2).
      expect(response?.status(), url).toBe(404);
      continue;
    }
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(String(expected.head));
    await expect(page, url).toHaveTitle(String(expected.meta_title));
    await expect(page.locator("article .cms"), url).not.toContainText("{{");
    const english = find(url, "en");
    if (site.lang !== "en" && english) expect(expected.head, `${url} is translated`).not.toBe(english.head);
  }
});

test("an unknown content page is the 404 page @nojs", async ({ page, site, t }) => {
  const response = await page.goto(`/${site.lang}/page/no-such-page-e2e`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("shell:notFound.title") })).toBeVisible();
  await expect(page.locator("header.site-header")).toBeVisible();
  await page.getByRole("link", { name: t("shell:notFound.home") }).click();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
});
