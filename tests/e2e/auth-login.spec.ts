/**
 * Logging in and out (spec §2, §4): the login modal and page, with and without JavaScript, the
 * header with the player and balances, and where a login lands (post-login redirects and the
 * account pages they open), against the sandbox's seeded accounts (docs/contract/accounts.md).
 */
import {
  acceptCookies,
  accountEmail,
  expect,
  formatMoney,
  guestLoginLink,
  holdRequests,
  htmlLangOf,
  loginForm,
  SANDBOX_PASSWORD,
  SEEDED_WALLET,
  submitLogin,
  test,
  translator,
  waitForHydration,
} from "./fixtures";

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await acceptCookies(context, site);
});

test.describe("login and logout", () => {
  test("the login modal's code loads on demand: not with the page, but when Log in is pointed at; a modal URL hydrates with its modal", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.javaScript, "script loading");
    const modalChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/AuthModals-[\w-]+\.js$/.test(new URL(request.url()).pathname)) modalChunks.push(request.url());
    });
    await page.goto(`/${site.lang}`);
    await page.waitForLoadState("networkidle");
    expect(modalChunks).toEqual([]);
    const login = guestLoginLink(page, t);
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
        (window as unknown as { serverModal: Element | null }).serverModal =
          document.querySelector('[data-modal="login"]');
      });
    });
    await fresh.goto(`/${site.lang}?modal=login`);
    await fresh.waitForLoadState("networkidle");
    const modal = loginForm(fresh, "modal");
    await modal.getByRole("button", { name: t("auth:password.show") }).click();
    await expect(modal.locator('input[name="password"]')).toHaveAttribute("type", "text");
    expect(
      await fresh.evaluate(
        () =>
          (window as unknown as { serverModal: Element | null }).serverModal ===
          document.querySelector('[data-modal="login"]'),
      ),
    ).toBe(true);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
    await fresh.close();
  });

  test("a modal whose code cannot be fetched says so and offers to try again", async ({ page, site, t }) => {
    test.skip(!site.javaScript, "script loading");
    let offline = true;
    await page.route(/\/assets\/AuthModals-[\w-]+\.js$/, (route) =>
      offline ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto(`/${site.lang}`);
    await guestLoginLink(page, t).click();
    const dialog = page.getByRole("dialog", { name: t("common:errors.modalUnavailable.title") });
    await expect(dialog.getByRole("alert")).toHaveText(t("common:errors.modalUnavailable.text"));
    offline = false;
    await dialog.getByRole("link", { name: t("common:actions.retry") }).click();
    await expect(loginForm(page, "modal").getByRole("heading", { name: t("auth:login.title") })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("the login modal logs in in the player's language, the header shows the player and balances, logout goes home @i18n", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "modal through a fetcher");
    await sandbox.balance(accountEmail(site.brand, "player"), SEEDED_WALLET);
    await page.goto(`/${site.lang}`);
    await guestLoginLink(page, t).click();
    const modal = loginForm(page, "modal");
    await expect(modal.getByRole("heading", { name: t("auth:login.title") })).toBeVisible();
    await expect(modal.getByRole("link", { name: t("auth:login.forgot") })).toHaveAttribute("href", /modal=forgot/);
    await expect(modal.getByRole("link", { name: t("auth:login.register") })).toHaveAttribute("href", /modal=register/);
    await expect(modal.getByRole("link", { name: t("auth:login.support") })).toHaveAttribute(
      "href",
      `/${site.lang}/page/contact-us`,
    );
    // Show/hide password toggle.
    const password = modal.locator('input[name="password"]');
    await password.fill(SANDBOX_PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await modal.getByRole("button", { name: t("auth:password.show") }).click();
    await expect(password).toHaveAttribute("type", "text");
    await modal.getByRole("button", { name: t("auth:password.hide") }).click();

    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD, "modal");
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
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, 170));
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-freebet")).toHaveText(formatMoney(site, 5));
    await expect(page.getByTestId("balance-gamesBonus")).toHaveText(formatMoney(site, 15));
    await expect(page.getByTestId("balance-cash")).toHaveText(formatMoney(site, 150));
    await expect(page.getByTestId("balance-drp")).toHaveText(formatMoney(site, 0));
    await expect(page.getByTestId("balance-total")).toHaveText(formatMoney(site, 170));
    await expect(menu.getByText(accountEmail(site.brand, "player"))).toBeVisible();
    await expect(menu.getByRole("link", { name: t("auth:player.myAccount") })).toHaveAttribute(
      "href",
      `/${playerLang}/myaccount`,
    );
    await expect(menu.getByRole("link", { name: t("auth:player.deposit") })).toHaveAttribute(
      "href",
      /modal=deposit&deposit=true/,
    );

    await page.getByTestId("logout").click();
    await expect(guestLoginLink(page, t)).toBeVisible();
    await expect(page.getByTestId("player-menu")).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/${playerLang}`);
  });

  test("login page and logout work without JavaScript @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, accountEmail(site.brand, "player"), "not-the-password");
    // A failed attempt keeps what was typed, except the password.
    await expect(page.getByTestId("login-error")).toHaveText(t("auth:login.errors.100161"));
    await expect(page.locator('.page-form input[name="emailId"]')).toHaveValue(accountEmail(site.brand, "player"));
    await expect(page.locator('.page-form input[name="password"]')).toHaveValue("");

    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-total")).toBeVisible();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(guestLoginLink(page, t)).toBeVisible();
  });

  test("the modal's form works without JavaScript and returns to the page it was opened on @nojs", async ({
    page,
    site,
  }) => {
    await page.goto(`/${site.lang}/page/contact-us?modal=login`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD, "modal");
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

  test("post-login redirect: amount opens the payment modal; redirectUrl is honoured; off-site is not", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/login?amount=50&bonusCode=WELCOME`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}?modal=deposit&deposit=true&amount=50&bonusCode=WELCOME`);
    await page.getByTestId("player-menu").waitFor();

    await page.context().clearCookies();
    await acceptCookies(page.context(), site);
    await page.goto(`/${site.lang}/login?toSetLimit=true`);
    await submitLogin(page, accountEmail(site.brand, "limits"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/limits`);
    // The limits page shows what the platform holds: limits@ has a 60-minute session limit and no deposit limits.
    await expect(page.getByRole("heading", { level: 1, name: t("account:limits.title") })).toBeVisible();
    await expect(page.getByTestId("limits-session")).toHaveText(t("account:session.hours_one", { count: 1 }));
    await expect(page.getByTestId("limits-deposit").getByText(t("account:limits.none"))).toHaveCount(3);
    await expect(page.getByRole("link", { name: t("account:limits.changeSession") })).toHaveAttribute(
      "href",
      `/${site.lang}/myaccount/security/reality-check`,
    );

    await page.context().clearCookies();
    await page.goto(`/${site.lang}/login?redirectUrl=${encodeURIComponent("https://evil.example/x")}`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("the login button is disabled while a login is in flight", async ({ page, site }) => {
    test.skip(!site.javaScript, "fetcher state");
    await page.goto(`/${site.lang}/login`);
    // Before hydration the form is a plain post, with no in-flight state to show.
    await waitForHydration(page);
    const release = await holdRequests(page, `**/${site.lang}/login.data*`);
    await loginForm(page).locator('input[name="emailId"]').fill(accountEmail(site.brand, "player"));
    await loginForm(page).locator('input[name="password"]').fill(SANDBOX_PASSWORD);
    await loginForm(page).getByTestId("login-submit").click();
    await expect(loginForm(page).getByTestId("login-submit")).toBeDisabled();
    release();
    await expect(page.getByTestId("player-menu")).toBeVisible();
  });
});

test.describe("account pages (post-login targets, spec §2 and §4)", () => {
  test("toAccountstatus lands on the account status; guests get the login modal there @nojs", async ({
    page,
    site,
    t,
    server,
  }) => {
    // Guests: accountstatus opens login and comes back through its flag (the other account pages:
    // account-guards.spec.ts).
    const status = await server.get(`/${site.lang}/accountstatus`);
    expect(status.status()).toBe(302);
    expect(status.headers().location).toBe(`/${site.lang}?modal=login&toAccountstatus=true`);

    await page.goto(`/${site.lang}/login?toAccountstatus=true`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountstatus`);
    await expect(page.getByRole("heading", { level: 1, name: t("account:status.title") })).toBeVisible();
    // player@ is seeded with money (real), a verified e-mail and verified KYC documents.
    await expect(page.getByTestId("status-account")).toHaveText(t("account:status.userStatus.real"));
    await expect(page.getByTestId("status-email")).toHaveText(t("account:status.verified"));
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.verified"));
    await expect(page.getByText(t("account:status.documents.identity"))).toBeVisible();
  });

  test("toAccountpreferences lands on the preference centre, whose form saves to the platform @nojs", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/login?toAccountpreferences=true`);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/myaccount/preferencecenter`);
    await expect(page.getByRole("heading", { level: 1, name: t("account:preferences.title") })).toBeVisible();
    const box = (key: string) => page.getByRole("checkbox", { name: t(`account:preferences.${key}`), exact: true });
    const save = async (values: Record<string, boolean>) => {
      for (const [key, on] of Object.entries(values)) await box(key).setChecked(on);
      await page.getByRole("button", { name: t("account:preferences.save") }).click();
      await expect(page.getByText(t("account:preferences.saved"))).toBeVisible();
    };
    await save({
      emailSubscribed: true,
      smsSubscribed: false,
      telephoneSubscribed: true,
      casino: true,
      sportsBook: false,
    });
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
