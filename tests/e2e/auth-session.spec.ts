/**
 * The logged-in session (spec §2, §4): the player header with its live balance and menu (also
 * at 360 px and before hydration), logout across tabs, the session ended by the platform's
 * events, and the session cookie (rotated at login, refused after logout).
 */
import type { Page } from "@playwright/test";
import {
  acceptCookies,
  accountEmail,
  beforeHydration,
  expect,
  formatMoney,
  guestLoginLink,
  loginWithPassword,
  SANDBOX_PASSWORD,
  SEEDED_WALLET,
  submitLogin,
  test,
  waitForHydration,
  type Site,
} from "./fixtures";

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await acceptCookies(context, site);
});

/** Logs player@ in on the login page and waits for the header to show the player. */
async function loginAsPlayer(page: Page, site: Site) {
  await loginWithPassword(page, site, accountEmail(site.brand, "player"));
  await expect(page.getByTestId("player-menu")).toBeVisible();
}

test.describe("live session", () => {
  test("a balance change reaches the header without a reload", async ({ page, site, sandbox }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    const account = accountEmail(site.brand, "player");
    await sandbox.balance(account, SEEDED_WALLET);
    await loginAsPlayer(page, site);
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, 170));
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    try {
      await sandbox.balance(account, { cash: 1234.5, drp: 10 });
      await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, 1234.5 + 15 + 5 + 10));
      expect(navigations).toEqual([]);
    } finally {
      await sandbox.balance(account, SEEDED_WALLET);
    }
  });

  /** Logs player@ in with Playwright's clock installed, waits for the event stream, then pauses time. */
  async function loginWithStreamAndPausedClock(page: Page, site: Site) {
    await page.clock.install();
    await loginAsPlayer(page, site);
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    await page.clock.pauseAt(Date.now() + 5_000);
  }

  test("SessionTerminated logs out after the socket delay (Playwright clock)", async ({ page, site, t, sandbox }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    await loginWithStreamAndPausedClock(page, site);
    await sandbox.terminateSession(accountEmail(site.brand, "player"));
    const menu = page.getByTestId("player-menu");
    await expect(menu).toHaveAttribute("data-session-ending", "true");
    const delay: number = site.brand.config.limits.socketLogoutDelayMs;
    await page.clock.runFor(delay - 50);
    await expect(menu).toBeVisible();
    await page.clock.runFor(100);
    await expect(guestLoginLink(page, t)).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("PushLogoutEvent alone (no SessionTerminated) logs out after the socket delay", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "Server-Sent Events");
    await loginWithStreamAndPausedClock(page, site);
    await sandbox.pushLogout(accountEmail(site.brand, "player"));
    const menu = page.getByTestId("player-menu");
    await expect(menu).toHaveAttribute("data-session-ending", "true");
    await page.clock.runFor(site.brand.config.limits.socketLogoutDelayMs + 50);
    await expect(guestLoginLink(page, t)).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("logging out in one tab logs out the other tabs", async ({ context, site, t }) => {
    test.skip(!site.javaScript, "BroadcastChannel");
    const first = await context.newPage();
    await loginAsPlayer(first, site);
    const second = await context.newPage();
    await second.goto(`/${site.lang}/page/contact-us`);
    await expect(second.getByTestId("player-menu")).toBeVisible();
    await second.waitForLoadState("networkidle");

    await first.locator(".player-menu__summary").click();
    await first.getByTestId("logout").click();
    await expect(guestLoginLink(first, t)).toBeVisible();
    await expect(second).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(guestLoginLink(second, t)).toBeVisible();
  });

  test("a session cookie replayed after logout is refused @nojs", async ({ page, browser, site, t, server }) => {
    await loginAsPlayer(page, site);
    const saved = await page.context().cookies();
    const session = saved.find((c) => c.name.endsWith("croupier"));
    expect(session, "session cookie").toBeTruthy();
    await page.locator(".player-menu__summary").click();
    await page.getByTestId("logout").click();
    await expect(guestLoginLink(page, t)).toBeVisible();

    const replay = await browser.newContext({ javaScriptEnabled: site.javaScript });
    await replay.addCookies(saved);
    const again = await replay.newPage();
    await again.goto(`${site.origin}/${site.lang}`);
    await expect(guestLoginLink(again, t)).toBeVisible();
    await expect(again.getByTestId("player-menu")).toHaveCount(0);
    await replay.close();
    // Plain HTTP with the old cookie: a guest page, and /events refuses.
    const html = await (await server.get(`/${site.lang}`, { cookie: `${session!.name}=${session!.value}` })).text();
    expect(html).not.toContain('data-testid="player-menu"');
  });

  test("the login cookie is rotated: a new session value, HttpOnly, SameSite=Lax", async ({ page, site }) => {
    await page.goto(`/${site.lang}/login`);
    const before = (await page.context().cookies()).find((c) => c.name.endsWith("croupier"))?.value ?? null;
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD);
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
    await loginAsPlayer(page, site);
    await expect(page.getByTestId("header-balance")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator(".player-menu__summary").click();
    await expect(page.getByTestId("balance-total")).toBeVisible();
    await expect(page.getByTestId("logout")).toBeVisible();
  });
});

test.describe("player header at 360 px, before hydration", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the balance dropdown opened before the scripts arrive stays open once they do; Escape then closes it", async ({
    page,
    site,
  }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    await loginAsPlayer(page, site);
    const dropdown = page.locator("details.player-menu__dropdown");
    await beforeHydration(page, `/${site.lang}/page/terms`, () => page.locator(".player-menu__summary").click());
    await waitForHydration(page);
    await expect(dropdown).toHaveAttribute("open", "");
    await expect(page.getByTestId("logout")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown).not.toHaveAttribute("open", "");
  });
});
