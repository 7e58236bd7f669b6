/**
 * The sandbox's PIX bank (/sandbox/pix, docs/contract/cashier.md): a person pastes the copy-paste
 * code of a deposit, checks payee and amount, and pays; the deposit is then paid at the platform,
 * and the same code is refused. Plain forms, so the same steps run without JavaScript (@nojs).
 * Only brands whose cashier has a `qr` deposit method have PIX codes to pay.
 */
import { SERVER } from "./matrix";
import { accountEmail, expect, SEEDED_WALLET, test } from "./fixtures";
import type { PaymentMethod } from "../../app/brand/config.generated";

test.describe("sandbox PIX bank @nojs", () => {
  test("pays a deposit's code once, and refuses it after", async ({ page, site, server, sandbox }) => {
    const methods = site.brand.config.payments.methods as PaymentMethod[];
    const qr = methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
    test.skip(!qr, "the brand takes no PIX deposits");
    const email = accountEmail(site.brand, "player");
    // An unpaid code of an earlier test would be answered instead of a new one (100532).
    await sandbox.expirePending(email);
    const { sessionToken } = await server.platformLogin(email, site.lang);
    const amount = (site.brand.config.limits.deposit.min * 25).toFixed(2);
    const deposit = await (
      await server.platformPost(
        "makeWalletPayment",
        { paymentMethod: qr!.method, depositAmount: amount, idempotencyKey: `e2e-bank-${Date.now()}` },
        { sessionToken },
      )
    ).json();
    expect(deposit.status).toBe("SUCCESS");
    try {
      await page.goto(`${SERVER}/sandbox/pix`);
      await page.getByLabel("PIX copy-paste code").fill(deposit.gatewayRequest.qrCode);
      await page.getByRole("button", { name: "Check code" }).click();
      await expect(page.locator("[data-amount]")).toHaveText(`R$ ${amount.replace(".", ",")}`);
      await expect(page.getByText(deposit.txnId)).toBeVisible();
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page.getByRole("status")).toContainText("Paid");
      const status = await (
        await server.platformPost("cashier/gettransationStatus", { txnId: deposit.txnId }, { sessionToken })
      ).json();
      expect(status).toMatchObject({ status: "SUCCESS", actualStatusInDB: "txn_confirmed_success" });

      await page.getByLabel("PIX copy-paste code").fill(deposit.gatewayRequest.qrCode);
      await page.getByRole("button", { name: "Check code" }).click();
      await expect(page.getByRole("alert")).toHaveText("This code was already paid.");
    } finally {
      // later specs count on player@'s seeded cash
      await sandbox.balance(email, { cash: SEEDED_WALLET.cash });
    }
  });
});
