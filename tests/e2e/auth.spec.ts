/**
 * Login, logout, Google sign-in, password recovery, the player header with live balance and
 * login throttling (spec §2, §4, §8): with and without JavaScript, against the sandbox's
 * seeded accounts (docs/contract/accounts.md), its outbox, identity provider and controls.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { beforeHydration, expect, holdRequests, htmlLangOf, test, translator, waitForHydration, type Site, type Translate } from "./fixtures";
import { SERVER } from "./matrix";

const PASSWORD = "Sandbox123";
const email = (site: Site, local: string) => `${local}@${site.brand.id}.test`;

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await context.addCookies([{ name: "cookieConsent", value: "accepted", url: site.origin }]);
});

/** The login form of the page (variant page) or of the open modal. */
function loginForm(page: Page, where: "page" | "modal" = "page"): Locator {
  return where === "modal" ? page.locator('[data-modal="login"]') : page.locator(".page-form");
}

async function submitLogin(page: Page, emailId: string, password: string, where: "page" | "modal" = "page") {
  const form = loginForm(page, where);
  await form.locator('input[name="emailId"]').fill(emailId);
  await form.locator('input[name="password"]').fill(password);
  // Wait for this attempt's answer (messages can repeat, so the text alone proves nothing).
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(`/${new URL(page.url()).pathname.split("/")[1]}/login`)),
    form.getByTestId("login-submit").click(),
  ]);
}

async function loginOnPage(page: Page, site: Site, emailId: string, password = PASSWORD) {
  await page.goto(`/${site.lang}/login`);
  await submitLogin(page, emailId, password);
  await expect(page.getByTestId("player-menu")).toBeVisible();
}

const guestLogin = (page: Page, t: Translate) => page.locator("header.site-header").getByRole("link", { name: t("shell:header.login"), exact: true });

async function control(api: APIRequestContext, name: string, body: Record<string, unknown>) {
  const res = await api.post(`${SERVER}/sandbox/controls/${name}`, { data: body });
  expect(res.status(), `control ${name}: ${await res.text()}`).toBe(200);
}

/** player@'s seeded wallet (cash 150, bonus 20 of which freebet 5): real-play tests earlier in the run spend from it. */
async function seededWallet(api: APIRequestContext, site: Site) {
  await control(api, "balance", { site: site.brand.id, email: email(site, "player"), cash: 150, bonus: 20, freebet: 5, drp: 0 });
}

/** "R$ 1.234,56" style, as the brand formats money (spec §5); only what the assertions need. */
function money(site: Site, amount: number): string {
  const c = site.brand.config.currency;
  const [whole, fraction] = amount.toFixed(c.decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousandsSeparator);
  const number = fraction ? `${grouped}${c.decimalSeparator}${fraction}` : grouped;
  const gap = c.space ? "\u00a0" : "";
  return c.position === "before" ? `${c.symbol}${gap}${number}` : `${number}${gap}${c.symbol}`;
}

test.describe("login and logout", () => {
  test("the login modal's code loads on demand: not with the page, but when Log in is pointed at; a modal URL hydrates with its modal", async ({ page, site, t }) => {
    test.skip(!site.javaScript, "script loading");
    const modalChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/AuthModals-[\w-]+\.js$/.test(new URL(request.url()).pathname)) modalChunks.push(request.url());
    });
    await page.goto(`/${site.lang}`);
    await page.waitForLoadState("networkidle");
    expect(modalChunks).toEqual([]);
    const login = guestLogin(page, t);
    const fetched = page.waitForRequest((request) => /\/assets\/AuthModals-[\w-]+\.js$/.test(request.url()));
    await login.hover();
    await fetched;
    await login.click();
    await expect(loginForm(page, "modal").getByRole("heading", { name: t("auth:login.title") })).toBeVisible();

    // Opened by its URL, in a fresh page: the server renders it, and hydration keeps the very
    // element the server sent (a mismatch would make React discard it and draw a new one).
    const fresh = await page.context().newPage();
    const errors: string[] = [];
    fresh.on("pageerror", (error) => errors.push(error.message));
    fresh.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await fresh.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverModal: Element | null }).serverModal = document.querySelector('[data-modal="login"]');
      });
    });
    await fresh.goto(`/${site.lang}?modal=login`);
    await fresh.waitForLoadState("networkidle");
    const modal = loginForm(fresh, "modal");
    await modal.getByRole("button", { name: t("auth:password.show") }).click();
    await expect(modal.locator('input[name="password"]')).toHaveAttribute("type", "text");
    expect(await fresh.evaluate(() => (window as unknown as { serverModal: Element | null }).serverModal === document.querySelector('[data-modal="login"]'))).toBe(true);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
    await fresh.close();
  });

  test("a modal whose code cannot be fetched says so and offers to try again", async ({ page, site, t }) => {
    test.skip(!site.javaScript, "script loading");
    let offline = true;
    await page.route(/\/assets\/AuthModals-[\w-]+\.js$/, (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
    await page.goto(`/${site.lang}`);
    await guestLogin(page, t).click();
    const dialog = page.getByRole("dialog", { name: t("common:errors.modalUnavailable.title") });
    await expect(dialog.getByRole("alert")).toHaveText(t("common:errors.modalUnavailable.text"));
    offline = false;
    await dialog.getByRole("link", { name: t("common:actions.retry") }).click();
    await expect(loginForm(page, "modal").getByRole("heading", { name: t("auth:login.title") })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("the login modal logs in in the player's language, the header shows the player and balances, logout goes home @i18n", async ({ page, site, t, api }) => {
    test.skip(!site.javaScript, "modal through a fetcher");
    await seededWallet(api, site);
    await page.goto(`/${site.lang}`);
    await guestLogin(page, t).click();
    const modal = loginForm(page, "modal");
    await expect(modal.getByRole("heading", { name: t("auth:login.title") })).toBeVisible();
    await expect(modal.getByRole("link", { name: t("auth:login.forgot") })).toHaveAttribute("href", /modal=forgot/);
    await expect(modal.getByRole("link", { name: t("auth:login.register") })).toHaveAttribute("href", /modal=register/);
    await expect(modal.getByRole("link", { name: t("auth:login.support") })).toHaveAttribute("href", `/${site.lang}/page/contact-us`);
    // Show/hide password toggle.
    const password = modal.locator('input[name="password"]');
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await modal.getByRole("button", { name: t("auth:password.show") }).click();
    await expect(password).toHaveAttribute("type", "text");
    await modal.getByRole("button", { name: t("auth:password.hide") }).click();

    await submitLogin(page, email(site, "player"), PASSWORD, "modal");
    const menu = page.getByTestId("player-menu");
    await expect(menu).toBeVisible();
    await expect(page.locator('[data-modal="login"]')).toHaveCount(0);
    // Spec §4 "set language": the seeded player's language is the brand's default, so a login
    // made in another language continues in the player's.
    const playerLang = site.brand.defaultLanguage;
    await expect(page).toHaveURL(`${site.origin}/${playerLang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf(playerLang));
    t = translator(site.brand.id, playerLang);
    // Seeded wallet: cash 150, bonus 20 (of which freebet 5) → games bonus 15; total 170.
    await expect(page.getByTestId("header-balance")).toHaveText(money(site, 170));
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-freebet")).toHaveText(money(site, 5));
    await expect(page.getByTestId("balance-gamesBonus")).toHaveText(money(site, 15));
    await expect(page.getByTestId("balance-cash")).toHaveText(money(site, 150));
    await expect(page.getByTestId("balance-drp")).toHaveText(money(site, 0));
    await expect(page.getByTestId("balance-total")).toHaveText(money(site, 170));
    await expect(menu.getByText(email(site, "player"))).toBeVisible();
    await expect(menu.getByRole("link", { name: t("auth:player.myAccount") })).toHaveAttribute("href", `/${playerLang}/myaccount`);
    await expect(menu.getByRole("link", { name: t("auth:player.deposit") })).toHaveAttribute("href", /modal=deposit&deposit=true/);

    await page.getByTestId("logout").click();
    await expect(guestLogin(page, t)).toBeVisible();
    await expect(page.getByTestId("player-menu")).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/${playerLang}`);
  });

  test("login page and logout work without JavaScript @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, email(site, "player"), "not-the-password");
    // A failed attempt keeps what was typed, except the password.
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    await expect(page.locator('.page-form input[name="emailId"]')).toHaveValue(email(site, "player"));
    await expect(page.locator('.page-form input[name="password"]')).toHaveValue("");

    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-total")).toBeVisible();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(guestLogin(page, t)).toBeVisible();
  });

  test("the modal's form works without JavaScript and returns to the page it was opened on @nojs", async ({ page, site }) => {
    await page.goto(`/${site.lang}/page/contact-us?modal=login`);
    await submitLogin(page, email(site, "player"), PASSWORD, "modal");
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/contact-us`);
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });

  test("quicklogin opens the login overlay; closing removes it", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}?quicklogin=true`);
    const modal = loginForm(page, "modal");
    await expect(modal).toBeVisible();
    await modal.getByRole("link", { name: t("auth:common.close") }).click();
    await expect(page.locator('[data-modal="login"]')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has("quicklogin")).toBe(false);
  });

  test("post-login redirect: amount opens the payment modal; redirectUrl is honoured; off-site is not", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login?amount=50&bonusCode=WELCOME`);
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}?modal=deposit&deposit=true&amount=50&bonusCode=WELCOME`);
    await page.getByTestId("player-menu").waitFor();

    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cookieConsent", value: "accepted", url: site.origin }]);
    await page.goto(`/${site.lang}/login?toSetLimit=true`);
    await submitLogin(page, email(site, "limits"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/limits`);
    // The limits page shows what the platform holds: limits@ has a 60-minute session limit and no deposit limits.
    await expect(page.getByRole("heading", { level: 1, name: t("account:limits.title") })).toBeVisible();
    await expect(page.getByTestId("limits-session")).toHaveText(t("account:session.hours_one", { count: 1 }));
    await expect(page.getByTestId("limits-deposit").getByText(t("account:limits.none"))).toHaveCount(3);
    await expect(page.getByRole("link", { name: t("account:limits.changeSession") })).toHaveAttribute("href", `/${site.lang}/myaccount/security/reality-check`);

    await page.context().clearCookies();
    await page.goto(`/${site.lang}/login?redirectUrl=${encodeURIComponent("https://evil.example/x")}`);
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("the login button is disabled while a login is in flight", async ({ page, site }) => {
    test.skip(!site.javaScript, "fetcher state");
    await page.goto(`/${site.lang}/login`);
    // Before hydration the form is a plain post, with no in-flight state to show.
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${site.lang}/login.data*`, async (route) => {
      await held;
      await route.continue();
    });
    await loginForm(page).locator('input[name="emailId"]').fill(email(site, "player"));
    await loginForm(page).locator('input[name="password"]').fill(PASSWORD);
    await loginForm(page).getByTestId("login-submit").click();
    await expect(loginForm(page).getByTestId("login-submit")).toBeDisabled();
    release();
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });
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
      await submitLogin(page, email(site, local), PASSWORD);
      await expect(page.getByTestId("login-error"), local).toHaveText(t(key));
    }
    // Unknown e-mail and wrong password are the platform's own answers.
    await submitLogin(page, `nobody-${Date.now()}@example.com`, PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100166"));
    await submitLogin(page, email(site, "googlelinked"), "Wrong-Pass1");
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
      await sandbox.inject({ path: "login", errorCode: code, times: 1 });
      await submitLogin(page, `inject-${code}@example.com`, PASSWORD);
      await expect(page.getByTestId("login-error"), String(code)).toHaveText(t(key));
    }
  });

  test("a KYC lock (100484) shows the locked-account page on every path until back to website @nojs @i18n", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, email(site, "code100484"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountlocked`);
    const locked = page.getByTestId("locked-account");
    await expect(locked).toHaveAttribute("data-variant", "kyc");
    await expect(locked.getByRole("heading", { level: 1 })).toHaveText(t("account:locked.kyc.title"));
    await expect(locked).toContainText(t("auth:login.errors.100484"));
    await expect(locked.getByRole("heading", { name: t("account:locked.kyc.identityTitle") })).toBeVisible();
    await expect(locked.getByRole("heading", { name: t("account:locked.kyc.addressTitle") })).toBeVisible();
    await expect(locked.getByRole("link", { name: t("account:locked.kyc.send") })).toHaveAttribute("href", new RegExp(`^mailto:${site.brand.config.legal.supportEmail}\\?subject=`));
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
    }
    await page.getByTestId("locked-leave").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByTestId("locked-account")).toHaveCount(0);
    // Without a lock the path has nothing to show.
    await page.goto(`/${site.lang}/accountlocked`);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("closed accounts (100447, 100502, closed reasons) get the closed-account dialog @nojs", async ({ page, site, t, sandbox }) => {
    const cases: [string, string][] = [
      [email(site, "code100447"), "auth:login.errors.100447"],
      [email(site, "code100502"), "auth:login.errors.100502"],
      ["inject-100440@example.com", "auth:login.errors.closed"],
    ];
    for (const [emailId, key] of cases) {
      if (emailId.startsWith("inject-")) await sandbox.inject({ path: "login", errorCode: 100440, times: 1 });
      await page.goto(`/${site.lang}/login`);
      await submitLogin(page, emailId, PASSWORD);
      const dialog = page.getByRole("dialog", { name: t("account:locked.closed.title") });
      await expect(dialog, emailId).toBeVisible();
      await expect(dialog).toContainText(t(key));
      await expect(dialog.getByRole("link", { name: t("account:locked.closed.reopen") })).toHaveAttribute("href", /^mailto:/);
      await dialog.getByTestId("locked-leave").click();
      await expect(page.getByRole("dialog", { name: t("account:locked.closed.title") })).toHaveCount(0);
    }
  });

  test("suspended accounts (100152, 100173) open the suspend modal @nojs", async ({ page, site, t }) => {
    for (const local of ["code100152", "code100173"]) {
      await page.goto(`/${site.lang}/login`);
      await submitLogin(page, email(site, local), PASSWORD);
      const modal = page.locator('[data-modal="suspended"]');
      await expect(modal.getByRole("heading", { name: t("auth:suspended.title") })).toBeVisible();
      await expect(modal.getByText(t("auth:suspended.text"))).toBeVisible();
      await expect(modal.getByRole("link", { name: t("auth:suspended.contact") })).toHaveAttribute("href", `/${site.lang}/page/contact-us`);
      expect(new URL(page.url()).searchParams.get("modal")).toBe("suspended");
    }
  });

  test("an account on a responsible-gaming break shows its cool-off date (Europe/Berlin)", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, email(site, "locked"), PASSWORD);
    const [before, after] = t("auth:login.errors.accountLockedUntil").split("{{date}}");
    const error = page.getByTestId("login-error");
    await expect(error).toContainText(before);
    await expect(error).toContainText(after);
    // The seeded cool-off ends three days from now; the date is printed in the page's locale.
    const locale: string = site.brand.config.languages.intl[site.lang];
    const until = new Date(Date.now() + 3 * 86_400_000);
    const day = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(until);
    await expect(error).toContainText(day);
  });

  test("the platform's own throttle comes through: 100174 at 5, cool-off 100548 at 8, suspension 100549 at 12 wrong passwords", async ({ page, site, t, api }) => {
    test.slow(); // a dozen sign-in round trips
    const account = await registerAccount(api, site, "throttle");
    await page.goto(`/${site.lang}/login`);
    const error = page.getByTestId("login-error");
    const [coolOff] = t("auth:login.errors.100548until").split("{{date}}");
    for (let attempt = 1; attempt <= 13; attempt++) {
      await submitLogin(page, account, "Wrong-Pass1");
      if (attempt < 5) await expect(error, `attempt ${attempt}`).toHaveText(t("auth:login.errors.100161"));
      else if (attempt < 8) await expect(error, `attempt ${attempt}`).toHaveText(t("auth:login.errors.100174"));
      else if (attempt < 12) await expect(error, `attempt ${attempt}`).toContainText(coolOff);
      // From the 12th the account is suspended, and stays so (not our own "wait N seconds").
      else await expect(error, `attempt ${attempt}`).toHaveText(t("auth:login.errors.100549"));
    }
    // The right password no longer helps.
    await submitLogin(page, account, PASSWORD);
    await expect(error).toHaveText(t("auth:login.errors.100549"));
  });

  test("too many failed attempts on one account are refused before the platform is asked", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    const account = `throttle-${site.lang}-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      await submitLogin(page, account, PASSWORD);
      await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100166"));
    }
    await submitLogin(page, account, PASSWORD);
    const [before] = t("auth:login.errors.throttled").split("{{seconds}}");
    await expect(page.getByTestId("login-error")).toContainText(before);
    // Another account from the same visitor is not affected.
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });
});

/** A fresh password account (password PASSWORD), registered through the platform's own registration call. */
async function registerAccount(api: APIRequestContext, site: Site, prefix: string): Promise<string> {
  const check = (digits: string, length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const ten = base + check(base, 9);
  const cpf = ten + check(ten, 10);
  const emailId = `${prefix}-${Date.now().toString(36)}@example.com`;
  const res = await api.post(`${SERVER}/ajax/registration`, {
    headers: { "x-site-code": site.brand.siteCode, "x-brand-id": site.brand.id },
    form: {
      emailId, nickname: emailId, screenName: emailId, password: PASSWORD, nationalId: cpf, country: "BR", areaCode: "55", areaCountryCode: "BR",
      phoneNumber: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, termsNcondition: "true", language: site.lang,
    },
  });
  expect(await res.json(), "registration of a test account").toMatchObject({ success: true });
  return emailId;
}

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
    await loginForm(page, "modal").getByRole("link", { name: t("auth:login.google") }).click();
    await expect(page).toHaveURL(/\/sandbox\/idp\/google\/authorize/);
    await page.getByRole("button", { name: new RegExp(`^${email(site, "googlelinked")}`) }).click();
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
    await expect(offer.getByRole("link", { name: t("auth:googleRegister.register") })).toHaveAttribute("href", /modal=register/);
  });

  test("100427 and 100429 come from the sandbox's own Google identities", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    const cases: [RegExp, string][] = [
      [new RegExp(`^${email(site, "googleother")}`), "auth:login.errors.100427"],
      [new RegExp(`^renamed-${email(site, "googlelinked")}`), "auth:login.errors.100429"],
    ];
    for (const [choice, key] of cases) {
      await page.goto(`/${site.lang}/login`);
      await page.getByRole("link", { name: t("auth:login.google") }).click();
      await page.getByRole("button", { name: choice }).click();
      await expect(page).toHaveURL(`${site.origin}/${site.lang}/login`);
      await expect(page.getByTestId("login-error")).toHaveText(t(key));
    }
  });

  test("100428: a password account links Google with its password, then signs in with Google alone", async ({ page, site, t }) => {
    test.skip(!site.brand.features.googleSignIn, "brand without Google sign-in");
    // Linking changes the account for good (per server run): once per brand, in its default language.
    test.skip(site.lang !== site.brand.defaultLanguage, "once per brand");
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    await page.getByRole("button", { name: new RegExp(email(site, "google")) }).first().click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
    const view = page.getByTestId("link-google");
    await expect(view).toContainText(email(site, "google"));
    await view.locator('input[name="password"]').fill("Wrong-Pass1");
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    await view.locator('input[name="password"]').fill(PASSWORD);
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("player-menu")).toBeVisible();

    await page.getByTestId("player-menu").locator("summary").click();
    await page.getByTestId("logout").click();
    await expect(guestLogin(page, t)).toBeVisible();
    await page.goto(`/${site.lang}/login`);
    await page.getByRole("link", { name: t("auth:login.google") }).click();
    await page.getByRole("button", { name: new RegExp(`^${email(site, "google")}`) }).click();
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
    await page.locator("input#email").fill(email(site, "player"));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
    const view = page.getByTestId("link-google");
    await view.locator('input[name="password"]').fill("Wrong-Pass1");
    await view.getByRole("button", { name: t("auth:link.submit") }).click();
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    // Still the password-only view for the same Google e-mail: no second trip through Google.
    await expect(page.getByTestId("link-google")).toContainText(email(site, "player"));
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/login?view=link`);
  });
});

test.describe("password recovery", () => {
  async function resetLink(api: APIRequestContext, site: Site, to: string): Promise<string> {
    let token: string | null = null;
    await expect
      .poll(async () => {
        const res = await api.get(`${SERVER}/sandbox/outbox.json?to=${encodeURIComponent(to)}&site=${site.brand.id}`);
        const list = (await res.json()) as { link?: string; body?: string }[];
        const text = list[0]?.link ?? list[0]?.body ?? "";
        token = text.match(/resetPasswordToken=([^&\s"]+)/)?.[1] ?? null;
        return token;
      })
      .not.toBeNull();
    return decodeURIComponent(token!);
  }

  test("forgot (modal) → e-mail link → reset modal → log in with the new password", async ({ page, site, t, api }) => {
    // A whole journey (forgot, outbox, reset, login, logout, expired link): more than one test's worth of steps.
    test.slow();
    const account = email(site, "googlelinked");
    const fresh = `Fresh${site.lang.toUpperCase()}pass9`;
    await page.goto(`/${site.lang}?modal=login`);
    await loginForm(page, "modal").getByRole("link", { name: t("auth:login.forgot") }).click();
    const forgot = page.locator('[data-modal="forgot"]');
    await expect(forgot.getByRole("heading", { name: t("auth:forgot.title") })).toBeVisible();
    await forgot.locator('input[name="email"]').fill(account);
    await forgot.locator('input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-sent")).toContainText(account);

    const token = await resetLink(api, site, account);
    const reset = page.locator('[data-modal="reset"]');
    if (site.javaScript) {
      // A slow phone shows the form before the scripts arrive: what is typed then must count.
      await beforeHydration(page, `/${site.lang}?resetPasswordToken=${encodeURIComponent(token)}`, () => reset.locator('input[name="password"]').fill("short"));
      await expect(reset.locator('li[data-met="true"]')).toHaveCount(1); // lowercase only
    } else {
      await page.goto(`/${site.lang}?resetPasswordToken=${encodeURIComponent(token)}`);
    }
    await expect(reset.getByRole("heading", { name: t("auth:reset.title") })).toBeVisible();
    await reset.locator('input[name="password"]').fill(fresh);
    await reset.locator('input[name="confirmPassword"]').fill(fresh);
    await reset.getByRole("button", { name: t("auth:reset.submit") }).click();
    await expect(page.getByTestId("reset-done")).toBeVisible();
    await reset.getByRole("link", { name: t("auth:reset.login"), exact: true }).click();
    await submitLogin(page, account, fresh, "modal");
    await expect(page.getByTestId("player-menu")).toBeVisible();

    // A used link is expired.
    await page.getByTestId("player-menu").locator("summary").click();
    await page.getByTestId("logout").click();
    await page.goto(`/${site.lang}/reset-password?resetPasswordToken=${encodeURIComponent(token)}`);
    await page.locator('.page-form input[name="password"]').fill(fresh);
    await page.locator('.page-form input[name="confirmPassword"]').fill(fresh);
    await page.locator(".page-form").getByRole("button", { name: t("auth:reset.submit") }).click();
    await expect(page.getByTestId("reset-expired")).toBeVisible();
  });

  test("what a player types into the forgot modal before the scripts arrive keeps the focus: Enter then sends it", async ({ page, site }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    const forgot = page.locator('[data-modal="forgot"]');
    const box = forgot.locator('input[name="email"]');
    await beforeHydration(page, `/${site.lang}?modal=forgot`, () => box.fill(email(site, "player")));
    await waitForHydration(page);
    // Hydration moves the focus into a modal only when it is not there already.
    await expect(box).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("forgot-sent")).toContainText(email(site, "player"));
  });

  test("Enter pressed before the scripts arrive is answered even when they arrive before the answer", async ({ page, site }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    const box = page.locator('[data-modal="forgot"] input[name="email"]');
    const releaseScripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto(`/${site.lang}?modal=forgot`, { waitUntil: "commit" });
    await box.fill(email(site, "player"));
    const releaseAnswer = await holdRequests(page, /\/forgotpassword(\?|$)/);
    // The keyboard, not the locator: a locator's press waits for the navigation it starts.
    await page.keyboard.press("Enter");
    releaseScripts();
    // Let the scripts load and run while the browser's own form submission waits.
    await page.waitForTimeout(1_000);
    releaseAnswer();
    await expect(page.getByTestId("forgot-sent")).toContainText(email(site, "player"));
  });

  test("forgot and reset pages work without JavaScript; a tampered link shows link expired @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(`nobody-${Date.now()}@example.com`);
    await page.locator(".page-form").getByRole("button", { name: t("auth:forgot.submit") }).click();
    await expect(page.getByTestId("forgot-wrong-email")).toContainText(t("auth:forgot.wrongEmailTitle"));

    await page.goto(`/${site.lang}/reset-password?resetPasswordToken=tampered-token`);
    await page.locator('.page-form input[name="password"]').fill("Another1pass");
    await page.locator('.page-form input[name="confirmPassword"]').fill("Different1pass");
    await page.locator(".page-form").getByRole("button", { name: t("auth:reset.submit") }).click();
    await expect(page.locator(".page-form").getByText(t("auth:validation.confirmMismatch"))).toBeVisible();
    await page.locator('.page-form input[name="password"]').fill("Another1pass");
    await page.locator('.page-form input[name="confirmPassword"]').fill("Another1pass");
    await page.locator(".page-form").getByRole("button", { name: t("auth:reset.submit") }).click();
    await expect(page.getByTestId("reset-expired")).toContainText(t("auth:reset.expiredTitle"));
    await expect(page.getByRole("link", { name: t("auth:reset.requestNew") })).toHaveAttribute("href", /modal=forgot/);
  });

  test("a transport failure of resetPassword shows the wrong-email dialog; another code the generic message", async ({ page, site, t, sandbox }) => {
    await sandbox.inject({ path: "resetPassword", httpStatus: 502, times: 1 });
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(email(site, "player"));
    await page.locator('.page-form input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-wrong-email")).toBeVisible();

    await sandbox.inject({ path: "resetPassword", errorCode: 100157, times: 1 });
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(email(site, "player"));
    await page.locator('.page-form input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-failed")).toHaveText(t("auth:common.somethingWrong"));
    await expect(page.getByTestId("forgot-wrong-email")).toHaveCount(0);
  });
});

test.describe("live session", () => {
  test("a balance change reaches the header without a reload", async ({ page, site, api }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    const account = email(site, "player");
    await seededWallet(api, site);
    await loginOnPage(page, site, account);
    await expect(page.getByTestId("header-balance")).toHaveText(money(site, 170));
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    try {
      await control(api, "balance", { site: site.brand.id, email: account, cash: 1234.5, drp: 10 });
      await expect(page.getByTestId("header-balance")).toHaveText(money(site, 1234.5 + 15 + 5 + 10));
      expect(navigations).toEqual([]);
    } finally {
      await seededWallet(api, site);
    }
  });

  /** Logs player@ in with Playwright's clock installed, waits for the event stream, then pauses time. */
  async function loginWithStreamAndPausedClock(page: Page, site: Site) {
    await page.clock.install();
    await loginOnPage(page, site, email(site, "player"));
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    await page.clock.pauseAt(Date.now() + 5_000);
  }

  test("SessionTerminated logs out after the socket delay (Playwright clock)", async ({ page, site, t, api }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    await loginWithStreamAndPausedClock(page, site);
    await control(api, "terminate-session", { site: site.brand.id, email: email(site, "player") });
    const menu = page.getByTestId("player-menu");
    await expect(menu).toHaveAttribute("data-session-ending", "true");
    const delay: number = site.brand.config.limits.socketLogoutDelayMs;
    await page.clock.runFor(delay - 50);
    await expect(menu).toBeVisible();
    await page.clock.runFor(100);
    await expect(guestLogin(page, t)).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("PushLogoutEvent alone (no SessionTerminated) logs out after the socket delay", async ({ page, site, t, api }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    await loginWithStreamAndPausedClock(page, site);
    await control(api, "push-logout", { site: site.brand.id, email: email(site, "player") });
    const menu = page.getByTestId("player-menu");
    await expect(menu).toHaveAttribute("data-session-ending", "true");
    await page.clock.runFor(site.brand.config.limits.socketLogoutDelayMs + 50);
    await expect(guestLogin(page, t)).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("logging out in one tab logs out the other tabs", async ({ context, site, t }) => {
    test.skip(!site.javaScript, "BroadcastChannel");
    const first = await context.newPage();
    await loginOnPage(first, site, email(site, "player"));
    const second = await context.newPage();
    await second.goto(`/${site.lang}/page/contact-us`);
    await expect(second.getByTestId("player-menu")).toBeVisible();
    await second.waitForLoadState("networkidle");

    await first.locator(".player-menu__summary").click();
    await first.getByTestId("logout").click();
    await expect(guestLogin(first, t)).toBeVisible();
    await expect(second).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(guestLogin(second, t)).toBeVisible();
  });

  test("a session cookie replayed after logout is refused @nojs", async ({ page, browser, site, t, server }) => {
    await loginOnPage(page, site, email(site, "player"));
    const saved = await page.context().cookies();
    const session = saved.find((c) => c.name.endsWith("croupier"));
    expect(session, "session cookie").toBeTruthy();
    await page.locator(".player-menu__summary").click();
    await page.getByTestId("logout").click();
    await expect(guestLogin(page, t)).toBeVisible();

    const replay = await browser.newContext({ javaScriptEnabled: site.javaScript });
    await replay.addCookies(saved);
    const again = await replay.newPage();
    await again.goto(`${site.origin}/${site.lang}`);
    await expect(guestLogin(again, t)).toBeVisible();
    await expect(again.getByTestId("player-menu")).toHaveCount(0);
    await replay.close();
    // Plain HTTP with the old cookie: a guest page, and /events refuses.
    const html = await (await server.get(`/${site.lang}`, { cookie: `${session!.name}=${session!.value}` })).text();
    expect(html).not.toContain('data-testid="player-menu"');
  });

  test("the login cookie is rotated: a new session value, HttpOnly, SameSite=Lax", async ({ page, site }) => {
    await page.goto(`/${site.lang}/login`);
    const before = (await page.context().cookies()).find((c) => c.name.endsWith("croupier"))?.value ?? null;
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page.getByTestId("player-menu")).toBeVisible();
    const after = (await page.context().cookies()).find((c) => c.name.endsWith("croupier"));
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before);
    expect(after?.httpOnly).toBe(true);
    expect(after?.sameSite).toBe("Lax");
  });
});

test.describe("player header at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("balance and deposit fit the bar; the dropdown opens without JavaScript @nojs", async ({ page, site }) => {
    await loginOnPage(page, site, email(site, "player"));
    await expect(page.getByTestId("header-balance")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-total")).toBeVisible();
    await expect(page.getByTestId("logout")).toBeVisible();
  });
});

test.describe("player header at 360 px, before hydration", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the balance dropdown opened before the scripts arrive stays open once they do; Escape then closes it", async ({ page, site }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    await loginOnPage(page, site, email(site, "player"));
    const dropdown = page.locator("details.player-menu__dropdown");
    await beforeHydration(page, `/${site.lang}/page/terms`, () => page.locator(".player-menu__summary").click());
    await waitForHydration(page);
    await expect(dropdown).toHaveAttribute("open", "");
    await expect(page.getByTestId("logout")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown).not.toHaveAttribute("open", "");
  });
});

test.describe("account pages (post-login targets, spec §2 and §4)", () => {
  test("toAccountstatus lands on the account status; guests get the login modal there, home elsewhere @nojs", async ({ page, site, t, server }) => {
    // Guests: accountstatus opens login (and comes back after it), the other account pages go home.
    const status = await server.get(`/${site.lang}/accountstatus`);
    expect(status.status()).toBe(302);
    expect(status.headers().location).toBe(`/${site.lang}?modal=login&toAccountstatus=true`);
    for (const path of ["myaccount/limits", "myaccount/preferencecenter"]) {
      const res = await server.get(`/${site.lang}/${path}`);
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe(`/${site.lang}`);
    }

    await page.goto(`/${site.lang}/login?toAccountstatus=true`);
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountstatus`);
    await expect(page.getByRole("heading", { level: 1, name: t("account:status.title") })).toBeVisible();
    // player@ is seeded with money (real), a verified e-mail and verified KYC documents.
    await expect(page.getByTestId("status-account")).toHaveText(t("account:status.userStatus.real"));
    await expect(page.getByTestId("status-email")).toHaveText(t("account:status.verified"));
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.verified"));
    await expect(page.getByText(t("account:status.documents.identity"))).toBeVisible();
  });

  test("toAccountpreferences lands on the preference centre, whose form saves to the platform @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login?toAccountpreferences=true`);
    await submitLogin(page, email(site, "player"), PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/preferencecenter`);
    await expect(page.getByRole("heading", { level: 1, name: t("account:preferences.title") })).toBeVisible();
    const box = (key: string) => page.getByRole("checkbox", { name: t(`account:preferences.${key}`), exact: true });
    const save = async (values: Record<string, boolean>) => {
      for (const [key, on] of Object.entries(values)) await box(key).setChecked(on);
      await page.getByRole("button", { name: t("account:preferences.save") }).click();
      await expect(page.getByText(t("account:preferences.saved"))).toBeVisible();
    };
    await save({ emailSubscribed: true, smsSubscribed: false, telephoneSubscribed: true, casino: true, sportsBook: false });
    // A fresh load shows what the platform stored. It drops ?saved=1, so the next save's message
    // cannot be the one already on the page (which let the test move on before the post landed).
    await page.goto(`/${site.lang}/myaccount/preferencecenter`);
    await expect(page.getByText(t("account:preferences.saved"))).toHaveCount(0);
    await expect(box("smsSubscribed")).not.toBeChecked();
    await expect(box("sportsBook")).not.toBeChecked();
    await expect(box("emailSubscribed")).toBeChecked();
    await save({ smsSubscribed: true, sportsBook: true });
    await page.goto(`/${site.lang}/myaccount/preferencecenter`);
    await expect(box("smsSubscribed")).toBeChecked();
  });
});
