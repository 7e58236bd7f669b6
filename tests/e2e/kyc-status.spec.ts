/**
 * Issue 26 §1: the account status page reads KYC through the one status model
 * (app/features/kyc/status.ts): the headline, each document's mapped state, and the way on for a
 * player with something to send.
 */
import { accountEmail, expect, loginWithPassword, ruleCountry, test } from "./fixtures";

test.describe("account status: KYC from the one model (spec §4)", () => {
  test("a verified player sees every document approved and nothing to do @nojs", async ({ page, site, t }) => {
    await loginWithPassword(page, site, accountEmail(site.brand, "player"));
    await page.goto(`/${site.lang}/accountstatus`);
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.verified"));
    for (const type of ["identity", "age", "address", "sourceOfIncome"])
      await expect(page.getByTestId(`status-document-${type}`)).toContainText(
        t("account:status.documentStatus.verified"),
      );
    await expect(page.getByTestId("status-verify")).toHaveCount(0);
  });

  test("a player who has not started is told so, document by document, and offered to verify @nojs", async ({
    page,
    site,
    t,
  }) => {
    // precheck-kycnew (KYC_0, every document new) is seeded where a country asks for KYC before play.
    test.skip(!ruleCountry(site, "kycBeforePlay"), `${site.brand.id} has no country with kycBeforePlay`);
    await loginWithPassword(page, site, accountEmail(site.brand, "precheck-kycnew"));
    await page.goto(`/${site.lang}/accountstatus`);
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.notStarted"));
    await expect(page.getByTestId("status-document-identity")).toContainText(t("account:status.documentStatus.new"));
    const verify = page.getByTestId("status-verify");
    await expect(verify).toHaveText(t("account:status.verifyIdentity"));
    await verify.click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount\\?page=confirmidentity$`));
  });
});
