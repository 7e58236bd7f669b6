/**
 * Risk and limits around a deposit (issue 25 §1, §4, §5; ADR 060): a refused risk check or 100912
 * logs the player out with the risk message; an RG deposit limit says what is left and from when;
 * a pending deposit waits over a step2 or otp URL. Deposits go through the brand's first `qr`
 * method; brands without one skip those until their methods' forms exist.
 */
import type { Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  accountEmail,
  expect,
  formatMoney,
  guestLoginLink,
  signIn,
  SANDBOX_PASSWORD,
  submitLogin,
  test,
  waitForHydration,
  type Site,
  type Translate,
} from "./fixtures";

function qrMethod(site: Site): PaymentMethod | undefined {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  return methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
}

async function cashierControl(page: Page, site: Site, control: string, body: Record<string, unknown>) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/cashier/${control}`, {
    data: { site: site.brand.id, ...body },
  });
  expect(res.status(), `cashier/${control}: ${await res.text()}`).toBe(200);
}

/** Opens the modal, types `amount` (major units) and submits it. */
async function submitDeposit(page: Page, site: Site, t: Translate, amount: number) {
  await page.goto(`/${site.lang}?deposit=true`);
  if (site.javaScript) await waitForHydration(page);
  const modal = page.getByTestId("deposit");
  const currency = site.brand.config.currency;
  const typed = amount.toFixed(currency.decimals).replace(".", currency.decimalSeparator);
  await modal.getByLabel(t("cashier:deposit.amount", { currency: currency.code })).fill(typed);
  await modal.getByTestId("deposit-submit").click();
}

/** The risk message is shown once, the modal is gone, and the header offers the login. */
async function expectRiskLogout(page: Page, site: Site, t: Translate) {
  await expect(page.getByTestId("toast")).toHaveText(t("cashier:codes.100912"));
  await expect(page.getByTestId("deposit")).toHaveCount(0);
  await expect(guestLoginLink(page, t)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/${site.lang}`);
}

test.describe("deposit risk check", () => {
  test.beforeEach(async ({ page, site, sandbox }) => {
    test.skip(!qrMethod(site), "the brand has no qr deposit method (its methods' forms come next)");
    // An earlier test's unpaid code would be shown again (100532) instead of this deposit's answer.
    await sandbox.expirePending(accountEmail(site.brand, "player"));
    await signIn(page, site, accountEmail(site.brand, "player"));
  });

  test("a refused risk check logs out with the risk message @nojs", async ({ page, site, sandbox, t }) => {
    await sandbox.inject({
      path: "RiskService/lexisNexisValidateSession",
      errorCode: 100912,
      times: 1,
      email: accountEmail(site.brand, "player"),
    });
    await submitDeposit(page, site, t, qrMethod(site)!.quickAmounts![0]);
    await expectRiskLogout(page, site, t);
    // Logged out at the platform too, and the message does not come back.
    await page.goto(`/${site.lang}?deposit=true`);
    await expect(page.locator('[data-modal="login"]')).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("100912 from the payment logs out with the risk message @nojs", async ({ page, site, t }) => {
    await cashierControl(page, site, "fail-next", { errorCode: 100912, email: accountEmail(site.brand, "player") });
    await submitDeposit(page, site, t, qrMethod(site)!.quickAmounts![0]);
    await expectRiskLogout(page, site, t);
  });
});

test.describe("deposit above an RG limit", () => {
  const txnIds: string[] = [];
  let email = "";
  test.beforeEach(async ({ page, site }) => {
    test.skip(!qrMethod(site), "the brand has no qr deposit method (its methods' forms come next)");
    // An account no other spec deposits with: what its limit leaves is known.
    email = accountEmail(site.brand, "limits");
    await signIn(page, site, email);
  });
  test.afterEach(async ({ page, site, sandbox }) => {
    if (!qrMethod(site)) return;
    for (const txnId of txnIds.splice(0)) await cashierControl(page, site, "expire", { txnId });
    await sandbox.restorePlayer(email);
  });

  test("says how much can still be deposited, and from when @nojs", async ({ page, site, server, t }) => {
    const [first, second] = qrMethod(site)!.quickAmounts!;
    const limit = first * 2;
    const { sessionToken } = await server.platformLogin(email, site.lang);
    const set = await server.platformPost(
      "ResponsibleGaming/setLimits",
      { limitType: "DEPOSIT", daily: String(limit) },
      { sessionToken },
    );
    expect(set.status(), await set.text()).toBe(200);

    await submitDeposit(page, site, t, first);
    const step = page.getByTestId("deposit-qr-step");
    await expect(step).toBeVisible();
    txnIds.push((await step.getAttribute("data-txn-id"))!);

    await submitDeposit(page, site, t, second + first);
    const [before, after] = t("cashier:limits.leftUntil", {
      period: t("cashier:limits.period.daily"),
      limit: formatMoney(site, limit),
      amount: formatMoney(site, limit - first),
      date: "\u0000",
    }).split("\u0000");
    const message = page.getByTestId("deposit-amount-error");
    await expect(message).toContainText(before);
    await expect(message).toContainText(after);
    // The date between them names the day (digits), not a placeholder.
    const text = (await message.textContent()) ?? "";
    expect(text.slice(before.length, text.length - after.length)).toMatch(/\d/);
    await expect(page.getByTestId("deposit-qr-step")).toHaveCount(0);
  });
});

test.describe("pending deposit after login", () => {
  test("does not open over a step2 URL @nojs", async ({ page, site }) => {
    await page.goto(`/${site.lang}?regstep2=true&modal=login&amount=75`);
    await expect(page.locator('[data-modal="login"]')).toBeVisible();
    if (site.javaScript) await waitForHydration(page);
    await submitLogin(page, accountEmail(site.brand, "player"), SANDBOX_PASSWORD, "modal");
    await expect(page.locator('[data-modal="login"]')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]regstep2=true/);
    await expect(page.getByTestId("deposit")).toHaveCount(0);
  });
});
