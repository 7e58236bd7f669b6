/**
 * Issue 27 §1 gates (ADR 068): a verification under way warns "in progress" instead of opening the
 * ID modal again; where the jurisdiction asks an SMS code, the OTP page verifies the phone and
 * returns to the withdrawal. With and without JavaScript; brands without the feature skip.
 */
import type { Page } from "@playwright/test";
import { accountEmail, expect, signIn, test, type SandboxControls, type Site } from "./fixtures";
import { SERVER } from "./matrix";

const withdrawMin = (site: Site) => site.brand.config.limits.withdraw.min as number;

/** The newest SMS code in the site's outbox that is not `notId` (the outbox lists newest first). */
async function newSmsCode(sandbox: SandboxControls, notId: string | undefined): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await sandbox.outbox()).find((m) => m.channel === "SMS" && m.code);
      code = sms && sms.id !== notId ? sms.code : undefined;
      return Boolean(code);
    })
    .toBe(true);
  return code!;
}

async function enterCode(page: Page, site: Site, code: string, verifyLabel: string) {
  const boxes = page.locator("input[name^=otpCode]");
  await expect(boxes).toHaveCount(4);
  for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]);
  // with JavaScript the fourth digit submits by itself (spec §4); without, the button does
  if (!site.javaScript) await page.getByRole("button", { name: verifyLabel }).click();
}

test.describe("withdraw gates (issue 27 §1)", () => {
  test("a verification under way warns that it is in progress @nojs", async ({ page, site, sandbox, t }) => {
    test.skip(!site.brand.config.features.thirdPartyKyc, `${site.brand.id} has no third-party KYC`);
    const email = accountEmail(site.brand, "withdraw-kycstarted");
    await sandbox.balance(email, { cash: 10 * withdrawMin(site), bonus: 0, freebet: 0 });
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}?withdraw=true`);
    const modal = page.getByTestId("withdraw");
    await expect(modal).toHaveAttribute("data-view", "kycPending");
    await expect(page.getByTestId("withdraw-kyc-pending")).toContainText(t("withdraw:kycPending.title"));
    // no ID modal, no form: nothing to do until the check ends
    await expect(page.getByTestId("withdraw-form")).toHaveCount(0);
  });

  test("the SMS code the jurisdiction asks is verified on the OTP page, which returns to the withdrawal @nojs", async ({
    page,
    site,
    sandbox,
    server,
    t,
  }) => {
    test.skip(!site.brand.config.features.otpVerification, `${site.brand.id} sends no SMS codes (otpVerification off)`);
    const email = accountEmail(site.brand, site.javaScript ? "withdraw-otp" : "withdraw-otp-nojs");
    const { sessionToken } = await server.platformLogin(email, site.lang);
    const rules = await server.platform<{ rules: { withdrawOtp?: boolean } }>(
      "profile/getJurisdictionRulesForUser",
      {},
      sessionToken,
    );
    test.skip(!rules.rules.withdrawOtp, `no country of ${site.brand.id} is in a jurisdiction that asks the SMS code`);
    const off = await page.request.post(`${SERVER}/sandbox/controls/channel`, {
      data: { site: site.brand.id, email, channel: "SMS", verified: false },
    });
    expect(off.status(), await off.text()).toBe(200);
    await sandbox.balance(email, { cash: 10 * withdrawMin(site), bonus: 0, freebet: 0 });
    await signIn(page, site, email);
    const before = (await sandbox.outbox()).find((m) => m.channel === "SMS")?.id;
    await page.goto(`/${site.lang}?withdraw=true`);
    await expect(page).toHaveURL((url) => url.pathname === `/${site.lang}/otp` && url.searchParams.has("redirectUrl"));
    // a GET sends nothing: JavaScript sends the first code by itself, the button does without it
    if (!site.javaScript) await page.getByRole("button", { name: t("otp:send.button") }).click();
    const code = await newSmsCode(sandbox, before);
    await enterCode(page, site, code, t("otp:entry.verify"));
    await expect(page.getByTestId("withdraw-form")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${site.lang}`);
  });
});
