/**
 * Issue 26 §5: the player's document uploads (ADR 066). Proof of identity through our multipart
 * form, with and without JavaScript; the operator's decision reaching the player; our own checks
 * (type by magic bytes, size) refusing before anything is stored; the source-of-income form.
 * Every test uses a fresh account, so none shares KYC state with another.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  signIn,
  registerFreshAccount,
  test,
  waitForHydration,
  waitForLiveStream,
  type ServerClient,
  type Site,
  type Translate,
} from "./fixtures";
import { SERVER } from "./matrix";

// A 1×1 PNG: the checks read its first bytes, not its name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function freshPlayer(page: Page, site: Site, server: ServerClient) {
  const email = await registerFreshAccount(server, site, "docs", { acceptPolicies: true });
  await signIn(page, site, email);
  const { sessionToken } = await server.platformLogin(email, site.lang);
  const documents = async () =>
    (await server.platform<{ documents: unknown[] }>("account/Documents/getDocuments", {}, sessionToken)).documents;
  return { email, documents };
}

async function sendIdentity(page: Page, site: Site, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`/${site.lang}/myaccount/documents/identity`);
  if (site.javaScript) await waitForHydration(page);
  await page.getByTestId("documents-docType").selectOption("PASSPORT");
  await page.getByTestId("documents-files").setInputFiles(file);
  await page.getByTestId("documents-submit").click();
}

async function review(page: Page, site: Site, email: string, decision: "approve" | "reject", comment?: string) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/kyc/review`, {
    data: { site: site.brand.id, email, category: "identity", decision, ...(comment ? { comment } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const stateText = (t: Translate, state: string) =>
  `${t("kyc:documents.state.label")}: ${t(`kyc:documents.state.${state}`)}`;

test.describe("proof of identity upload (issue 26 §5)", () => {
  test("an identity PNG is sent and shows as in review on both status views @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { documents } = await freshPlayer(page, site, server);
    await page.goto(`/${site.lang}/accountstatus`);
    await page.getByTestId("status-document-identity-upload").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/documents/identity$`));
    await page.getByTestId("documents-docType").selectOption("PASSPORT");
    await page
      .getByTestId("documents-files")
      .setInputFiles({ name: "my passport.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("documents-submit").click();
    await expect(page.getByTestId("documents-sent")).toHaveText(t("kyc:documents.sent"));
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    expect(await documents()).toMatchObject([
      {
        category: "identity",
        docType: "PASSPORT",
        filename: "my passport.png",
        mime: "image/png",
        status: "initiated",
      },
    ]);
    await page.getByTestId("documents-status-link").click();
    await expect(page.getByTestId("status-document-identity")).toContainText(
      t("account:status.documentStatus.initiated"),
    );
    await expect(page.getByTestId("status-document-identity-upload")).toHaveCount(0);
  });

  test("the operator's approval reaches the player @nojs", async ({ page, site, server, t }) => {
    const { email } = await freshPlayer(page, site, server);
    await sendIdentity(page, site, { name: "id.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    if (site.javaScript) await waitForLiveStream(page);
    await review(page, site, email, "approve");
    if (site.javaScript) {
      // Live: a success toast and the page's data reloaded, without a navigation.
      const toast = page.getByTestId("toast").filter({
        hasText: t("common:kycNotice.documentVerified", { category: t("common:kycNotice.categories.identity") }),
      });
      await expect(toast).toHaveClass(/toast--success/);
    } else {
      await page.reload();
    }
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "verified"));
    await expect(page.getByTestId("documents-form")).toHaveCount(0);
  });

  test("a refusal shows as refused with the operator's comment, and a new proof can be sent @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { email } = await freshPlayer(page, site, server);
    await sendIdentity(page, site, { name: "id.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    if (site.javaScript) await waitForLiveStream(page);
    const comment = "The photo is blurred";
    await review(page, site, email, "reject", comment);
    if (site.javaScript) {
      await expect(page.getByTestId("toast").filter({ hasText: comment })).toHaveClass(/toast--warning/);
    } else {
      await page.goto(`/${site.lang}/myaccount/documents/identity`);
    }
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "notVerified"));
    await expect(page.getByTestId("documents-comment")).toHaveText(t("kyc:documents.comment", { comment }));
    await expect(page.getByTestId("documents-form")).toBeVisible();
  });

  test("a .png that is really text is refused with its message and nothing is stored @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { documents } = await freshPlayer(page, site, server);
    await sendIdentity(page, site, { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
    await expect(page.getByTestId("documents-error")).toHaveText(t("kyc:documents.errors.fileType"));
    // The choice is kept for the next try.
    await expect(page.getByTestId("documents-docType")).toHaveValue("PASSPORT");
    expect(await documents()).toEqual([]);
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "new"));
  });

  test("a file over the size cap is refused with its message and nothing is stored @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { documents } = await freshPlayer(page, site, server);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    await sendIdentity(page, site, { name: "big.png", mimeType: "image/png", buffer: big });
    await expect(page.getByTestId("documents-error")).toHaveText(
      t("kyc:documents.errors.fileTooLarge", { count: 4, size: 5 }),
    );
    expect(await documents()).toEqual([]);
  });
});

test.describe("one status on every page (issue 35 §2)", () => {
  /** What the account status and the documents index say of identity, the headline and the address. */
  async function expectAgreement(page: Page, site: Site, t: Translate, identity: string) {
    await page.goto(`/${site.lang}/accountstatus`);
    await expect(page.getByTestId("status-document-identity")).toContainText(
      t(`account:status.documentStatus.${identity}`),
    );
    // The address is not sent yet: something to do, never "not started" once identity is sent.
    await expect(page.getByTestId("status-kyc")).toHaveText(t("account:status.kycState.actionNeeded"));
    await expect(page.getByTestId("status-document-address-upload")).toBeVisible();
    await page.goto(`/${site.lang}/myaccount/documents`);
    await expect(page.getByTestId("documents-index-identity")).toHaveAttribute("data-state", identity);
    await expect(page.getByTestId("documents-index-address")).toHaveAttribute("data-state", "new");
    await expect(page.getByTestId("documents-index-overall")).toHaveText(
      `${t("account:status.kyc")}: ${t("account:status.kycState.actionNeeded")}`,
    );
    await page.getByTestId("documents-index-identity").click();
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, identity));
  }

  test("identity sent, then approved: account status, index and document page agree @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { email } = await freshPlayer(page, site, server);
    await sendIdentity(page, site, { name: "id.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    await expectAgreement(page, site, t, "initiated");
    await review(page, site, email, "approve");
    await expectAgreement(page, site, t, "verified");
  });
});

test.describe("the documents index (issue 35 §2)", () => {
  for (const width of [360, 1440]) {
    test(`lists identity, address and source of income with their states, at ${width} px @nojs`, async ({
      page,
      site,
      server,
      t,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await freshPlayer(page, site, server);
      const res = await page.goto(`/${site.lang}/myaccount/documents`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("kyc:documents.index.title"));
      const rows = page.getByTestId("documents-index").getByRole("listitem");
      await expect(rows).toHaveCount(3);
      const slugs = { identity: "identity", address: "address", sourceOfIncome: "sourceofincome" };
      for (const [category, slug] of Object.entries(slugs)) {
        const link = page.getByTestId(`documents-index-${category}`);
        await expect(link).toContainText(t(`kyc:documents.${category}.title`));
        await expect(link).toContainText(stateText(t, "new"));
        await expect(link).toHaveAttribute("href", `/${site.lang}/myaccount/documents/${slug}`);
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByTestId("documents-index-address").click();
      await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/documents/address$`));
      await page.getByTestId("documents-index-link").click();
      await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/documents$`));
    });
  }
});

test.describe("proof of address (issue 26 §5)", () => {
  test("the identity page links what is missing to its form; a PDF bill goes in review @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { documents } = await freshPlayer(page, site, server);
    await page.goto(`/${site.lang}/myaccount?page=confirmidentity`);
    await expect(page.getByTestId("verification-upload-identity")).toHaveText(
      t("account:verification.upload.identity"),
    );
    await page.getByTestId("verification-upload-address").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/documents/address$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("kyc:documents.address.title"));
    await page.getByTestId("documents-docType").selectOption("UTILITY_BILL");
    await page.getByTestId("documents-files").setInputFiles([
      { name: "bill.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      { name: "bill page 2.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
    ]);
    await page.getByTestId("documents-submit").click();
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    expect(await documents()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: "address", docType: "UTILITY_BILL", mime: "application/pdf" }),
        expect.objectContaining({ category: "address", docType: "UTILITY_BILL", mime: "image/jpeg" }),
      ]),
    );
  });

  test("a platform failure is told on the form, the choice kept @nojs", async ({ page, site, server, sandbox, t }) => {
    const { email, documents } = await freshPlayer(page, site, server);
    await sandbox.inject({ path: "account/Documents/sendMultiple", httpStatus: 500, times: 1, email });
    await page.goto(`/${site.lang}/myaccount/documents/address`);
    if (site.javaScript) await waitForHydration(page);
    await page.getByTestId("documents-docType").selectOption("BANK_STATEMENT");
    await page.getByTestId("documents-files").setInputFiles({ name: "s.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("documents-submit").click();
    await expect(page.getByTestId("documents-error")).toHaveText(t("kyc:documents.errors.platform"));
    await expect(page.getByTestId("documents-docType")).toHaveValue("BANK_STATEMENT");
    expect(await documents()).toEqual([]);
  });
});

test.describe("source of income (issue 26 §5)", () => {
  async function chooseDocType(page: Page, site: Site, docType: string) {
    await page.getByTestId("sof-docType").selectOption(docType);
    // Without JavaScript the choice is a GET form with its own button; with it, it submits itself.
    if (!site.javaScript) await page.getByTestId("sof-choose-submit").click();
    await expect(page).toHaveURL(new RegExp(`docType=${docType}`));
    await expect(page.getByTestId("documents-form")).toBeVisible();
  }

  test("the form follows the chosen source; bad amounts keep the values; a good one is sent @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { documents } = await freshPlayer(page, site, server);
    await page.goto(`/${site.lang}/myaccount/documents/sourceofincome`);
    if (site.javaScript) await waitForHydration(page);
    await chooseDocType(page, site, "OTHER");
    // OTHER carries all 11 monetary fields and the free text.
    await expect(page.locator("[data-testid^=sof-amount-]")).toHaveCount(11);
    await page.getByTestId("sof-docInfo").selectOption("BANK_STATEMENT");
    await page.getByTestId("sof-other").fill("Lottery win");
    const { decimals, decimalSeparator } = site.brand.config.currency as { decimals: number; decimalSeparator: string };
    // One decimal more than the currency allows.
    const tooPrecise = `100${decimalSeparator}${"5".repeat(decimals + 1)}`;
    await page.getByTestId("sof-amount-giftAmount").fill(tooPrecise);
    await page
      .getByTestId("documents-files")
      .setInputFiles({ name: "statement.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("documents-submit").click();
    await expect(page.getByTestId("documents-error")).toHaveText(t("kyc:documents.errors.invalid"));
    await expect(page.locator("#sof-giftAmount-error")).toHaveText(
      t(decimals === 0 ? "kyc:sof.errors.noDecimals" : "kyc:sof.errors.decimals", { count: decimals }),
    );
    await expect(page.getByTestId("sof-amount-giftAmount")).toHaveValue(tooPrecise);
    await expect(page.getByTestId("sof-other")).toHaveValue("Lottery win");
    await expect(page.getByTestId("sof-docInfo")).toHaveValue("BANK_STATEMENT");
    expect(await documents()).toEqual([]);

    await page.getByTestId("sof-amount-giftAmount").fill("1500");
    await page
      .getByTestId("documents-files")
      .setInputFiles({ name: "statement.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("documents-submit").click();
    await expect(page.getByTestId("documents-sent")).toHaveText(t("kyc:documents.sent"));
    await expect(page.getByTestId("documents-state")).toHaveText(stateText(t, "initiated"));
    expect(await documents()).toMatchObject([{ category: "sourceOfIncome", docType: "OTHER", status: "initiated" }]);
  });
});
