/**
 * Spec §2 shell precedence driven by the sandbox controls: blocked country > maintenance > site;
 * and a platform that hangs or trickles bytes (ADR 051): the page still arrives, branded.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { PORT } from "./matrix";
import { startApp, startSlowPlatform, type Running, type SlowPlatform } from "../support/slow-platform";

test("maintenance page while the platform answers 150, normal site after reset @nojs @i18n", async ({
  page,
  site,
  sandbox,
  t,
}) => {
  await sandbox.maintenance(true);
  const response = await page.goto(`/${site.lang}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: t("shell:maintenance.title") })).toBeVisible();
  await expect(page.getByText(t("shell:maintenance.statement", { brand: site.brand.name }))).toBeVisible();
  await expect(page.locator("header.site-header")).toHaveCount(0);

  await sandbox.reset();
  const back = await page.goto(`/${site.lang}`);
  expect(back?.status()).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("shell:maintenance.title") })).toHaveCount(0);
});

test("country-blocked page via the country control @nojs", async ({ page, site, sandbox, t }) => {
  await sandbox.country("US", true);
  const response = await page.goto(`/${site.lang}`);
  expect(response?.status()).toBe(451);
  await expect(page.getByRole("heading", { level: 1, name: t("shell:blocked.title") })).toBeVisible();
  await expect(page.getByText(t("shell:blocked.noticeWithCountry", { country: "US" }))).toBeVisible();
  await expect(page.getByRole("link", { name: t("shell:blocked.helpCentre") })).toHaveAttribute("href", /^mailto:/);
  await expect(page.locator("header.site-header")).toHaveCount(0);

  // Every page, not just home.
  expect((await page.goto(`/${site.lang}/page/faq`))?.status()).toBe(451);
  // (Blocked > maintenance cannot be shown with the sandbox: in maintenance every call answers
  // 150, country/countryblock included, so the app never learns the country.)

  await sandbox.reset();
  expect((await page.goto(`/${site.lang}`))?.status()).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
});

test("maintenance page on content pages too @nojs", async ({ page, site, sandbox, t }) => {
  await sandbox.maintenance(true);
  const response = await page.goto(`/${site.lang}/page/terms`);
  await expect(page.getByRole("heading", { level: 1, name: t("shell:maintenance.title") })).toBeVisible();
  expect(response?.status()).toBe(503);
});

/** Loads a page and marks its document: the mark survives only client-side navigations. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("maintenance and a blocked country also show on a click to another page, without a reload", async ({
  page,
  site,
  sandbox,
  t,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tab = (key: string) =>
    page.locator(".site-header__tabs").getByRole("link", { name: t(`shell:nav.${key}`), exact: true });

  await openHydrated(page, `/${site.lang}`);
  await sandbox.maintenance(true);
  await tab("casino").click();
  await expect(page.getByRole("heading", { level: 1, name: t("shell:maintenance.title") })).toBeVisible();
  await expect(page.locator("header.site-header")).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);

  await sandbox.reset();
  await openHydrated(page, `/${site.lang}`);
  await sandbox.country("US", true);
  await tab("support").click();
  await expect(page.getByRole("heading", { level: 1, name: t("shell:blocked.title") })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test.describe("a platform that does not answer (ADR 051)", () => {
  // A second production server of this build, pointed at a platform that never answers. Off the
  // brand ports of npm test (E2E_PORT + brand index), the copied brand's (+40) and screenshots' (+50).
  const APP_PORT = PORT + 60;
  const PLATFORM_PORT = PORT + 70;
  let platform: SlowPlatform;
  let app: Running;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    platform = await startSlowPlatform(PLATFORM_PORT, "hang");
    app = await startApp(APP_PORT, `http://127.0.0.1:${PLATFORM_PORT}`);
    // One page first: a cold server's first render would otherwise be part of the figure.
    await (await fetch(`http://127.0.0.1:${APP_PORT}/`)).text();
  });
  test.afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  for (const mode of ["hang", "trickle"] as const) {
    test(`a branded page arrives within the page's deadline when the platform ${mode}s`, async ({ page, site, t }) => {
      platform.mode = mode;
      const origin = `http://${site.brand.id}.localhost:${APP_PORT}`;
      for (const path of ["/", `/${site.lang}`]) {
        const started = Date.now();
        await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
        await expect(page.locator("header.site-header")).toBeVisible();
        await expect(page.locator("footer.site-footer")).toContainText(site.brand.config.legal.companyName);
        const ms = Date.now() - started;
        console.log(`time to branded page with a platform that ${mode}s (${origin}${path}): ${ms} ms`);
        // The deadline is 3 s; the bound is generous so a busy machine does not fail it.
        expect(ms).toBeLessThan(6000);
      }
      await expect(page).toHaveURL(`${origin}/${site.lang}`);
      // The lobby says it has nothing to show rather than waiting for the platform.
      await expect(page.getByText(t("lobby:noGamesAvailable"))).toBeVisible();
    });
  }
});
