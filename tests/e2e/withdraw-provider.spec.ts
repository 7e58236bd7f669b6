/**
 * ADR 073: a cashout by a third-party method (a wallet or bank-redirect method the brand pays out
 * by, as its brand.json says) is confirmed on the provider's page. Approve lands on {lang}/success
 * with the cashout pending for the operator; Decline on {lang}/failure with the money back.
 * Brands without such a method skip.
 */
import type { Page } from "@playwright/test";
import { accountEmail, expect, formatMoney, signIn, test, waitForHydration, type Site } from "./fixtures";

interface MethodConfig {
  method: string;
  displayName?: string;
  kind: string;
  directions: string[];
}

/** Spec §3 isThirdparty, as the platform marks it: paid on the provider's own page. */
const thirdPartyCashout = (site: Site) =>
  (site.brand.config.payments.methods as MethodConfig[]).find(
    (m) => m.directions.includes("cashout") && (m.kind === "wallet" || m.kind === "redirect"),
  );
const withdrawMin = (site: Site) => site.brand.config.limits.withdraw.min as number;
const amountOf = (site: Site) => 2 * withdrawMin(site);
const cashOf = (site: Site) => 10 * withdrawMin(site);
const account = (site: Site) => accountEmail(site.brand, site.javaScript ? "provider-payout" : "provider-payout-nojs");

/** Valid values for the payout fields a wallet or redirect method may ask. */
const SAMPLE: Record<string, string> = { email: "payee@example.com" };

/** Step 1 with the method, sent: the browser leaves the site for the provider's payout page; its address. */
async function withdrawAtProvider(page: Page, site: Site, method: MethodConfig): Promise<string> {
  await page.goto(`/${site.lang}?withdraw=true&method=${method.method}`);
  const form = page.getByTestId("withdraw-form");
  await expect(form).toHaveAttribute("data-method", method.method);
  // The amount is React state: typed before hydration, it would be reset.
  if (site.javaScript) await waitForHydration(page);
  await page.locator("#deposit-amount").fill(String(amountOf(site)));
  for (const input of await form.locator("input[data-testid^=deposit-field-]").all()) {
    if (!(await input.isVisible()) || (await input.evaluate((el) => (el as HTMLInputElement).readOnly))) continue;
    const key = (await input.getAttribute("data-testid"))!.replace("deposit-field-", "");
    await input.fill(SAMPLE[key] ?? "Sample");
  }
  await page.getByTestId("withdraw-submit").click();
  // the platform's signed link to the page (ADR 079)
  await page.waitForURL(/\/sandbox\/payout\/[A-Za-z0-9]+\/[^/?]+/);
  // the sandbox provider writes the amount its own way (English page): the sentence is what counts
  const name = (method.displayName ?? method.method).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.locator("main p").first()).toHaveText(new RegExp(`^Send \\S.* to your ${name} account\\?$`));
  return page.url();
}

test.describe("a third-party cashout confirmed at the provider (ADR 073)", () => {
  test.beforeEach(async ({ page, site, sandbox }) => {
    test.skip(!thirdPartyCashout(site), `${site.brand.id} pays out by no wallet or redirect method`);
    await sandbox.balance(account(site), { cash: cashOf(site), bonus: 0, freebet: 0 });
    await signIn(page, site, account(site));
  });

  test("Approve: the success page shows the cashout pending, as the portfolio does @nojs", async ({
    page,
    site,
    t,
  }) => {
    await withdrawAtProvider(page, site, thirdPartyCashout(site)!);
    await page.getByRole("button", { name: "Approve" }).click();
    await page.waitForURL(new RegExp(`/${site.lang}/success\\?type=cashout&id=`));
    const txnId = new URL(page.url()).searchParams.get("id");
    const result = page.getByTestId("payment-result");
    // the platform's state, not the page's name: the operator has not paid it yet
    await expect(result).toHaveAttribute("data-status", "PENDING");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:cashout.pending"));
    await expect(result.getByText(t("payment:cashout.pendingText"))).toBeVisible();
    await expect(page.getByTestId("payment-result-amount")).toHaveText(formatMoney(site, amountOf(site)));
    await expect(page.getByTestId("payment-result-id")).toHaveText(txnId!);
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, cashOf(site) - amountOf(site)));
    await page.getByTestId("payment-result-portfolio").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount/cashier$`));
    const pending = page.locator(`[data-testid=portfolio-pending-item][data-txn="${txnId}"]`);
    await expect(pending).toBeVisible();
    await expect(pending).toContainText(formatMoney(site, amountOf(site)));
  });

  test("Decline: the failure page says so and the balance is back @nojs", async ({ page, site, t }) => {
    const providerPage = await withdrawAtProvider(page, site, thirdPartyCashout(site)!);
    await page.getByRole("button", { name: "Decline" }).click();
    await page.waitForURL(new RegExp(`/${site.lang}/failure\\?type=cashout&id=`));
    const txnId = new URL(page.url()).searchParams.get("id");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "FAILURE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:cashout.failure"));
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("payment:cashoutFailed"));
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, cashOf(site)));
    // decided once: the provider page no longer offers it
    const again = await page.goto(providerPage);
    expect(again?.status()).toBe(409);
    await page.goto(`/${site.lang}/myaccount/cashier`);
    await expect(page.locator(`[data-testid=portfolio-pending-item][data-txn="${txnId}"]`)).toHaveCount(0);
  });
});
