import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "./test-server";
import { siteFromBrand } from "../seed/test-sites";

// every shipped brand: the calls serve what its brand.json says, whatever that is
const sites = readdirSync("brands").map(siteFromBrand);
let t: TestSandbox;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await startTestSandbox(sites);
  for (const site of sites) {
    const res = await t.call(
      "login",
      { emailId: `player@${site.id}.test`, password: "Sandbox123" },
      { site: site.siteCode },
    );
    tokens.set(site.id, res.body.sessionToken);
  }
}, 120_000);
afterAll(() => t?.close());

describe.each(sites.map((s) => [s.id, s] as const))("cashier calls of %s", (_id, site) => {
  const cashier = site.cashier!;
  const opts = () => ({ site: site.siteCode, token: tokens.get(site.id) });
  const brand = { "x-brand-id": site.id };
  const get = (path: string) =>
    fetch(`${t.base}/ajax/${path}`, {
      headers: { "x-site-code": site.siteCode, "x-session-token": tokens.get(site.id)!, ...brand },
    }).then((r) => r.json());
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${t.base}/ajax/${path}`, {
      method: "POST",
      headers: {
        "x-site-code": site.siteCode,
        "x-session-token": tokens.get(site.id)!,
        "content-type": "application/x-www-form-urlencoded",
        ...brand,
      },
      body: new URLSearchParams(form),
    }).then((r) => r.json());
  const inDirection = (d: "deposit" | "cashout") =>
    cashier.displayOrder.filter((m) => cashier.methods.find((x) => x.method === m)?.directions.includes(d));

  it("getCashierData lists both directions in display order with the form fields", async () => {
    const body = await get("getCashierData");
    expect(body.status).toBe("SUCCESS");
    expect(Object.keys(body.depositMethods)).toEqual(inDirection("deposit"));
    expect(Object.keys(body.cashoutMethods)).toEqual(inDirection("cashout"));
    for (const m of cashier.methods.filter((x) => x.directions.includes("deposit"))) {
      expect(body.depositMethods[m.method]).toMatchObject({
        methodName: m.method,
        // The name players read is the brand's (the operator's cashier set-up), else the code.
        displayName: m.displayName ?? m.method,
        fields: m.fields,
        usedInstruments: [],
      });
    }
    expect(body.cashierDepositLimitList[0]).toMatchObject({
      currency: cashier.currency,
      minTxnLimit: cashier.deposit.min,
    });
  });

  it("cashier/getCashierDetails maps txnType withdrawal to the cashout methods", async () => {
    const body = await get("cashier/getCashierDetails?txnType=withdrawal");
    expect(Object.keys(body.cashoutMethods)).toEqual(inDirection("cashout"));
    expect(body.depositMethods).toBeUndefined();
    expect(body.cashierCashoutLimitList[0]).toMatchObject({ maxTxnLimit: cashier.withdraw.max });
  });

  it("serves the limits, integration and amounts configuration", async () => {
    const limits = await get("getAvailablePaymentMethodsLimits");
    expect(limits.cashierDepositLimitList.map((l: { option: string }) => l.option)).toEqual(inDirection("deposit"));
    const integration = await get("getCashierIntegrationConfig");
    expect(integration.integrations).toHaveLength(cashier.methods.length);
    const first = cashier.methods[0];
    const amounts = await get(
      `getCashierAmountsConfig?payment_type=${first.method}&currency_iso_code=${cashier.currency}`,
    );
    expect(amounts).toMatchObject({ status: "SUCCESS", quickAmounts: first.quickAmounts, currency: cashier.currency });
    expect((await get(`getCashierAmountsConfig?payment_type=${first.method}&currency_iso_code=XXX`)).errorCode).toBe(
      100518,
    );
  });

  it("refuses a deposit by a method the brand does not offer", async () => {
    const body = await post("makeWalletPayment", {
      paymentMethod: "QIWI",
      depositAmount: "10.00",
      idempotencyKey: "k-unknown-1",
    });
    expect(body).toMatchObject({ status: "FAILURE", errorCode: 100196 });
  });

  it("summarises paid deposits, validates the risk session and lists affiliate pixels", async () => {
    expect(await get("getPlayerLifeTimeSummary")).toMatchObject({
      status: "SUCCESS",
      successfulDepositAmountInhouseCurrency: 0,
    });
    expect(await get("getUserNetDepositSummary")).toMatchObject({ status: "SUCCESS", netDepositAmount: 0 });
    const risk = {
      lnSessionId: "ln-1",
      eventType: "transaction_other",
      serviceType: "ALL",
      policy: "status_validation_web",
    };
    expect(await post("RiskService/lexisNexisValidateSession", risk)).toEqual({ status: "SUCCESS" });
    expect(await post("RiskService/lexisNexisValidateSession", { ...risk, policy: "other" })).toMatchObject({
      status: "FAILURE",
      errorCode: 100912,
    });
    const pixels = await get("Affiliate/affiliatePixelTrackingList?affiliateId=aff1");
    expect(pixels.affiliatePixelTrackingList[0]).toMatchObject({ affiliateId: "aff1", currency: cashier.currency });
    const src = /src="([^"]+)"/.exec(pixels.affiliatePixelTrackingList[0].depositPixel)![1].replace(/&amp;/g, "&");
    const gif = await fetch(new URL(src, t.base));
    expect(gif.headers.get("content-type")).toBe("image/gif");
  });

  it("asks for a session", async () => {
    expect((await t.call("getCashierData", undefined, { site: opts().site })).status).toBe(401);
  });
});
