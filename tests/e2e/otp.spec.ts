/**
 * Spec §4 OTP (/{lang}/otp and /{lang}/sms): login first; a code is sent on the first visit;
 * four boxes verify by themselves when full; a wrong code shows for limits.otp.wrongCodeDisplayMs
 * then resets; the resend timer runs from limits.otp.resendSeconds to 0, then a resend button
 * and the support notice; change phone number; success. Codes come from the sandbox outbox.
 */
import type { Page } from "@playwright/test";
import {
  accountEmail,
  expect,
  freshPhone,
  signIn as login,
  test,
  type SandboxControls,
  type Site,
  type Translate,
} from "./fixtures";

/** The newest SMS code sent to a number (the outbox lists newest first). */
async function latestCode(sandbox: SandboxControls, to: string, notId?: string): Promise<{ id: string; code: string }> {
  let found: { id: string; code: string } | undefined;
  await expect
    .poll(async () => {
      const list = await sandbox.outbox(to);
      found = list.find((m) => m.channel === "SMS" && m.code && m.id !== notId) as
        { id: string; code: string } | undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Gives player@ a new number through the change-phone form: unverified again, with a code sent to it. */
async function newNumber(page: Page, site: Site, t: Translate, path: "otp" | "sms"): Promise<string> {
  const phone = freshPhone();
  await page.goto(`/${site.lang}/${path}?view=phone`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("otp:phone.title"));
  await page.getByLabel(t("otp:phone.areaCode"), { exact: true }).fill("55");
  await page.getByLabel(t("otp:phone.number"), { exact: true }).fill(phone);
  await page.getByRole("button", { name: t("otp:phone.save") }).click();
  await expect(page.getByText(t("otp:phone.updated"))).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/${path}?updated=phone`);
  return `55${phone}`;
}

const digits = (page: Page, t: Translate) => [1, 2, 3, 4].map((n) => page.getByLabel(t("otp:entry.digitLabel", { n })));

test.describe("OTP", () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.brand.features.otpVerification, "brand without OTP verification");
  });

  test("guests are sent to the login modal first @nojs", async ({ page, site }) => {
    for (const path of ["sms", "otp"]) {
      await page.goto(`/${site.lang}/${path}`);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${site.lang}`);
      expect(url.searchParams.get("modal")).toBe("login");
      expect(url.searchParams.get("redirectUrl")).toBe(`/${site.lang}/${path}`);
    }
  });

  test("wrong code shows for 3 s then resets; resend button after 59 s; paste verifies", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "JavaScript behaviour");
    await page.clock.install();
    await login(page, site, accountEmail(site.brand, "player"));
    const to = await newNumber(page, site, t, "sms");
    const first = await latestCode(sandbox, to);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 2_000);
    const boxes = digits(page, t);
    const limits = site.brand.config.limits.otp;

    // The resend countdown starts at resendSeconds.
    const seconds = page.getByTestId("otp-resend-seconds");
    await expect(seconds).toHaveText(/^\d+ s$/);
    const startsAt = Number((await seconds.textContent())!.replace(/\D/g, ""));
    expect(startsAt).toBeLessThanOrEqual(limits.resendSeconds);
    expect(startsAt).toBeGreaterThan(limits.resendSeconds - 15);
    await expect(page.getByRole("button", { name: t("otp:resend.button") })).toHaveCount(0);

    // Typing advances box to box; the fourth digit locks and verifies.
    const wrong = first.code === "1234" ? "4321" : "1234";
    await boxes[0].click();
    for (const ch of wrong) await page.keyboard.type(ch);
    const error = page.getByRole("alert").filter({ hasText: t("otp:errors.invalidCode") });
    await expect(error).toBeVisible();
    await expect(boxes[0]).toHaveAttribute("readonly", "");
    await page.clock.fastForward(limits.wrongCodeDisplayMs - 500);
    await expect(error).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(error).toHaveCount(0);
    for (const box of boxes) await expect(box).toHaveValue("");
    await expect(boxes[0]).not.toHaveAttribute("readonly", "");

    // At 0 s: the resend button and the support notice.
    const left = Number((await seconds.textContent())!.replace(/\D/g, ""));
    await page.clock.fastForward((left - 1) * 1000);
    await expect(seconds).toHaveText(/^[12] s$/);
    await page.clock.fastForward(2_000);
    await expect(seconds).toHaveCount(0);
    await expect(page.getByText(t("otp:resend.support"))).toBeVisible();
    // The server keeps the real 59 s (only the browser's clock was fast-forwarded): it refuses.
    await page.getByRole("button", { name: t("otp:resend.button") }).click();
    await expect(page.getByText(t("otp:errors.wait"))).toBeVisible();

    // Pasting four digits fills every box and verifies.
    await boxes[0].focus();
    await page.evaluate((code) => {
      const data = new DataTransfer();
      data.setData("text", code);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, first.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("otp:success.title"));
  });

  test("without JavaScript: an early resend is refused by the server; Verify submits @nojs", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.skip(site.javaScript, "the no-JavaScript form");
    await login(page, site, accountEmail(site.brand, "player"));
    const to = await newNumber(page, site, t, "otp");
    const { code } = await latestCode(sandbox, to);
    // Resend at once: the server keeps the 59 s.
    await page.getByRole("button", { name: t("otp:resend.button") }).click();
    await expect(page.getByText(t("otp:errors.wait"))).toBeVisible();
    // Verify with the button.
    const boxes = digits(page, t);
    for (let i = 0; i < 4; i++) await boxes[i].fill(code[i]);
    await page.getByRole("button", { name: t("otp:entry.verify") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("otp:success.title"));
  });

  test("opening the page sends no SMS; the send button does; five wrong codes end in NOT_INTIATED @nojs", async ({
    page,
    site,
    t,
    sandbox,
    server,
  }) => {
    test.skip(site.javaScript, "without JavaScript the button is pressed by hand");
    await login(page, site, accountEmail(site.brand, "limits"));
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const sms = async () => (await sandbox.outbox()).filter((m) => m.channel === "SMS").length;
    const before = await sms();
    // A prefetch or a crawler's GET sends nothing.
    expect((await server.get(`/${site.lang}/sms`, { cookie })).status()).toBe(200);
    await page.goto(`/${site.lang}/sms`);
    expect(await sms()).toBe(before);
    await page.getByRole("button", { name: t("otp:send.button") }).click();
    await expect(page.getByLabel(t("otp:entry.digitLabel", { n: 1 }))).toBeVisible();
    expect(await sms()).toBe(before + 1);

    // Five wrong codes use the code up: the platform then answers NOT_INTIATED.
    const [sent] = await sandbox.outbox();
    const wrong = sent.code === "1234" ? "4321" : "1234";
    const boxes = digits(page, t);
    for (let attempt = 1; attempt <= 6; attempt++) {
      for (let i = 0; i < 4; i++) await boxes[i].fill(wrong[i]);
      await page.getByRole("button", { name: t("otp:entry.verify") }).click();
      const key = attempt <= 5 ? "otp:errors.invalidCode" : "otp:errors.notInitiated";
      await expect(page.getByRole("alert").filter({ hasText: t(key) }), `attempt ${attempt}`).toBeVisible();
    }
  });

  test("change phone number: unchanged goes back, invalid and taken numbers are refused @nojs", async ({
    page,
    context,
    site,
    t,
  }) => {
    await login(page, site, accountEmail(site.brand, "player"));
    const to = await newNumber(page, site, t, "sms");
    // The same number again: straight back to code entry.
    await page.goto(`/${site.lang}/sms?view=phone`);
    await expect(page.getByLabel(t("otp:phone.number"), { exact: true })).toHaveValue(to.slice(2));
    await page.getByRole("button", { name: t("otp:phone.save") }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/sms`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("otp:entry.title"));
    // Invalid: where the brand has the Brazil-only rule, its area code needs its exact length;
    // elsewhere, a number below the brand's minimum length.
    const limits = site.brand.config.limits.phone as { minDigits: number; brazilAreaCode?: string };
    const invalid = limits.brazilAreaCode
      ? { areaCode: limits.brazilAreaCode, number: "98765432", error: "otp:errors.brazilPhone" }
      : { areaCode: "44", number: "9".repeat(limits.minDigits - 1), error: "otp:errors.phone" };
    await page.goto(`/${site.lang}/sms?view=phone`);
    await page.getByLabel(t("otp:phone.areaCode"), { exact: true }).fill(invalid.areaCode);
    await page.getByLabel(t("otp:phone.number"), { exact: true }).fill(invalid.number);
    await page.getByRole("button", { name: t("otp:phone.save") }).click();
    await expect(page.getByText(t(invalid.error))).toBeVisible();
    await expect(page.getByLabel(t("otp:phone.number"), { exact: true })).toHaveValue(invalid.number);
    // Another player cannot take player@'s number.
    await context.clearCookies();
    await login(page, site, accountEmail(site.brand, "google"), { landing: false });
    await page.goto(`/${site.lang}/sms?view=phone`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("otp:phone.title"));
    await page.getByLabel(t("otp:phone.areaCode"), { exact: true }).fill("55");
    await page.getByLabel(t("otp:phone.number"), { exact: true }).fill(to.slice(2));
    await page.getByRole("button", { name: t("otp:phone.save") }).click();
    await expect(page.getByText(t("otp:errors.duplicateMobile"))).toBeVisible();
  });
});

test.describe("OTP switched off", () => {
  test("a brand without OTP verification has no OTP pages @nojs", async ({ site, server }) => {
    test.skip(site.brand.features.otpVerification, "brand with OTP verification");
    for (const path of ["otp", "sms"]) expect((await server.get(`/${site.lang}/${path}`)).status(), path).toBe(404);
  });
});
