import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { pagePath } from "./page-token";

// brands are data: the brand with a card method, and one with a wallet and a redirect method
const sites = readdirSync("brands").map(siteFromBrand);
const kinds = (id: string) =>
  new Set(
    siteFromBrand(id)
      .cashier!.methods.filter((m) => m.directions.includes("deposit"))
      .map((m) => m.kind),
  );
const cardSite = sites.find((s) => kinds(s.id).has("card"))!;
const walletSite = sites.find((s) => kinds(s.id).has("wallet") && kinds(s.id).has("redirect"));

let t: TestSandbox;
const tokens = new Map<string, string>();
// each deposit's provider page as the platform answered it (a signed link, ADR 079)
const links = new Map<string, string>();
let n = 0;
const year = new Date().getUTCFullYear() + 2;
const PAN = "4111111111111111";

beforeAll(async () => {
  t = await startTestSandbox([...new Set([cardSite, walletSite ?? cardSite])]);
  for (const site of [cardSite, walletSite ?? cardSite]) {
    const res = await t.call(
      "login",
      { emailId: `player@${site.id}.test`, password: "Sandbox123" },
      { site: site.siteCode },
    );
    tokens.set(site.id, res.body.sessionToken);
  }
  await t.db.query("delete from deposit_limits");
}, 120_000);
afterAll(() => t?.close());

const post = (site: typeof cardSite, path: string, form: Record<string, string>) =>
  fetch(`${t.base}/ajax/${path}`, {
    method: "POST",
    headers: {
      "x-site-code": site.siteCode,
      "x-brand-id": site.id,
      "x-session-token": tokens.get(site.id)!,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  })
    .then((r) => r.json())
    .then((body) => {
      if (body.gatewayRequest?.redirectUrl) links.set(body.txnId, body.gatewayRequest.redirectUrl);
      return body;
    });
const amountOf = (site: typeof cardSite) => (site.cashier!.deposit.min * 2).toFixed(2);
const decide = (txnId: string, decision: string, headers: Record<string, string> = {}, link = links.get(txnId)) =>
  fetch(`${t.base}${link}/decide`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ decision }),
  });
const stateOf = async (txnId: string) =>
  (await t.db.query<{ state: string }>("select state from deposits where txn_id = $1", [txnId]))[0].state;

describe("card deposits (makeCCPayment)", () => {
  const card = (over: Record<string, string> = {}) =>
    post(cardSite, "makeCCPayment", {
      paymentMethod: "CREDITCARD",
      depositAmount: amountOf(cardSite),
      idempotencyKey: `card-${++n}-key`,
      cardNumber: PAN,
      expiryMonth: "12",
      expiryYear: String(year),
      cvv: "123",
      cardHolderName: "Ana Souza",
      returnUrl: `https://${cardSite.domains![0]}/en/cashier/callback/CREDITCARD`,
      ...over,
    });

  it("checks the card by spec §5 with the deposit codes", async () => {
    expect(await card({ cardNumber: "4111111111111112" })).toMatchObject({ errorCode: 100228 });
    expect(await card({ cvv: "12" })).toMatchObject({ errorCode: 100232 });
    expect(await card({ expiryYear: String(year - 4) })).toMatchObject({ errorCode: 100223 });
    expect(await card({ cardHolderName: "A" })).toMatchObject({ errorCode: 100164 });
    expect(await card({ returnUrl: "https://evil.example/cb" })).toMatchObject({ errorCode: 100164 });
    expect(await card({ returnUrl: `http://other${cardSite.id}.localhost/cb` })).toMatchObject({ errorCode: 100164 });
    // only the brand's own origins (ADR 079): not another program on this machine, nor another port of a domain
    for (const returnUrl of [
      `http://${cardSite.id}.localhost:3001/en/cashier/callback/CREDITCARD`,
      "http://localhost:8080/en/cashier/callback/CREDITCARD",
      "http://127.0.0.1:9/en",
      `https://${cardSite.domains![0]}:8443/en/cashier/callback/CREDITCARD`,
    ])
      expect(await card({ returnUrl })).toMatchObject({
        errorCode: 100164,
        errorDescription: "returnUrl is not on one of this brand's origins",
      });
    expect(
      await card({ returnUrl: `http://${cardSite.id}.localhost:3000/en/cashier/callback/CREDITCARD` }),
    ).toMatchObject({
      status: "SUCCESS",
    });
  });

  it("pays on the 3-D Secure page, goes back with the outcome and saves the card", async () => {
    const res = await card();
    expect(res).toMatchObject({ status: "SUCCESS", optionType: "card", gatewayRequest: { method: "POST" } });
    const pageHtml = await (await fetch(new URL(res.gatewayRequest.redirectUrl, t.base), { method: "POST" })).text();
    expect(pageHtml).toContain("ending in <strong>1111</strong>");
    // the brand's money format, decimals included or not
    const c = cardSite.currency;
    const digits = (cardSite.cashier!.deposit.min * 2).toFixed(c.decimals).replace(".", c.decimalSeparator);
    expect(pageHtml.split(c.thousandsSeparator).join("")).toContain(digits);
    expect(pageHtml).toContain(c.symbol);
    const approved = await decide(res.txnId, "approve");
    expect(approved.status).toBe(303);
    const location = approved.headers.get("location")!;
    expect(location.startsWith(`https://${cardSite.domains![0]}/en/cashier/callback/CREDITCARD/`)).toBe(true);
    expect(JSON.parse(Buffer.from(location.split("/").at(-1)!, "base64url").toString())).toEqual({
      txnId: res.txnId,
      status: "SUCCESS",
      paymentMethod: "CREDITCARD",
    });
    // the card number and CVV are nowhere in the database
    const dump = await t.db.query<{ t: string }>(
      "select (select json_agg(d)::text from deposits d) || (select json_agg(p)::text from payment_instruments p) as t",
    );
    expect(dump[0].t).not.toContain(PAN);
    const data = await fetch(`${t.base}/ajax/getCashierData`, {
      headers: {
        "x-site-code": cardSite.siteCode,
        "x-brand-id": cardSite.id,
        "x-session-token": tokens.get(cardSite.id)!,
      },
    }).then((r) => r.json());
    const saved = data.depositMethods.CREDITCARD.usedInstruments;
    expect(saved).toEqual([{ instrumentId: expect.any(String), ccDetails: { lastDigits: "1111" } }]);
    const repeat = await post(cardSite, "makeCCPayment", {
      paymentMethod: "CREDITCARD",
      depositAmount: amountOf(cardSite),
      idempotencyKey: `card-${++n}-key`,
      accountId: saved[0].instrumentId,
      cvv: "321",
    });
    expect(repeat.status).toBe("SUCCESS");
    const payvision = await post(cardSite, "processDepositPayvision", {
      paymentMethod: "CREDITCARD",
      depositAmount: amountOf(cardSite),
      idempotencyKey: `card-${++n}-key`,
      accountId: saved[0].instrumentId,
      cvv: "321",
    });
    expect(payvision).toMatchObject({ status: "SUCCESS", optionType: "card" });
  });

  it("fails a declined 3-D Secure with 100234", async () => {
    const res = await card();
    const declined = await decide(res.txnId, "decline");
    expect(declined.status).toBe(303);
    const status = await post(cardSite, "cashier/gettransationStatus", { txnId: res.txnId });
    expect(status).toMatchObject({
      status: "FAILURE",
      actualStatusInDB: "txn_confirmed_failure",
      errorDescription: "100234",
    });
    expect((await decide(res.txnId, "approve")).status).toBe(409);
  });
});

describe.runIf(Boolean(walletSite))("wallet and redirect deposits (makeWalletPayment)", () => {
  const site = walletSite!;
  const method = (kind: string) =>
    site.cashier!.methods.find((m) => m.kind === kind && m.directions.includes("deposit"))!;

  it("requires the fields the method's definition requires, then pays on the provider page", async () => {
    const wallet = method("wallet");
    const base = { paymentMethod: wallet.method, depositAmount: amountOf(site) };
    const required = wallet.fields.filter((f) => f.requiredNewPayment);
    if (required.length > 0)
      expect(await post(site, "makeWalletPayment", { ...base, idempotencyKey: `wallet-${++n}-key` })).toMatchObject({
        errorCode: 100164,
      });
    const values = Object.fromEntries(required.map((f) => [f.key, f.type === "email" ? "ana@example.com" : "value"]));
    const res = await post(site, "makeWalletPayment", { ...base, ...values, idempotencyKey: `wallet-${++n}-key` });
    expect(res).toMatchObject({ status: "SUCCESS", optionType: "wallet" });
    const shown = await fetch(new URL(res.gatewayRequest.redirectUrl, t.base));
    expect(await shown.text()).toContain('value="approve"');
    const approved = await decide(res.txnId, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('data-outcome="success"');
  });

  it("takes a redirect method's bank only from its list", async () => {
    const redirect = method("redirect");
    const bankField = redirect.fields.find((f) => f.key === "bank");
    if (!bankField || !redirect.banks) return;
    const base = { paymentMethod: redirect.method, depositAmount: amountOf(site) };
    expect(
      await post(site, "makeWalletPayment", { ...base, bank: "Nobank", idempotencyKey: `redirect-${++n}-key` }),
    ).toMatchObject({ errorCode: 100164 });
    expect(
      await post(site, "makeWalletPayment", {
        ...base,
        bank: redirect.banks[0],
        idempotencyKey: `redirect-${++n}-key`,
      }),
    ).toMatchObject({
      status: "SUCCESS",
      optionType: "redirect",
    });
  });
});

describe("the provider page opens only from the platform's signed link (ADR 079)", () => {
  const card = () =>
    post(cardSite, "makeCCPayment", {
      paymentMethod: "CREDITCARD",
      depositAmount: amountOf(cardSite),
      idempotencyKey: `card-${++n}-key`,
      cardNumber: PAN,
      expiryMonth: "12",
      expiryYear: String(year),
      cvv: "123",
      cardHolderName: "Ana Souza",
    });
  const page = (path: string) => fetch(`${t.base}${path}`);

  it("answers the page with a token, and refuses a bare, forged, misused or expired one", async () => {
    const { txnId, gatewayRequest } = await card();
    expect(gatewayRequest.redirectUrl).toMatch(new RegExp(`^/sandbox/pay/${txnId}/[0-9a-z]+\\.[A-Za-z0-9_-]{32}$`));
    expect((await page(gatewayRequest.redirectUrl)).status).toBe(200);
    const token = gatewayRequest.redirectUrl.split("/").at(-1);
    const other = await card();
    const refused = {
      bare: `/sandbox/pay/${txnId}`,
      forged: `/sandbox/pay/${txnId}/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      anotherDeposit: `/sandbox/pay/${other.txnId}/${token}`,
      payoutPage: pagePath(t.db, "payout", txnId, Date.now() + 60_000).replace("/payout/", "/pay/"),
    };
    for (const [what, path] of Object.entries(refused)) {
      const res = await page(path);
      expect([what, res.status]).toEqual([what, path === refused.bare ? 404 : 403]);
      expect(await res.text()).not.toContain('value="approve"');
    }
    const expired = pagePath(t.db, "pay", txnId, Date.now() - 1000);
    const res = await page(expired);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('data-link="expired"');
    for (const link of [refused.forged, refused.anotherDeposit, expired])
      expect([link, (await decide(txnId, "approve", {}, link)).status]).not.toEqual([link, 303]);
    expect(await stateOf(txnId)).toBe("pending");
  });

  it("takes a decision posted from the page's own origin only", async () => {
    const { txnId } = await card();
    const foreign = await decide(txnId, "approve", { origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await decide(txnId, "approve", { origin: "null" })).status).toBe(403);
    expect(await stateOf(txnId)).toBe("pending");
    const own = await decide(txnId, "approve", { origin: t.base });
    expect(own.status).toBe(200);
    expect(await stateOf(txnId)).toBe("success");
  });
});
