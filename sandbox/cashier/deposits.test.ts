import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { decodeBrCode } from "./br-code-decode";

// the brand that takes PIX, whichever it is: brands are data
const pixBrand = readdirSync("brands").find((id) =>
  siteFromBrand(id).cashier?.methods.some((m) => m.kind === "qr" && m.directions.includes("deposit")),
)!;
const site = siteFromBrand(pixBrand);
const cashier = site.cashier!;
const method = cashier.methods.find((m) => m.kind === "qr")!.method;
const email = `player@${pixBrand}.test`;
const amount = (cashier.deposit.min * 50).toFixed(2);

let t: TestSandbox;
let token: string;
let playerId: string;
let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;
const deposit = (idempotencyKey: string, depositAmount = amount) =>
  t.call(
    "makeWalletPayment",
    { paymentMethod: method, depositAmount, idempotencyKey, txnType: "deposit-cashier", lnSessionId: "ln-1" },
    { token },
  );
const cash = async () =>
  BigInt(
    (await t.db.query<{ c: string }>("select cash_minor::text as c from wallets where player_id = $1", [playerId]))[0]
      .c,
  );

beforeAll(async () => {
  t = await startTestSandbox([pixBrand]);
  token = (await t.call("login", { emailId: email, password: "Sandbox123" })).body.sessionToken;
  playerId = (await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [email]))[0].id;
});
beforeEach(async () => {
  await t.db.query("delete from deposit_limits where player_id = $1", [playerId]);
});
afterAll(() => t?.close());

describe("cashier data", () => {
  it("serves the brand's deposit methods with limits from its config", async () => {
    const res = await t.call("cashier/getCashierDetails?txnType=deposit", undefined, { token });
    expect(res.body.status).toBe("SUCCESS");
    expect(Object.keys(res.body.depositMethods)).toEqual(
      cashier.displayOrder.filter((m) => cashier.methods.find((x) => x.method === m)?.directions.includes("deposit")),
    );
    expect(res.body.depositMethods[method].limits).toMatchObject({
      minTxnLimit: cashier.deposit.min,
      maxTxnLimit: cashier.deposit.max,
    });
    expect(res.body.cashoutMethods).toBeUndefined();
  });
});

describe("PIX deposit (makeWalletPayment)", () => {
  it("answers a real BR Code for the amount, payable for the brand's countdown", async () => {
    const res = await deposit(key());
    expect(res.body).toMatchObject({ status: "SUCCESS", amount, optionType: "qr" });
    const decoded = decodeBrCode(res.body.gatewayRequest.qrCode);
    expect(decoded).toMatchObject({ ok: true, code: { txid: res.body.txnId, key: cashier.pix.key, oneTime: true } });
    expect(decoded.ok && decoded.code.amountMinor).toBe(Math.round(Number(amount) * 100));
    expect(res.body.gatewayRequest.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await t.db.query<{ secs: number }>(
      "select extract(epoch from expires_at - created_at)::int as secs from deposits where txn_id = $1",
      [res.body.txnId],
    );
    expect(row.secs).toBe(cashier.qrSeconds);
  });

  it("gives back the same deposit for the same key, and refuses the key for another amount", async () => {
    const k = key();
    const first = await deposit(k);
    const again = await deposit(k);
    expect(again.body.txnId).toBe(first.body.txnId);
    expect(again.body.gatewayRequest.qrCode).toBe(first.body.gatewayRequest.qrCode);
    const other = await deposit(k, (cashier.deposit.min * 60).toFixed(2));
    expect(other.body).toMatchObject({ status: "FAILURE", errorCode: 100239, txnId: first.body.txnId });
    const rows = await t.db.query("select 1 from deposits where idempotency_key = $1", [k]);
    expect(rows).toHaveLength(1);
  });

  it("makes one row of 100 concurrent identical POSTs", async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 100 }, () => deposit(k)));
    expect(new Set(answers.map((a) => a.body.txnId)).size).toBe(1);
    expect(answers.every((a) => a.body.status === "SUCCESS")).toBe(true);
    expect(await t.db.query("select 1 from deposits where idempotency_key = $1", [k])).toHaveLength(1);
  });

  it("requires a key and a valid amount within the method's limits", async () => {
    expect((await deposit("")).body).toMatchObject({ errorCode: 100164 });
    expect((await deposit(key(), "12.345")).body).toMatchObject({ errorCode: 100164 });
    const below = (cashier.deposit.min - 0.01).toFixed(2);
    if (cashier.deposit.min > 0.01) expect((await deposit(key(), below)).body).toMatchObject({ errorCode: 100242 });
    expect((await deposit(key(), (cashier.deposit.max + 1).toFixed(2))).body).toMatchObject({ errorCode: 100243 });
  });
});

describe("responsible-gaming deposit limits", () => {
  it("refuses a deposit past the daily limit and says what is left", async () => {
    const limit = Number(amount) * 3;
    await t.call("ResponsibleGaming/setLimits", { limitType: "DEPOSIT", daily: limit.toFixed(2) }, { token });
    // start from a clean day: earlier tests' pending codes count against the limit
    await t.db.query("update deposits set created_at = created_at - interval '40 days' where player_id = $1", [
      playerId,
    ]);
    expect((await deposit(key())).body.status).toBe("SUCCESS");
    expect((await deposit(key())).body.status).toBe("SUCCESS");
    const refused = await deposit(key(), (Number(amount) * 2).toFixed(2));
    expect(refused.body).toMatchObject({
      errorCode: 100327,
      limitPeriod: "daily",
      remainingAmount: Number(amount).toFixed(2),
    });
    expect(refused.body.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await deposit(key())).body.status).toBe("SUCCESS");
    expect((await deposit(key())).body).toMatchObject({ errorCode: 100520, remainingAmount: "0.00" });
  });
});

describe("settling", () => {
  it("credits once when the bank and the control race, and pushes the status", async () => {
    const res = await deposit(key());
    const before = await cash();
    const code = res.body.gatewayRequest.qrCode as string;
    const [bank, control] = await Promise.all([
      fetch(`${t.base}/sandbox/pix`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ code, action: "pay" }),
      }),
      t.control("cashier/pay", { txnId: res.body.txnId }),
    ]);
    expect([bank.status === 200, control.status === 200].filter(Boolean)).toHaveLength(1);
    expect(await cash()).toBe(before + BigInt(Math.round(Number(amount) * 100)));
    const ledger = await t.db.query(
      "select 1 from wallet_transactions where deposit_id = (select id from deposits where txn_id = $1)",
      [res.body.txnId],
    );
    expect(ledger).toHaveLength(1);
    expect((await t.call("cashier/gettransationStatus", { txnId: res.body.txnId }, { token })).body).toMatchObject({
      status: "SUCCESS",
      actualStatusInDB: "txn_confirmed_success",
      transactionAmount: amount,
    });
    const paidAgain = await t.control("cashier/pay", { txnId: res.body.txnId });
    expect(paidAgain.status).toBe(409);
  });

  it("refuses an expired code at the bank and in the status", async () => {
    const res = await deposit(key());
    await t.db.query("update deposits set expires_at = now() - interval '1 second' where txn_id = $1", [
      res.body.txnId,
    ]);
    const bank = await fetch(`${t.base}/sandbox/pix`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: res.body.gatewayRequest.qrCode, action: "pay" }),
    });
    expect(bank.status).toBe(422);
    expect(await bank.text()).toContain("expired");
    expect((await t.call("cashier/gettransationStatus", { txnId: res.body.txnId }, { token })).body).toMatchObject({
      status: "FAILURE",
      actualStatusInDB: "txn_expired",
    });
  });

  it("fails, expires and forces the next failure through the controls", async () => {
    const a = await deposit(key());
    expect((await t.control("cashier/fail", { txnId: a.body.txnId, errorCode: "100217" })).body).toMatchObject({
      ok: true,
      transaction: { status: "FAILURE", errorDescription: "100217" },
    });
    const b = await deposit(key());
    expect((await t.control("cashier/expire", { txnId: b.body.txnId })).body).toMatchObject({
      transaction: { actualStatusInDB: "txn_expired" },
    });
    await t.control("cashier/fail-next", { site: site.id, errorCode: "100238" });
    const k = key();
    const forced = await deposit(k);
    expect(forced.body).toMatchObject({ status: "FAILURE", errorCode: "100238" });
    expect((await deposit(k)).body).toMatchObject({ errorCode: "100238", txnId: forced.body.txnId });
    expect((await deposit(key())).body.status).toBe("SUCCESS");
  });
});
