/**
 * Issue 26 §1: the account status page reads KYC through the one status model
 * (app/features/kyc/status.ts): the headline, each document's mapped state, and the way on for a
 * player with something to send.
 */
import { accountEmail, expect, signIn, ruleCountry, test } from "./fixtures";

test.describe("account status: KYC from the one model (spec §4)", () => {
  test("a verified player sees every document approved and nothing to do @nojs", async ({ page, site, t }) => {
    await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
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
    await signIn(page, site, accountEmail(site.brand, "precheck-kycnew"), { landing: false });
    await page.goto(`/${site.lang}/accountstatus`);
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.notStarted"));
    await expect(page.getByTestId("status-document-identity")).toContainText(t("account:status.documentStatus.new"));
    const verify = page.getByTestId("status-verify");
    await expect(verify).toHaveText(t("account:status.verifyIdentity"));
    await verify.click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount\\?page=confirmidentity$`));
  });
});

test.describe("identity verification pages (issue 26 §2)", () => {
  test("a player who has not verified sees what is missing, whichever page sent them @nojs", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!ruleCountry(site, "kycBeforePlay"), `${site.brand.id} has no country with kycBeforePlay`);
    await signIn(page, site, accountEmail(site.brand, "precheck-kycnew"));
    // The view follows the player's KYC, not the page name a pre-check used.
    for (const name of ["confirmidentity", "initiateverification"]) {
      await page.goto(`/${site.lang}/myaccount?page=${name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("account:verification.confirm.title"));
      const missing = page.getByTestId("verification-missing").getByRole("listitem");
      await expect(missing).toHaveCount(4);
      await expect(missing.first()).toHaveText(
        `${t("account:status.documents.identity")}: ${t("account:status.documentStatus.new")}`,
      );
    }
  });

  test("a verification under review shows each document and can be checked again @nojs", async ({ page, site, t }) => {
    test.skip(!ruleCountry(site, "kycBeforePlay"), `${site.brand.id} has no country with kycBeforePlay`);
    await signIn(page, site, accountEmail(site.brand, "precheck-kycinit"), { landing: false });
    await page.goto(`/${site.lang}/myaccount?page=initiateverification`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("account:verification.pending.title"));
    await expect(page.getByTestId("verification-documents").getByRole("listitem")).toHaveCount(4);
    await page.getByTestId("verification-refresh").click();
    await expect(page).toHaveURL(new RegExp(`/myaccount\\?page=initiateverification$`));
    await expect(page.getByTestId("verification-continue")).toHaveCount(0);
  });

  test("once verified, the player is offered to go on with what sent them there @nojs", async ({ page, site, t }) => {
    await signIn(page, site, accountEmail(site.brand, "player"));
    const launch = `/${site.lang}/gameplay/some-game/real-game`;
    await page.goto(`/${site.lang}/myaccount?page=confirmidentity&${new URLSearchParams({ redirectUrl: launch })}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("account:verification.verified.title"));
    const go = page.getByTestId("verification-continue");
    await expect(go).toHaveText(t("account:verification.continue.launch"));
    await expect(go).toHaveAttribute("href", launch);
    // A target off the site is never offered.
    await page.goto(`/${site.lang}/myaccount?page=confirmidentity&redirectUrl=${encodeURIComponent("//evil.example")}`);
    await expect(page.getByTestId("verification-continue")).toHaveCount(0);
  });
});
