/**
 * Issue 34 §3 and §5 end to end: a typed amount is read in the brand's own format only, a
 * no-JavaScript quick amount must be one of the method's, the QR method's own maximum makes a
 * code (ADR 078), and txn-confirmation shows only what the platform confirms. Brands without a
 * qr deposit method skip the QR tests.
 */
import type { Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  accountEmail,
  expect,
  formatMoney,
  signIn,
  SANDBOX_PASSWORD,
  test,
  waitForHydration,
  type Site,
} from "./fixtures";

/** What a BR Code's 13-character amount holds (ADR 078). */
const BR_CODE_MAX = 9_999_999_999.99;

function qrMethod(site: Site): PaymentMethod | undefined {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  return methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
}

/** An amount as the player types it: the brand's separators, no symbol. */
const typed = (site: Site, amount: number) =>
  formatMoney(site, amount)
    .replace(/^[^\d]+|[^\d]+$/g, "")
    .trim();

async function cashierControl(page: Page, control: string, body: Record<string, unknown>) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/cashier/${control}`, { data: body });
  expect(res.status(), `cashier/${control}: ${await res.text()}`).toBe(200);
}

const amountField = (page: Page) => page.locator("#deposit-amount");

test.describe("deposit amounts", () => {
  test.beforeEach(async ({ site, page, sandbox }) => {
    test.skip(!qrMethod(site), "the brand has no qr deposit method");
    // depositor@ has no deposit limit: the brand's own maximum is what bounds these deposits
    const email = accountEmail(site.brand, "depositor");
    // An earlier test's unpaid code would be shown again (100532) instead of a new one.
    await sandbox.expirePending(email);
    await signIn(page, site, email);
  });

  test("spaces inside a typed amount are refused, and the amount stays as typed @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}?deposit=true`);
    if (site.javaScript) await waitForHydration(page);
    const spaced = typed(site, 1_000_000).split(site.brand.config.currency.thousandsSeparator).join(" ");
    await amountField(page).fill(spaced);
    const message = t("cashier:amount.errors.spaces", { example: formatMoney(site, 50) });
    if (site.javaScript) {
      await expect(page.getByTestId("deposit-amount-error")).toHaveText(message);
      await expect(page.getByTestId("deposit-submit")).toBeDisabled();
    } else {
      await page.getByTestId("deposit-submit").click();
      await expect(page.getByTestId("deposit-amount-error")).toHaveText(message);
      await expect(page.getByTestId("deposit-qr-step")).toHaveCount(0);
    }
    await expect(amountField(page)).toHaveValue(spaced);
  });

  test("a forged quick amount is refused, keeping the typed amount @nojs", async ({ page, site, t }) => {
    test.skip(site.javaScript, "the posted form is the same with and without JavaScript");
    await page.goto(`/${site.lang}?deposit=true`);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const method = qrMethod(site)!.method;
    const quick = qrMethod(site)!.quickAmounts[1] ?? qrMethod(site)!.quickAmounts[0];
    const typedAmount = typed(site, quick * 2);
    // Node cannot resolve <brand>.localhost: the app on SERVER, with the brand's host and cookies.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    let last = "";
    for (const forged of [`-${quick}`, `0x${quick.toString(16)}`, `${quick / 10}e1`, `+0${quick}`, `${quick}.005`]) {
      const res = await page.request.post(`${SERVER}/${site.lang}/cashier/deposit`, {
        headers: { host: new URL(site.origin).host, cookie },
        form: {
          idempotencyKey: key,
          method,
          quick: forged,
          amount: typedAmount,
          bonusCode: "",
          returnTo: `/${site.lang}`,
        },
        maxRedirects: 0,
      });
      expect(res.status(), forged).toBe(302);
      last = res.headers().location ?? "";
      expect(last, forged).not.toContain("step=2");
      const [pair] = (res.headers()["set-cookie"] ?? "").split(";");
      const eq = pair.indexOf("=");
      await page
        .context()
        .addCookies([
          { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: site.origin.replace(/^http:/, "https:") },
        ]);
    }
    await page.goto(last);
    await expect(page.getByTestId("deposit-amount-error")).toHaveText(t("cashier:amount.errors.quick"));
    await expect(amountField(page)).toHaveValue(typedAmount);
  });

  test("the QR method's own maximum makes a code; above it, the maximum's message @nojs", async ({ page, site, t }) => {
    const brandMax = site.brand.config.limits.deposit.max;
    const max = Math.min(brandMax, BR_CODE_MAX);
    await page.goto(`/${site.lang}?deposit=true`);
    if (site.javaScript) await waitForHydration(page);
    // the BR Code's cap is no limit a player has: without a lower one the range names the minimum only (issue 35 §3)
    const { min } = site.brand.config.limits.deposit;
    await expect(page.locator("#deposit-amount-hint")).toHaveText(
      brandMax < BR_CODE_MAX
        ? t("cashier:deposit.range", { min: formatMoney(site, min), max: formatMoney(site, max) })
        : t("cashier:deposit.rangeMin", { min: formatMoney(site, min) }),
    );
    if (brandMax > max) {
      await amountField(page).fill(typed(site, brandMax));
      const message = t("cashier:amount.errors.depositMax", { amount: formatMoney(site, max) });
      if (!site.javaScript) await page.getByTestId("deposit-submit").click();
      await expect(page.getByTestId("deposit-amount-error")).toHaveText(message);
    }
    await amountField(page).fill(typed(site, max));
    await page.getByTestId("deposit-submit").click();
    const step = page.getByTestId("deposit-qr-step");
    await expect(step).toBeVisible();
    await expect(page.getByTestId("deposit-qr-amount")).toHaveText(formatMoney(site, max));
    // a pending deposit of this size must not linger for later specs
    await cashierControl(page, "expire", { txnId: (await step.getAttribute("data-txn-id"))! });
  });
});

test.describe("txn-confirmation", () => {
  test("a forged account, amount or method never shows on the player's own confirmed deposit @nojs", async ({
    page,
    site,
    server,
  }) => {
    const method = qrMethod(site);
    test.skip(!method, "the deposit is made by the brand's qr method");
    const email = accountEmail(site.brand, "depositor");
    const { sessionToken } = await server.platformLogin(email, site.lang, SANDBOX_PASSWORD);
    const amount = site.brand.config.limits.deposit.min * 2;
    const made = await (
      await server.platformPost(
        "makeWalletPayment",
        {
          paymentMethod: method!.method,
          depositAmount: amount.toFixed(2),
          idempotencyKey: `forged-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
          txnType: "deposit-cashier",
        },
        { sessionToken },
      )
    ).json();
    expect(made.txnId, JSON.stringify(made)).toBeTruthy();
    await cashierControl(page, "pay", { txnId: made.txnId });
    await signIn(page, site, email);
    const forged = new URLSearchParams({
      id: made.txnId,
      amount: "999999.00",
      account: "fraude@golpe.com",
      paymentMethod: "CREDITCARD",
      cardNumber: "************9999",
      type: "deposit",
      status: "SUCCESS",
    });
    await page.goto(`/${site.lang}/txn-confirmation?${forged}`);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "SUCCESS");
    await expect(page.getByTestId("payment-result-amount")).toHaveText(formatMoney(site, amount));
    await expect(page.getByTestId("payment-result-id")).toHaveText(made.txnId);
    await expect(page.getByTestId("payment-result-card")).toHaveCount(0);
    await expect(page.getByTestId("payment-result-details")).not.toContainText("golpe");
    await expect(page.getByTestId("payment-result-details")).not.toContainText("9999");
  });
});
