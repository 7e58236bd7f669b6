/**
 * Spec §2 / issue 24 §2: a guest on an account page (limits, setlimits, preference centre,
 * reality check, the account home) gets the login modal, not a silent trip home, and comes back
 * to that page after logging in, with JavaScript and without.
 */
import { accountEmail, expect, loginForm, SANDBOX_PASSWORD, submitLogin, test } from "./fixtures";

/** Account pages and the account-namespace key of their heading. */
const PAGES = [
  { path: "myaccount/limits", heading: "account:limits.title" },
  { path: "setlimits", heading: "account:limits.title" },
  { path: "myaccount/preferencecenter", heading: "account:preferences.title" },
  { path: "myaccount/cashier", heading: "account:portfolio.title" },
  { path: "myaccount/security/reality-check", heading: "account:realityCheck.title" },
  { path: "myaccount", heading: "account:home.title" },
  { path: "myaccount/documents", heading: "kyc:documents.index.title" },
];

test.describe("guests on account pages log in and come back (spec §2)", () => {
  for (const { path, heading } of PAGES) {
    test(`${path}: the login modal opens, and after login the page is shown @nojs`, async ({
      page,
      site,
      t,
      server,
    }) => {
      const target = `/${site.lang}/${path}`;
      const loginAt = `/${site.lang}?modal=login&redirectUrl=${encodeURIComponent(target)}`;
      const res = await server.get(target);
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe(loginAt);
      expect(res.headers()["cache-control"]).toContain("no-store");

      await page.goto(target);
      await expect(page).toHaveURL(`${site.origin}${loginAt}`);
      await expect(loginForm(page, "modal")).toBeVisible();
      await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD, "modal");
      await expect(page).toHaveURL(`${site.origin}${target}`);
      await expect(page.getByRole("heading", { level: 1, name: t(heading) })).toBeVisible();
    });
  }

  test("the account home links to each account page @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login?redirectUrl=${encodeURIComponent(`/${site.lang}/myaccount`)}`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount`);
    await expect(page.getByText(t("account:home.intro"))).toBeVisible();
    await page.getByTestId("account-link-limits").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/limits`);
    await expect(page.getByRole("heading", { level: 1, name: t("account:limits.title") })).toBeVisible();
    await page.goto(`/${site.lang}/myaccount`);
    await page.getByTestId("account-link-documents").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/documents`);
    await expect(page.getByRole("heading", { level: 1, name: t("kyc:documents.index.title") })).toBeVisible();
  });
});
