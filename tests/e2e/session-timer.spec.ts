/**
 * Spec §4 session timer: the reality-check page sets the session limit; a countdown ticks
 * every second under the header; at zero the session-expired modal opens after
 * limits.sessionExpiredDelayMs; "continue" starts a full period again. Time is Playwright's clock.
 */
import {
  accountEmail,
  expect,
  signIn as login,
  test,
  waitForHydration,
  type ServerClient,
  type Site,
} from "./fixtures";

/**
 * The platform keeps the player's session limit: every test starts without one, and gives back
 * the one the player had (nordluck's player@ is seeded with one, to pass the DE launch pre-checks).
 * Answers the minutes it replaced.
 */
async function setSessionLimit(server: ServerClient, site: Site, email: string, minutes: number): Promise<number> {
  const { sessionToken, sessionLimit } = await server.platformLogin(email, site.lang);
  const res = await server.platformPost(
    "ResponsibleGaming/setLimits",
    { limitType: "SESSION", value: String(minutes) },
    { language: site.lang, sessionToken },
  );
  expect(res.ok()).toBe(true);
  return Number(sessionLimit ?? 0);
}

test.describe("session timer and reality check", () => {
  let seeded = 0;
  test.beforeEach(async ({ server, site }) => {
    seeded = await setSessionLimit(server, site, accountEmail(site.brand, "player"), 0);
  });
  test.afterEach(async ({ server, site }) => {
    await setSessionLimit(server, site, accountEmail(site.brand, "player"), seeded);
  });
  test("guests are asked to log in first @nojs", async ({ page, site }) => {
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${site.lang}`);
    expect(url.searchParams.get("modal")).toBe("login");
    expect(url.searchParams.get("redirectUrl")).toBe(`/${site.lang}/myaccount/security/reality-check`);
  });

  test("a 1-hour limit counts down; at zero the expired modal opens after the delay; continue resets", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.javaScript, "clock-driven");
    await page.clock.install();
    await login(page, site, accountEmail(site.brand, "player"), { landing: false });
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(t("account:realityCheck.title"));
    const timer = page.getByRole("timer", { name: t("account:session.remainingLabel") });
    await expect(timer).toHaveCount(0);

    // The options of brand.limits.realityCheckHours.
    const hours: number[] = site.brand.config.limits.realityCheckHours;
    for (const h of hours) {
      const label =
        h === 0 ? t("account:realityCheck.off") : t(`account:session.hours_${h === 1 ? "one" : "other"}`, { count: h });
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByText(t("account:session.hours_one", { count: 1 }), { exact: true }).click();
    await page.getByRole("button", { name: t("account:realityCheck.save") }).click();
    await expect(page.getByText(t("account:realityCheck.saved"))).toBeVisible();
    await expect(timer).toHaveText(/^(1:00:00|59:5\d)$/);
    await page.clock.pauseAt(Date.now() + 2_000);

    // It ticks every second.
    await page.clock.fastForward(5_000);
    await expect(timer).toHaveText(/^59:5\d$/);

    // It survives a reload (the server computes it from the cookie session).
    // (The server counts real time, which has barely moved, not the browser's fast-forward.)
    await page.reload();
    await expect(timer).toHaveText(/^(1:00:00|59:\d\d)$/);
    // The countdown's interval starts at hydration: moving the clock before would skip it.
    await waitForHydration(page);

    // At zero: nothing yet; the modal opens after sessionExpiredDelayMs.
    await page.clock.fastForward("59:50");
    await expect(timer).toHaveText(/^0:\d\d$/);
    // Real seconds passed on the server since the save: run out exactly what the timer shows.
    const shown = Number((await timer.textContent())!.split(":")[1]);
    await page.clock.fastForward(shown * 1000);
    await expect(timer).toHaveText("0:00");
    const modal = page.getByRole("dialog", { name: t("account:session.expiredTitle") });
    const delay: number = site.brand.config.limits.sessionExpiredDelayMs;
    await page.clock.fastForward(delay - 500);
    await expect(modal).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(modal).toBeVisible();
    // Blocking: no close control; the three choices.
    await expect(modal.getByRole("link", { name: t("account:session.configure") })).toHaveAttribute(
      "href",
      `/${site.lang}/myaccount/security/reality-check`,
    );
    await expect(modal.getByRole("button", { name: t("account:session.logout") })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();

    // Continue: a full period again.
    await modal.getByRole("button", { name: t("account:session.continue") }).click();
    await expect(modal).toHaveCount(0);
    await expect(timer).toHaveText(/^(1:00:00|59:5\d)$/);

    // Off (0) removes the timer.
    await page.getByText(t("account:realityCheck.off"), { exact: true }).click();
    await page.getByRole("button", { name: t("account:realityCheck.save") }).click();
    await expect(page.getByText(t("account:realityCheck.saved"))).toBeVisible();
    await expect(timer).toHaveCount(0);
  });

  test("the expired modal's log out ends the session", async ({ page, site, t }) => {
    test.skip(!site.javaScript, "clock-driven");
    await page.clock.install();
    await login(page, site, accountEmail(site.brand, "player"), { landing: false });
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    await page.getByText(t("account:session.hours_one", { count: 1 }), { exact: true }).click();
    await page.getByRole("button", { name: t("account:realityCheck.save") }).click();
    await expect(page.getByText(t("account:realityCheck.saved"))).toBeVisible();
    await page.clock.fastForward("01:00:05");
    const modal = page.getByRole("dialog", { name: t("account:session.expiredTitle") });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: t("account:session.logout") }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("login");
  });

  test("the reality check saves without JavaScript @nojs", async ({ page, site, t }) => {
    await login(page, site, accountEmail(site.brand, "player"), { landing: false });
    await page.goto(`/${site.lang}/myaccount/security/reality-check`);
    await page.getByText(t("account:session.hours_other", { count: 6 }), { exact: true }).click();
    await page.getByRole("button", { name: t("account:realityCheck.save") }).click();
    await expect(page.getByText(t("account:realityCheck.saved"))).toBeVisible();
    await expect(page.getByRole("timer", { name: t("account:session.remainingLabel") })).toHaveText(
      /^(6:00:00|5:59:\d\d)$/,
    );
    await expect(
      page.getByText(t("account:realityCheck.current", { value: t("account:session.hours_other", { count: 6 }) })),
    ).toBeVisible();
  });
});

test.describe("session limit from the login response", () => {
  test("limits@ (60 minutes at the platform) gets the countdown straight after login, and the expired modal at zero", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.javaScript, "clock-driven");
    await page.clock.install();
    // No visit to the reality-check page: the limit comes from the login answer's sessionLimit.
    await login(page, site, accountEmail(site.brand, "limits"));
    const timer = page.getByRole("timer", { name: t("account:session.remainingLabel") });
    await expect(timer).toHaveText(/^(1:00:00|59:\d\d)$/);
    await page.clock.pauseAt(Date.now() + 2_000);
    await page.clock.fastForward(3_000);
    await expect(timer).toHaveText(/^59:\d\d$/);
    await page.clock.fastForward("01:00:05");
    await expect(timer).toHaveText("0:00");
    // The paused clock: the modal's delay (limits.sessionExpiredDelayMs) runs only when the test lets it.
    const modal = page.getByRole("dialog", { name: t("account:session.expiredTitle") });
    await expect(modal).toHaveCount(0);
    await page.clock.runFor(site.brand.config.limits.sessionExpiredDelayMs + 100);
    await expect(modal).toBeVisible();
  });
});
