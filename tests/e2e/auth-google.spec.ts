/**
 * Google sign-in through the sandbox's identity provider (spec §4, §8): offered where the brand
 * enables it, the codes of its own Google identities, and linking a password account (which
 * changes google@ for good per server run: the no-JavaScript linking test uses player@).
 */
import { acceptCookies, accountEmail, expect, guestLoginLink, loginForm, SANDBOX_PASSWORD, test } from "./fixtures";

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await acceptCookies(context, site);
});

test.describe("Google sign-in (sandbox identity provider)", () => {
  test("is offered only where the brand enables it", async ({ page, site, t, server }) => {
    await page.goto(`/${site.lang}/login`);
    const button = page.getByRole("link", { name: t("auth:login.google") });
    if (site.brand.features.googleSignIn) await expect(button).toBeVisible();
    else {
      await expect(button).toHaveCount(0);
      expect((await server.get(`/${site.lang}/auth/google`)).status()).toBe(404);
    }
  });

  test("a Google-linked account signs in and returns to the page it started from @nojs", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    await page.goto(`/${site.lang}/page/contact-us?modal=login`);
    await loginForm(page, "modal")
      .getByRole("link", { name: t("auth:login.google") })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/idp\/google\/authorize/);
    await page.getByRole("button", { name: new RegExp(`^${accountEmail(site.brand, "googlelinked")}`) }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/contact-us`);
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });

  test("a tampered state is refused", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    await page.goto(`/${site.lang}/auth/google/callback?code=abc&state=forged`);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login`);
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.googleFailed"));
  });

  test("an e-mail without an account is offered registration (100166)", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    const fresh = `new-${site.lang}-${Date.now()}@example.com`;
    await page.locator("input#email").fill(fresh);
    await page.getByRole("button", { name: "Continue" }).click();
    const offer = page.getByTestId("google-register");
    await expect(offer).toContainText(fresh);
    await expect(offer.getByRole("link", { name: t("auth:googleRegister.register") })).toHaveAttribute(
      "href",
      /modal=register/,
    );
  });

  test("100427 and 100429 come from the sandbox's own Google identities", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    const cases: [RegExp, string][] = [
      [new RegExp(`^${accountEmail(site.brand, "googleother")}`), "auth:login.errors.100427"],
      [new RegExp(`^renamed-${accountEmail(site.brand, "googlelinked")}`), "auth:login.errors.100429"],
    ];
    for (const [choice, key] of cases) {
      await page.goto(`/${site.lang}/login`);
      await page.getByRole("link", { name: t("auth:login.google") }).click();
      await page.getByRole("button", { name: choice }).click();
      await expect(page).toHaveURL(`${site.origin}/${site.lang}/login`);
      await expect(page.getByTestId("login-error")).toHaveText(t(key));
    }
  });

  test("100428: a password account links Google with its password, then signs in with Google alone", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    // Linking changes the account for good (per server run): once per brand, in its default language.
    test.skip(site.lang !== site.brand.defaultLanguage, "once per brand");
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    await page
      .getByRole("button", { name: new RegExp(accountEmail(site.brand, "google")) })
      .first()
      .click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
    const view = page.getByTestId("link-google");
    await expect(view).toContainText(accountEmail(site.brand, "google"));
    await view.locator('input[name="password"]').fill("Wrong-Pass1");
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    await view.locator('input[name="password"]').fill(SANDBOX_PASSWORD);
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("player-menu")).toBeVisible();

    await page.getByTestId("player-menu").locator("summary").click();
    await page.getByTestId("logout").click();
    await expect(guestLoginLink(page, t)).toBeVisible();
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    await page.getByRole("button", { name: new RegExp(`^${accountEmail(site.brand, "google")}`) }).click();
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });
});

test.describe("Google account linking without JavaScript", () => {
  test("a wrong password keeps the link view @nojs", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    test.skip(site.javaScript, "no-JavaScript flow");
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    // player@ is a password account without Google (google@ may have been linked by the JS run).
    await page.locator("input#email").fill(accountEmail(site.brand, "player"));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
    const view = page.getByTestId("link-google");
    await view.locator('input[name="password"]').fill("Wrong-Pass1");
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    // Still the password-only view for the same Google e-mail: no second trip through Google.
    await expect(page.getByTestId("link-google")).toContainText(accountEmail(site.brand, "player"));
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
  });
});
