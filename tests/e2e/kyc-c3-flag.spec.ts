/**
 * Spec §4's notification flag (ADR 067): a player of the Swedish jurisdiction in category c3 is
 * told a KYC status every time it comes, where others hear it once per session. The sandbox puts
 * SE players in the `svenska` jurisdiction; its player-category control makes one c3.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, registerFreshAccount, test, waitForLiveStream, type Site, type Translate } from "./fixtures";
import { SERVER } from "./matrix";

async function control(page: Page, site: Site, email: string, path: string, data: Record<string, string>) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/${path}`, {
    data: { site: site.brand.id, email, ...data },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Verify now with a forced document error (a forced outcome serves one session), through the provider's two steps. */
async function failVerification(page: Page, site: Site, t: Translate, email: string) {
  await control(page, site, email, "kyc/outcome", { outcome: "documentError" });
  await page.goto(`/${site.lang}/myaccount?page=confirmidentity`);
  await waitForLiveStream(page);
  await page.getByRole("button", { name: t("account:verification.verifyNow") }).click();
  await expect(page).toHaveURL(/[?&]modal=kyc-verify/);
  const frame = page.frameLocator('[data-testid="kyc-frame"]');
  await frame.locator("#sample").click();
  await expect(frame.locator("#step-form")).toHaveAttribute("action", /\/selfie/);
  await frame.locator("#sample").click();
  await expect(page).not.toHaveURL(/modal=kyc-verify/);
}

test("a Swedish c3 player hears a repeated KYC status again", async ({ page, site, server, t }) => {
  test.skip(!site.brand.config.features.thirdPartyKyc, `${site.brand.id} has no third-party KYC`);
  test.slow(); // two verifications through the provider frame
  const email = await registerFreshAccount(server, site, "c3", { acceptPolicies: true, country: "SE" });
  await control(page, site, email, "player-category", { userCategory: "c3" });
  await signIn(page, site, email);
  const told = page.getByTestId("toast").filter({ hasText: t("common:kycNotice.documentError") });

  await failVerification(page, site, t, email);
  await expect(told).toHaveCount(1);
  // The first toast runs its course; the same status comes again and is told again (once per
  // session would keep it quiet).
  await expect(told).toHaveCount(0, { timeout: 20_000 });
  await failVerification(page, site, t, email);
  await expect(told).toHaveCount(1);
});
