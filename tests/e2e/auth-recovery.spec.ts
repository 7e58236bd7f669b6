/**
 * Password recovery (spec §4, §8): forgot password, the e-mailed link from the sandbox outbox,
 * reset and logging in with the new password, with and without JavaScript and before hydration.
 */
import {
  acceptCookies,
  accountEmail,
  beforeHydration,
  expect,
  holdRequests,
  loginForm,
  submitLogin,
  test,
  waitForHydration,
  type SandboxControls,
} from "./fixtures";

test.beforeEach(async ({ context, site }) => {
  // The cookie banner is another feature's; accept it so it never covers a form.
  await acceptCookies(context, site);
});

test.describe("password recovery", () => {
  async function resetLink(sandbox: SandboxControls, to: string): Promise<string> {
    let token: string | null = null;
    await expect
      .poll(async () => {
        const list = await sandbox.outbox(to);
        const text = list[0]?.link ?? list[0]?.body ?? "";
        token = text.match(/resetPasswordToken=([^&\s"]+)/)?.[1] ?? null;
        return token;
      })
      .not.toBeNull();
    return decodeURIComponent(token!);
  }

  test("forgot (modal) → e-mail link → reset modal → log in with the new password", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    // A whole journey (forgot, outbox, reset, login, logout, expired link): more than one test's worth of steps.
    test.slow();
    const account = accountEmail(site.brand, "googlelinked");
    const fresh = `Fresh${site.lang.toUpperCase()}pass9`;
    await page.goto(`/${site.lang}?modal=login`);
    await loginForm(page, "modal")
      .getByRole("link", { name: t("auth:login.forgot") })
      .click();
    const forgot = page.locator('[data-modal="forgot"]');
    await expect(forgot.getByRole("heading", { name: t("auth:forgot.title") })).toBeVisible();
    await forgot.locator('input[name="email"]').fill(account);
    await forgot.locator('input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-sent")).toContainText(account);

    const token = await resetLink(sandbox, account);
    const reset = page.locator('[data-modal="reset"]');
    if (site.javaScript) {
      // A slow phone shows the form before the scripts arrive: what is typed then must count.
      await beforeHydration(page, `/${site.lang}?resetPasswordToken=${encodeURIComponent(token)}`, () =>
        reset.locator('input[name="password"]').fill("short"),
      );
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
    await page
      .locator(".page-form")
      .getByRole("button", { name: t("auth:reset.submit") })
      .click();
    await expect(page.getByTestId("reset-expired")).toBeVisible();
  });

  test("what a player types into the forgot modal before the scripts arrive keeps the focus: Enter then sends it", async ({
    page,
    site,
  }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    const forgot = page.locator('[data-modal="forgot"]');
    const box = forgot.locator('input[name="email"]');
    await beforeHydration(page, `/${site.lang}?modal=forgot`, () => box.fill(accountEmail(site.brand, "player")));
    await waitForHydration(page);
    // Hydration moves the focus into a modal only when it is not there already.
    await expect(box).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("forgot-sent")).toContainText(accountEmail(site.brand, "player"));
  });

  test("Enter pressed before the scripts arrive is answered even when they arrive before the answer", async ({
    page,
    site,
    server,
  }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    const url = `/${site.lang}?modal=forgot`;
    // The scripts the page is sent with. While the browser's own form submission is under way,
    // Playwright cannot look into the page (an evaluate waits for the next document), so their
    // arrival, seen from the network, is the signal: not a guess at how long they take.
    const scripts = new Set(
      [...(await (await server.get(url)).text()).matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0]),
    );
    expect(scripts.size).toBeGreaterThan(3);
    const requested = new Set<string>();
    const arrived = new Set<string>();
    const track = (into: Set<string>) => (request: { url(): string }) => {
      const pathname = new URL(request.url()).pathname;
      if (scripts.has(pathname)) into.add(pathname);
    };
    page.on("request", track(requested));
    page.on("requestfinished", track(arrived));
    const box = page.locator('[data-modal="forgot"] input[name="email"]');
    const releaseScripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto(url, { waitUntil: "commit" });
    await box.fill(accountEmail(site.brand, "player"));
    // The page asks for its scripts after its first paint (ADR 043); a navigation pending before
    // then would stop it painting, and the scripts would never be asked for. So: asked, and held.
    await expect.poll(() => [...scripts].filter((s) => !requested.has(s))).toEqual([]);
    const releaseAnswer = await holdRequests(page, /\/forgotpassword(\?|$)/);
    // The keyboard, not the locator: a locator's press waits for the navigation it starts.
    await page.keyboard.press("Enter");
    expect(arrived.size, "no script arrived before Enter").toBe(0);
    releaseScripts();
    // Every script arrives while the browser's own form submission waits for its answer.
    await expect.poll(() => [...scripts].filter((s) => !arrived.has(s))).toEqual([]);
    releaseAnswer();
    await expect(page.getByTestId("forgot-sent")).toContainText(accountEmail(site.brand, "player"));
  });

  test("forgot and reset pages work without JavaScript; a tampered link shows link expired @nojs", async ({
    page,
    site,
    t,
  }) => {
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(`nobody-${Date.now()}@example.com`);
    await page
      .locator(".page-form")
      .getByRole("button", { name: t("auth:forgot.submit") })
      .click();
    await expect(page.getByTestId("forgot-wrong-email")).toContainText(t("auth:forgot.wrongEmailTitle"));

    await page.goto(`/${site.lang}/reset-password?resetPasswordToken=tampered-token`);
    await page.locator('.page-form input[name="password"]').fill("Another1pass");
    await page.locator('.page-form input[name="confirmPassword"]').fill("Different1pass");
    await page
      .locator(".page-form")
      .getByRole("button", { name: t("auth:reset.submit") })
      .click();
    await expect(page.locator(".page-form").getByText(t("auth:validation.confirmMismatch"))).toBeVisible();
    await page.locator('.page-form input[name="password"]').fill("Another1pass");
    await page.locator('.page-form input[name="confirmPassword"]').fill("Another1pass");
    await page
      .locator(".page-form")
      .getByRole("button", { name: t("auth:reset.submit") })
      .click();
    await expect(page.getByTestId("reset-expired")).toContainText(t("auth:reset.expiredTitle"));
    await expect(page.getByRole("link", { name: t("auth:reset.requestNew") })).toHaveAttribute("href", /modal=forgot/);
  });

  test("a transport failure of resetPassword shows the wrong-email dialog; another code the generic message", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    await sandbox.inject({
      path: "resetPassword",
      httpStatus: 502,
      times: 1,
      email: accountEmail(site.brand, "player"),
    });
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(accountEmail(site.brand, "player"));
    await page.locator('.page-form input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-wrong-email")).toBeVisible();

    await sandbox.inject({
      path: "resetPassword",
      errorCode: 100157,
      times: 1,
      email: accountEmail(site.brand, "player"),
    });
    await page.goto(`/${site.lang}/forgotpassword`);
    await page.locator('.page-form input[name="email"]').fill(accountEmail(site.brand, "player"));
    await page.locator('.page-form input[name="email"]').press("Enter");
    await expect(page.getByTestId("forgot-failed")).toHaveText(t("auth:common.somethingWrong"));
    await expect(page.getByTestId("forgot-wrong-email")).toHaveCount(0);
  });
});
