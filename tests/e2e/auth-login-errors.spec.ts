/**
 * Failed logins (spec §8 login codes): each code's message, the locked, closed and suspended
 * accounts, and login throttling (the platform's own, and ours before the platform is asked),
 * against the sandbox's seeded accounts (docs/contract/accounts.md) and injected answers.
 */
import {
  acceptCookies,
  accountEmail,
  expect,
  SANDBOX_PASSWORD,
  submitLogin,
  test,
  type Site,
  type Translate,
  registerFreshAccount,
} from "./fixtures";
import type { Browser, Page } from "@playwright/test";
import { LOGIN_LOCK_SECONDS } from "./matrix";

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await acceptCookies(context, site);
});

test.describe("login failures (spec §8 login codes)", () => {
  test("each seeded error account shows its own translated message @i18n", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    const cases: [string, string][] = [
      ["code100157", "auth:login.errors.100157"],
      ["code100177", "auth:login.errors.100177"],
      ["remote", "auth:login.errors.maintenance"],
      ["silent", "auth:login.errors.cannotSignIn"],
    ];
    for (const [local, key] of cases) {
      await submitLogin(page, accountEmail(site.brand, local), SANDBOX_PASSWORD);
      await expect(page.getByTestId("login-error"), local).toHaveText(t(key));
    }
    // Unknown e-mail and wrong password are the platform's own answers.
    await submitLogin(page, `nobody-${Date.now()}@example.com`, SANDBOX_PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100166"));
    await submitLogin(page, accountEmail(site.brand, "googlelinked"), "Wrong-Pass1");
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
  });

  test("codes without a seeded account, injected into the platform's answer", async ({ page, site, t, sandbox }) => {
    await page.goto(`/${site.lang}/login`);
    const cases: [number, string][] = [
      [100168, "auth:login.errors.100168"],
      [100164, "auth:login.errors.100164"],
      [100174, "auth:login.errors.100174"],
      [100426, "auth:login.errors.100426"],
      [100427, "auth:login.errors.100427"],
      [100429, "auth:login.errors.100429"],
      [100548, "auth:login.errors.100548"],
      [100549, "auth:login.errors.100549"],
      [100999, "auth:login.errors.generic"],
    ];
    for (const [code, key] of cases) {
      await sandbox.inject({ path: "login", errorCode: code, times: 1, email: `inject-${code}@example.com` });
      await submitLogin(page, `inject-${code}@example.com`, SANDBOX_PASSWORD);
      await expect(page.getByTestId("login-error"), String(code)).toHaveText(t(key));
    }
  });

  test("a KYC lock (100484) shows the locked-account page on every path until back to website @nojs @i18n", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, accountEmail(site.brand, "code100484"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountlocked`);
    const locked = page.getByTestId("locked-account");
    await expect(locked).toHaveAttribute("data-variant", "kyc");
    await expect(locked.getByRole("heading", { level: 1 })).toHaveText(t("account:locked.kyc.title"));
    await expect(locked).toContainText(t("auth:login.errors.100484"));
    await expect(locked.getByRole("heading", { name: t("account:locked.kyc.identityTitle") })).toBeVisible();
    await expect(locked.getByRole("heading", { name: t("account:locked.kyc.addressTitle") })).toBeVisible();
    await expect(locked.getByRole("link", { name: t("account:locked.kyc.send") })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.brand.config.legal.supportEmail}\\?subject=`),
    );
    // Shell precedence: any other page is the locked page too; no header, no game lobby.
    await page.goto(`/${site.lang}/games`);
    await expect(page.getByTestId("locked-account")).toBeVisible();
    await expect(page.locator("header.site-header")).toHaveCount(0);
    if (site.javaScript) {
      await page.goto(`/${site.lang}/accountlocked`);
      await expect(page.getByTestId("locked-copy")).toBeVisible();
      // Back does not leave the page.
      await page.goBack();
      await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountlocked`);
      // The page answers Back with a pushState from its popstate handler; on a busy machine that
      // could run after the next click and cancel the form's navigation: let it run first.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    }
    await page.getByTestId("locked-leave").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByTestId("locked-account")).toHaveCount(0);
    // Without a lock the path has nothing to show.
    await page.goto(`/${site.lang}/accountlocked`);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("closed accounts (100447, 100502, closed reasons) get the closed-account dialog @nojs", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    const cases: [string, string][] = [
      [accountEmail(site.brand, "code100447"), "auth:login.errors.100447"],
      [accountEmail(site.brand, "code100502"), "auth:login.errors.100502"],
      ["inject-100440@example.com", "auth:login.errors.closed"],
    ];
    for (const [emailId, key] of cases) {
      if (emailId.startsWith("inject-"))
        await sandbox.inject({ path: "login", errorCode: 100440, times: 1, email: emailId });
      await page.goto(`/${site.lang}/login`);
      await submitLogin(page, emailId, SANDBOX_PASSWORD);
      const dialog = page.getByRole("dialog", { name: t("account:locked.closed.title") });
      await expect(dialog, emailId).toBeVisible();
      await expect(dialog).toContainText(t(key));
      await expect(dialog.getByRole("link", { name: t("account:locked.closed.reopen") })).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      await dialog.getByTestId("locked-leave").click();
      await expect(page.getByRole("dialog", { name: t("account:locked.closed.title") })).toHaveCount(0);
    }
  });

  test("suspended accounts (100152, 100173) open the suspend modal @nojs", async ({ page, site, t }) => {
    for (const local of ["code100152", "code100173"]) {
      await page.goto(`/${site.lang}/login`);
      await submitLogin(page, accountEmail(site.brand, local), SANDBOX_PASSWORD);
      const modal = page.locator('[data-modal="suspended"]');
      await expect(modal.getByRole("heading", { name: t("auth:suspended.title") })).toBeVisible();
      await expect(modal.getByText(t("auth:suspended.text"))).toBeVisible();
      await expect(modal.getByRole("link", { name: t("auth:suspended.contact") })).toHaveAttribute(
        "href",
        `/${site.lang}/page/contact-us`,
      );
      expect(new URL(page.url()).searchParams.get("modal")).toBe("suspended");
    }
  });

  test("an account on a responsible-gaming break shows its cool-off date (Europe/Berlin)", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, accountEmail(site.brand, "locked"), SANDBOX_PASSWORD);
    const [before, after] = t("auth:login.errors.accountLockedUntil").split("{{date}}");
    const error = page.getByTestId("login-error");
    await expect(error).toContainText(before);
    await expect(error).toContainText(after);
    // The seeded cool-off ends three days from now; the date is printed in the page's locale.
    const locale: string = site.brand.config.languages.intl[site.lang];
    const until = new Date(Date.now() + 3 * 86_400_000);
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(until);
    await expect(error).toContainText(day);
  });

  test("too many failed attempts on one account are refused before the platform is asked", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/login`);
    const account = `throttle-${site.lang}-${Date.now()}@example.com`;
    for (let i = 0; i < 4; i++) {
      await submitLogin(page, account, SANDBOX_PASSWORD);
      await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100166"));
    }
    await submitLogin(page, account, SANDBOX_PASSWORD);
    await expect(page.getByTestId("login-error")).toContainText(lockedText(t));
    // Another account from the same visitor is not affected.
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });

  test("a stranger's 12 wrong passwords pause sign-in for a while; then the owner signs in (ADR 050)", async ({
    page,
    browser,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.slow(); // a dozen sign-ins, then the lock's time (LOGIN_LOCK_SECONDS of the e2e server)
    const account = await registerFreshAccount(server, site, "stranger");
    const lockedAt = await strangerGuesses(page, site, t, account);
    // The owner, in a browser of their own, is told when to come back and offered a reset.
    const owner = await ownerPage(browser, site);
    await submitLogin(owner, account, SANDBOX_PASSWORD);
    await expect(owner.getByTestId("login-error")).toContainText(lockedText(t));
    await expect(owner.getByTestId("login-error-reset")).toBeVisible();
    // Time passes: ours runs out (a short LOGIN_LOCK_SECONDS here); the control moves the platform's.
    await sandbox.expireLoginLock(account);
    await expect(async () => {
      // A sign-in that went through but drew slowly has no form left to submit again.
      if (!(await owner.getByTestId("player-menu").isVisible())) await submitLogin(owner, account, SANDBOX_PASSWORD);
      await expect(owner.getByTestId("player-menu")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 2 * LOCK_MS, intervals: [1000] });
    console.log(`owner signed in ${Date.now() - lockedAt} ms after the lock began`);
    await owner.context().close();
  });

  test("a password reset lifts the sign-in lock at once (ADR 050)", async ({
    page,
    browser,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.slow(); // the stranger's attempts, then forgot, outbox, reset and login
    const account = await registerFreshAccount(server, site, "lockreset");
    const lockedAt = await strangerGuesses(page, site, t, account);
    const owner = await ownerPage(browser, site);
    await submitLogin(owner, account, SANDBOX_PASSWORD);
    await expect(owner.getByTestId("login-error")).toContainText(lockedText(t));
    await owner.getByTestId("login-error-reset").click();
    const forgot = owner.locator('[data-modal="forgot"]');
    await forgot.locator('input[name="email"]').fill(account);
    await forgot.locator('input[name="email"]').press("Enter");
    await expect(owner.getByTestId("forgot-sent")).toContainText(account);
    let token: string | null = null;
    await expect
      .poll(async () => {
        token = (await sandbox.outbox(account))[0]?.link?.match(/resetPasswordToken=([^&\s"]+)/)?.[1] ?? null;
        return token;
      })
      .not.toBeNull();
    await owner.goto(`/${site.lang}?resetPasswordToken=${token}`);
    const reset = owner.locator('[data-modal="reset"]');
    const fresh = "Unlocked9pass";
    await reset.locator('input[name="password"]').fill(fresh);
    await reset.locator('input[name="confirmPassword"]').fill(fresh);
    await reset.getByRole("button", { name: t("auth:reset.submit") }).click();
    await expect(owner.getByTestId("reset-done")).toBeVisible();
    await owner.goto(`/${site.lang}/login`);
    await submitLogin(owner, account, fresh);
    await expect(owner.getByTestId("player-menu")).toBeVisible();
    // Before the lock's own time ran out: the reset lifted it, not the clock.
    expect(Date.now() - lockedAt).toBeLessThan(LOCK_MS);
    await owner.context().close();
  });
});

/** LOGIN_LOCK_SECONDS of the e2e server (playwright.config.ts), in ms. */
const LOCK_MS = LOGIN_LOCK_SECONDS * 1000;

/** The start of our own lock message, before its number of minutes. */
const lockedText = (t: Translate) => t("auth:login.errors.locked_other").split("{{count}}")[0];

/**
 * A stranger's dozen wrong passwords: the platform answers the first four; from the fifth the
 * front end refuses on its own, with a reset link. Returns when the lock began.
 */
async function strangerGuesses(page: Page, site: Site, t: Translate, account: string): Promise<number> {
  await page.goto(`/${site.lang}/login`);
  const error = page.getByTestId("login-error");
  let lockedAt = 0;
  for (let attempt = 1; attempt <= 12; attempt++) {
    await submitLogin(page, account, `Wrong-Pass${attempt}`);
    if (attempt < 5) await expect(error, `attempt ${attempt}`).toHaveText(t("auth:login.errors.100161"));
    else await expect(error, `attempt ${attempt}`).toContainText(lockedText(t));
    if (attempt === 4) lockedAt = Date.now();
  }
  await expect(page.getByTestId("login-error-reset")).toHaveAttribute("href", /modal=forgot/);
  return lockedAt;
}

/** The account's owner in a browser of their own (cookies accepted, on the login page). */
async function ownerPage(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.origin, javaScriptEnabled: site.javaScript });
  await acceptCookies(context, site);
  const owner = await context.newPage();
  await owner.goto(`/${site.lang}/login`);
  return owner;
}
