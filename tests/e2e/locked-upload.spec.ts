/**
 * Issue 26 §5, last bullet (ADR 072): a KYC-locked player (100484) uploads proof of identity and
 * address from the locked-account page, with the platform's upload-only token; the operator's
 * approval lifts the lock and the login works again. code100484@ is restored before and after
 * each test, so the login-error specs still find it locked.
 */
import type { Locator, Page } from "@playwright/test";
import {
  acceptCookies,
  accountEmail,
  expect,
  SANDBOX_PASSWORD,
  submitLogin,
  test,
  waitForHydration,
  type Site,
  type Translate,
} from "./fixtures";
import { SERVER } from "./matrix";

// A 1×1 PNG: the checks read its first bytes, not its name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const lockedEmail = (site: Site) => accountEmail(site.brand, "code100484");

async function loginLocked(page: Page, site: Site) {
  await page.goto(`/${site.lang}/login`);
  await submitLogin(page, lockedEmail(site), SANDBOX_PASSWORD);
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/accountlocked`);
  await expect(page.getByTestId("locked-account")).toHaveAttribute("data-variant", "kyc");
  if (site.javaScript) await waitForHydration(page, "[data-testid=locked-account]");
}

async function send(section: Locator, docType: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await section.getByTestId("documents-docType").selectOption(docType);
  await section.getByTestId("documents-files").setInputFiles(file);
  await section.getByTestId("documents-submit").click();
}

const stateText = (t: Translate, state: string) =>
  `${t("kyc:documents.state.label")}: ${t(`kyc:documents.state.${state}`)}`;

test.beforeEach(async ({ context, site, sandbox }) => {
  await acceptCookies(context, site);
  // The login-throttle specs leave the site's wrong-password counters high; reset forgets them.
  await sandbox.reset();
  await sandbox.restorePlayer(lockedEmail(site));
});
test.afterEach(async ({ site, sandbox }) => {
  await sandbox.restorePlayer(lockedEmail(site));
});

test.describe("uploads from the KYC-locked page (ADR 072)", () => {
  test("identity and address sent from the locked page; the operator's approval lifts the lock @nojs", async ({
    page,
    site,
    t,
  }) => {
    await loginLocked(page, site);
    await expect(page.getByTestId("locked-upload-intro")).toHaveText(t("account:locked.kyc.uploadIntro"));
    for (const [category, docType] of [
      ["identity", "PASSPORT"],
      ["address", "UTILITY_BILL"],
    ] as const) {
      const section = page.getByTestId(`locked-proof-${category}`);
      await expect(section.getByTestId("documents-state")).toHaveText(stateText(t, "new"));
      await send(section, docType, { name: `${category}.png`, mimeType: "image/png", buffer: PNG });
      await expect(page).toHaveURL(new RegExp(`/${site.lang}/accountlocked(#locked-${category})?$`));
      await expect(section.getByTestId("documents-sent")).toHaveText(t("kyc:documents.sent"));
      await expect(section.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
      // A fresh form after the proof is taken (with JavaScript too, where the page is not reloaded).
      await expect(section.getByTestId("documents-docType")).toHaveValue("");
    }
    // Still locked while in review: the platform refuses the login.
    for (const category of ["identity", "address"]) {
      const res = await page.request.post(`${SERVER}/sandbox/controls/kyc/review`, {
        data: { site: site.brand.id, email: lockedEmail(site), category, decision: "approve" },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.goto(`/${site.lang}/accountlocked`);
    const cleared = page.getByTestId("locked-account");
    await expect(cleared).toHaveAttribute("data-variant", "cleared");
    await expect(cleared.getByRole("heading", { level: 1 })).toHaveText(t("account:locked.kyc.clearedTitle"));
    await expect(page.getByTestId("locked-cleared")).toHaveText(t("account:locked.kyc.cleared"));
    await page.getByTestId("locked-leave").click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await page.goto(`/${site.lang}/login`);
    await submitLogin(page, lockedEmail(site), SANDBOX_PASSWORD);
    await expect(page).not.toHaveURL(/\/(login|accountlocked)/);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByTestId("locked-account")).toHaveCount(0);
  });

  test("a file that is not a JPEG, PNG or PDF is refused with its message, the choice kept @nojs", async ({
    page,
    site,
    t,
  }) => {
    await loginLocked(page, site);
    const identity = page.getByTestId("locked-proof-identity");
    await send(identity, "ID_CARD", {
      name: "id.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html>not an image"),
    });
    await expect(identity.getByTestId("documents-error")).toHaveText(t("kyc:documents.errors.fileType"));
    await expect(identity.getByTestId("documents-docType")).toHaveValue("ID_CARD");
    await expect(identity.getByTestId("documents-state")).toHaveText(stateText(t, "new"));
    // The other section is untouched.
    await expect(page.getByTestId("locked-proof-address").getByTestId("documents-error")).toHaveCount(0);
  });

  test("a spent token: the page says to log in again, then keeps the email-support path @nojs", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    await loginLocked(page, site);
    await expect(page.getByTestId("documents-form")).toHaveCount(2);
    // restore-player drops the player's upload-only tokens, as their expiry would.
    await sandbox.restorePlayer(lockedEmail(site));
    await page.goto(`/${site.lang}/accountlocked`);
    await expect(page.getByTestId("locked-expired")).toHaveText(t("account:locked.kyc.expired"));
    await expect(page.getByTestId("documents-form")).toHaveCount(0);
    await page.goto(`/${site.lang}/accountlocked`);
    await expect(page.getByTestId("locked-expired")).toHaveCount(0);
    await expect(page.getByTestId("locked-account")).toHaveAttribute("data-variant", "kyc");
    await expect(page.getByRole("link", { name: t("account:locked.kyc.send") })).toBeVisible();
  });

  test("another path shows the email-support path only; the token never reaches the page", async ({
    page,
    site,
    t,
  }) => {
    await loginLocked(page, site);
    await page.goto(`/${site.lang}/promotions`);
    await expect(page.getByTestId("locked-account")).toHaveAttribute("data-variant", "kyc");
    await expect(page.getByRole("link", { name: t("account:locked.kyc.send") })).toBeVisible();
    await expect(page.getByTestId("documents-form")).toHaveCount(0);
    // The token never reaches the page.
    await page.goto(`/${site.lang}/accountlocked`);
    await expect(page.getByTestId("documents-form")).toHaveCount(2);
    expect(await page.content()).not.toMatch(/documentsToken/);
  });
});
