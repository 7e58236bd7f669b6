import { fc } from "@fast-check/vitest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { drainAccountEvents } from "../../tests/support/account-events";
import { SLOT_STAKES } from "../provider/engine";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { decodeBrCode } from "./br-code-decode";
import { expectWalletMatchesLedger } from "../../tests/support/ledger";
import { confirmDeposit, createDeposit, type NewDeposit } from "./deposits";

// the brand that takes PIX, whichever it is: brands are data
const pixBrand = readdirSync("brands").find((id) =>
  siteFromBrand(id).cashier?.methods.some((m) => m.kind === "qr" && m.directions.includes("deposit")),
)!;
const site = siteFromBrand(pixBrand);
const cashier = site.cashier!;
const method = cashier.methods.find((m) => m.kind === "qr")!.method;
const email = `player@${pixBrand}.test`;
const amount = (cashier.deposit.min * 50).toFixed(2);
// A BR Code's amount holds 13 characters, "9999999999.99": the QR method's maximum (ADR 078).
const qrMax = Math.min(cashier.deposit.max, 9_999_999_999.99);

// PGlite runs one statement at a time; the PostgreSQL server has real concurrency, where the
// wallet lock is what keeps 100 identical POSTs to one row and a deposit to one credit.
const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("deposits on %s", (backend) => {
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

  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([pixBrand], { databaseUrl: cluster?.url });
    token = (await t.call("login", { emailId: email, password: "Sandbox123" })).body.sessionToken;
    playerId = (await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [email]))[0].id;
  }, 240_000);
  beforeEach(async () => {
    await t.db.query("delete from deposit_limits where player_id = $1", [playerId]);
    // One unpaid code per player and method (100532): each test starts without one.
    await t.control("cashier/expire-pending", { email });
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  describe("cashier data", () => {
    it("serves the brand's deposit methods with limits from its config", async () => {
      expect(t.db.kind).toBe(backend);
      const res = await t.call("cashier/getCashierDetails?txnType=deposit", undefined, { token });
      expect(res.body.status).toBe("SUCCESS");
      expect(Object.keys(res.body.depositMethods)).toEqual(
        cashier.displayOrder.filter((m) => cashier.methods.find((x) => x.method === m)?.directions.includes("deposit")),
      );
      expect(res.body.depositMethods[method].limits).toMatchObject({
        minTxnLimit: cashier.deposit.min,
        maxTxnLimit: qrMax,
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
      expect((await deposit(key(), (qrMax + 1).toFixed(2))).body).toMatchObject({ errorCode: 100243 });
    });

    it("takes the method's own maximum, and refuses more with 100243 instead of failing on the code", async () => {
      const top = await deposit(key(), qrMax.toFixed(2));
      expect(top.status).toBe(200);
      expect(top.body).toMatchObject({ status: "SUCCESS", amount: qrMax.toFixed(2) });
      const decoded = decodeBrCode(top.body.gatewayRequest.qrCode);
      expect(decoded.ok && decoded.code.amountMinor).toBe(Math.round(qrMax * 100));
      const over = await deposit(key(), "10000000000.00");
      expect(over.status).toBe(200);
      expect(over.body).toMatchObject({ status: "FAILURE", errorCode: 100243, maxTxnLimit: qrMax });
    });

    it("answers any depositAmount with a spec code or a deposit, never an HTTP error", async () => {
      const typed = fc.oneof(
        fc.constantFrom("10000000000.00", "9999999999999.99", "99999999999999", "1.1.1", " 1 000", "0x32", "5e1"),
        fc.stringMatching(/^[-+0-9.,eEx \t]{0,18}$/),
        fc.bigInt({ min: 0n, max: 10n ** 16n }).map((n) => `${n / 100n}.${String(n % 100n).padStart(2, "0")}`),
      );
      await fc.assert(
        fc.asyncProperty(typed, async (depositAmount) => {
          const res = await deposit(key(), depositAmount);
          expect(res.status, depositAmount).toBe(200);
          expect(res.body.status === "SUCCESS" || typeof res.body.errorCode === "number", depositAmount).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe("under overlapping requests", () => {
    // a pause inside each transaction makes the requests overlap where HTTP alone may not
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 3));
    const input = (idempotencyKey: string): NewDeposit => ({
      playerId,
      site: site.id,
      method,
      amountMinor: 1000n,
      currency: cashier.currency,
      idempotencyKey,
      requestHash: "same",
      expiresInSeconds: 600,
      brCodeFor: null,
      check: pause,
    });

    it("keeps 100 concurrent uses of a key to one row", async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 100 }, () => createDeposit(t.db, input(k))));
      const ids = results.map((r) => ("deposit" in r ? r.deposit.txnId : "conflict"));
      expect(new Set(ids).size).toBe(1);
      expect(results.filter((r) => "replay" in r && !r.replay)).toHaveLength(1);
      expect(await t.db.query("select 1 from deposits where idempotency_key = $1", [k])).toHaveLength(1);
    });

    it("credits a deposit once when 20 confirmations race", async () => {
      const created = await createDeposit(t.db, input(key()));
      if (!("deposit" in created)) throw new Error("no deposit");
      await drainAccountEvents(t.db, playerId);
      const before = await cash();
      const events: AccountEvent[] = [];
      const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => confirmDeposit(t.db, created.deposit.txnId)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      off();
      expect(outcomes.filter((o) => o.result === "settled")).toHaveLength(1);
      expect(outcomes.filter((o) => o.result === "already")).toHaveLength(19);
      expect(await cash()).toBe(before + 1000n);
      expect(events.map((e) => e.name).sort()).toEqual(["PushRealBalance", "PushTransactionStatusToUser"]);
      expect(events.find((e) => e.name === "PushTransactionStatusToUser")?.data).toMatchObject({
        status: "SUCCESS",
        txnType: "deposit",
        txnId: created.deposit.txnId,
      });
    });

    it("keeps every wallet equal to the sum of its ledger after random deposits and bets", async () => {
      const launch = async () => {
        const [{ game_code }] = await t.db.query<{ game_code: string }>(
          "select game_code from games where site = $1 and game_type = 'slots' order by game_code limit 1",
          [site.id],
        );
        const body = (await t.call(`launcher/getRealGames?gameSymbol=${game_code}`, undefined, { token })).body;
        return new URL(body.gameUrl, t.base).searchParams.get("token")!;
      };
      const gameToken = await launch();
      const stake = SLOT_STAKES[0] * site.moneyScale;
      // a fixed sequence from a small LCG: reproducible, yet mixed
      let seed = 7;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 60; i++) {
        // the high bits: an LCG mod 2^31 has a low bit that only alternates
        if ((next() >> 16) % 2 === 0) {
          work.push(
            createDeposit(t.db, { ...input(key()), amountMinor: BigInt(100 + (next() % 5000)) }).then(
              (r): Promise<unknown> => ("deposit" in r ? confirmDeposit(t.db, r.deposit.txnId) : Promise.resolve(r)),
            ),
          );
        } else {
          work.push(
            fetch(`${t.base}/sandbox/provider/api/bet`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ token: gameToken, stake }),
            }),
          );
        }
      }
      const done = await Promise.all(work);
      expect(done.filter((r) => r instanceof Response && r.status === 200).length).toBeGreaterThan(10);
      await expectWalletMatchesLedger(t.db, playerId);
      const deposits = await t.db.query(
        "select 1 from wallet_transactions where player_id = $1 and kind = 'cash:deposit'",
        [playerId],
      );
      expect(deposits.length).toBeGreaterThan(10);
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
      // paid, so the next code is not refused as pending (100532); paid ones count against the limit
      const paid = async () => {
        const res = await deposit(key());
        expect(res.body.status).toBe("SUCCESS");
        await t.control("cashier/pay", { txnId: res.body.txnId });
      };
      await paid();
      await paid();
      const refused = await deposit(key(), (Number(amount) * 2).toFixed(2));
      expect(refused.body).toMatchObject({
        errorCode: 100327,
        limitPeriod: "daily",
        remainingAmount: Number(amount).toFixed(2),
      });
      expect(refused.body.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      await paid();
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
      // Never site-wide (issue 35 §6): another player's deposit does not take the player's failure.
      expect((await t.control("cashier/fail-next", { site: site.id, errorCode: "100238" })).status).toBe(400);
      await t.control("cashier/fail-next", { site: site.id, email, errorCode: "100238" });
      const other = (await t.call("login", { emailId: `depositor@${pixBrand}.test`, password: "Sandbox123" })).body
        .sessionToken;
      const theirs = await t.call(
        "makeWalletPayment",
        { paymentMethod: method, depositAmount: amount, idempotencyKey: key(), txnType: "deposit-cashier" },
        { token: other },
      );
      expect(theirs.body.status).toBe("SUCCESS");
      const k = key();
      const forced = await deposit(k);
      expect(forced.body).toMatchObject({ status: "FAILURE", errorCode: "100238" });
      expect((await deposit(k)).body).toMatchObject({ errorCode: "100238", txnId: forced.body.txnId });
      expect((await deposit(key())).body.status).toBe("SUCCESS");
    });
  });
});
