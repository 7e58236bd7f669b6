import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { CallRate } from "./abuse";

/** Issue 34 §2: one unpaid PIX code per method and player (100532), per-player cashier rates (100174). */
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
let keys = 0;
const key = () => `abuse-${Date.now()}-${++keys}`;
const deposit = (idempotencyKey: string, depositAmount = amount) =>
  t.call("makeWalletPayment", { paymentMethod: method, depositAmount, idempotencyKey }, { token });

beforeAll(async () => {
  t = await startTestSandbox([pixBrand]);
  token = (await t.call("login", { emailId: email, password: "Sandbox123" })).body.sessionToken;
}, 120_000);
beforeEach(async () => {
  await t.control("reset", {});
  await t.control("cashier/expire-pending", { email });
});
afterAll(() => t?.close());

describe("one pending PIX code per player and method", () => {
  it("answers 100532 with the pending code instead of a second one", async () => {
    const first = await deposit(key());
    expect(first.body.status).toBe("SUCCESS");
    const second = await deposit(key(), (cashier.deposit.min * 60).toFixed(2));
    expect(second.body).toMatchObject({
      status: "FAILURE",
      errorCode: 100532,
      txnId: first.body.txnId,
      paymentMethod: method,
      depositAmount: amount,
      expiresAt: first.body.expiresAt,
      gatewayRequest: { qrCode: first.body.gatewayRequest.qrCode },
    });
    const rows = await t.db.query("select 1 from deposits where txn_id <> $1 and state = 'pending'", [
      first.body.txnId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("takes a new code once the pending one is paid, or has expired", async () => {
    const first = await deposit(key());
    await t.control("cashier/pay", { txnId: first.body.txnId });
    const second = await deposit(key());
    expect(second.body.status).toBe("SUCCESS");
    await t.db.query("update deposits set expires_at = now() - interval '1 second' where txn_id = $1", [
      second.body.txnId,
    ]);
    expect((await deposit(key())).body.status).toBe("SUCCESS");
  });
});

describe("per-player rates", () => {
  it("refuses deposits past the rate with 100174 and HTTP 429, counting only new rows", async () => {
    await t.control("cashier/rate-limits", { depositsPerMinute: 3 });
    // Earlier tests' deposits leave the window.
    await t.db.query("update deposits set created_at = created_at - interval '61 seconds'");
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const k = key();
      const res = await deposit(k);
      expect(res.body.status).toBe("SUCCESS");
      // A replay of the same key is not a new deposit.
      expect((await deposit(k)).body.txnId).toBe(res.body.txnId);
      await t.control("cashier/pay", { txnId: res.body.txnId });
      made.push(res.body.txnId);
    }
    const refused = await deposit(key());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 100174 });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Out of the window, deposits are taken again.
    await t.db.query("update deposits set created_at = created_at - interval '61 seconds' where txn_id = any($1)", [
      made,
    ]);
    expect((await deposit(key())).body.status).toBe("SUCCESS");
  });

  it("refuses transaction-status look-ups past the rate", async () => {
    await t.control("cashier/rate-limits", { statusChecksPerMinute: 5 });
    const res = await deposit(key());
    for (let i = 0; i < 5; i++)
      expect((await t.call("cashier/gettransationStatus", { txnId: res.body.txnId }, { token })).body.status).toBe(
        "PENDING",
      );
    const refused = await t.call("cashier/gettransationStatus", { txnId: res.body.txnId }, { token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 100174 });
  });

  it("keeps a window per key that slides", () => {
    let now = 0;
    const rate = new CallRate(() => now);
    const rule = { limit: 2, windowSeconds: 10 };
    rate.take("a", rule, "calls");
    rate.take("a", rule, "calls");
    expect(() => rate.take("a", rule, "calls")).toThrow();
    rate.take("b", rule, "calls");
    now = 10_001;
    expect(() => rate.take("a", rule, "calls")).not.toThrow();
  });
});
