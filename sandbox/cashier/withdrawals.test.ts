import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { expectWalletMatchesLedger } from "../../tests/support/ledger";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { setWallet } from "../accounts/store";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { SLOT_STAKES } from "../provider/engine";
import { siteFromBrand } from "../seed/test-sites";
import type { SandboxSite } from "../types";
import { approveAtProvider, settleWithdrawal } from "./withdrawals";

// every brand with a payout method that is not a card, whichever they are: brands are data
const brands = readdirSync("brands")
  .map(siteFromBrand)
  .filter((s) => s.cashier?.methods.some((m) => m.kind !== "card" && m.directions.includes("cashout")));

const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

/** Valid payout details for a method's field definitions (the player's CPF for a CPF-only PIX brand). */
function detailsFor(m: PaymentMethod, cpf: string | null): Record<string, string> {
  if (m.method === "PIX") return { pixKey: cpf ?? "payee@example.com" };
  const sample: Record<string, string> = {
    formtype: "SEPA",
    iban: "DE89370400440532013000",
    swiftCode: "DEUTDEFF",
    email: "payee@example.com",
    accountNumber: "00123456",
    comments: "sandbox",
  };
  return Object.fromEntries(
    m.fields.filter((f) => f.key !== "amount").map((f) => [f.key, sample[f.key] ?? "Ana Silva"]),
  );
}

describe.each(backends)("withdrawals on %s", (backend) => {
  let t: TestSandbox;
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox(
      brands.map((s) => s.id),
      { databaseUrl: cluster?.url },
    );
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  describe.each(brands.map((s) => [s.id, s] as const))("%s", (_id, site: SandboxSite) => {
    const cashier = site.cashier!;
    const method = cashier.methods.find((m) => m.kind !== "card" && m.directions.includes("cashout"))!;
    const minMinor = BigInt(Math.round(cashier.withdraw.min * 100));
    const wire = (minor: bigint) => (Number(minor) / 100).toFixed(2);
    let token: string;
    let playerId: string;
    let cpf: string | null;
    let keys = 0;
    const key = () => `wd-${Date.now()}-${++keys}`;
    const withdraw = async (idempotencyKey: string, amount = minMinor, extra: Record<string, string> = {}) => {
      const res = await t.call(
        "makeWalletWithdrawal",
        {
          paymentMethod: method.method,
          depositAmount: wire(amount),
          idempotencyKey,
          lnSessionId: "ln-1",
          ...detailsFor(method, cpf),
          ...extra,
        },
        { token, site: site.siteCode },
      );
      // A third-party payout is the operator's to pay once confirmed at the provider (ADR 073).
      if (res.body?.gatewayRequest && res.body.txnId) await approveAtProvider(t.db, res.body.txnId);
      return res;
    };
    const wallet = async () => {
      const [w] = await t.db.query<{ cash: string; reserved: string }>(
        "select cash_minor::text as cash, reserved_minor::text as reserved from wallets where player_id = $1",
        [playerId],
      );
      return { cash: BigInt(w.cash), reserved: BigInt(w.reserved) };
    };
    const fund = (cash: bigint) => setWallet(t.db, playerId, { cash }, "adjust");

    beforeAll(async () => {
      const email = `player@${site.id}.test`;
      token = (await t.call("login", { emailId: email, password: "Sandbox123" }, { site: site.siteCode })).body
        .sessionToken;
      const [row] = await t.db.query<{ id: string; cpf: string | null }>(
        "select id::text as id, cpf from players where site = $1 and email = $2",
        [site.id, email],
      );
      playerId = row.id;
      cpf = row.cpf;
    });
    beforeEach(async () => {
      // each test starts a fresh day of requests: the daily count has its own test
      await t.db.query("update withdrawals set created_at = created_at - interval '2 days' where player_id = $1", [
        playerId,
      ]);
      await fund(minMinor * 5n);
    });
    afterEach(async () => {
      // the ledger invariant after every scenario: each wallet is the sum of its ledger rows
      await expectWalletMatchesLedger(t.db, playerId);
    });

    it("reserves the amount, answers the same cashout for the same key and refuses it for another", async () => {
      expect(t.db.kind).toBe(backend);
      const before = await wallet();
      const events: AccountEvent[] = [];
      const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
      const k = key();
      const first = await withdraw(k);
      expect(first.body).toMatchObject({ status: "SUCCESS", state: "co_initiated", amount: wire(minMinor) });
      expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved + minMinor });
      expect((await withdraw(k)).body.txnId).toBe(first.body.txnId);
      expect((await withdraw(k, minMinor + 100n)).body).toMatchObject({ errorCode: 100239, txnId: first.body.txnId });
      expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved + minMinor });
      const status = await t.call(
        "cashier/gettransationStatus",
        { txnId: first.body.txnId },
        { token, site: site.siteCode },
      );
      expect(status.body).toMatchObject({ status: "PENDING", actualStatusInDB: "co_initiated", txnType: "cashout" });
      const pending = await t.call("getPendingCashouts?cashoutVerifiedtxnRequired=true", undefined, {
        token,
        site: site.siteCode,
      });
      expect(pending.body.pendingCashouts.map((p: { txnId: string }) => p.txnId)).toContain(first.body.txnId);
      await new Promise((resolve) => setTimeout(resolve, 100));
      off();
      const statuses = events.filter((e) => e.name === "PushTransactionStatusToUser");
      expect(statuses).toHaveLength(1);
      expect(statuses[0].data).toMatchObject({ status: "PENDING", actualStatusInDB: "co_initiated" });
      expect(events.at(-1)).toMatchObject({
        name: "PushRealBalance",
        data: { cashBalance: Number(before.cash - minMinor) },
      });
    });

    it("forfeits the active bonuses on a cashout, not on a refused one, and lists them before", async () => {
      await setWallet(t.db, playerId, { bonus: 700n, freebet: 200n }, "adjust");
      const details = () =>
        t.call("Bonus/activeBonusDetails", undefined, { token, site: site.siteCode }).then((r) => r.body);
      expect((await details()).activeBonusDetails).toEqual([
        { bonusType: "GAMES_BONUS", amount: 5, currency: expect.any(String), forfeitedOnCashout: true },
        { bonusType: "FREEBET", amount: 2, currency: expect.any(String), forfeitedOnCashout: true },
      ]);
      const { cash } = await wallet();
      expect((await withdraw(key(), cash + 100n)).body.errorCode).toBe(100218);
      expect((await details()).activeBonusDetails).toHaveLength(2);
      const w = await withdraw(key());
      expect(w.body.status).toBe("SUCCESS");
      expect((await details()).activeBonusDetails).toEqual([]);
      await t.call("Cashier/revertWithdrawal", { txnId: w.body.txnId }, { token, site: site.siteCode });
      expect((await details()).activeBonusDetails).toEqual([]);
    });

    it("refuses amounts outside the limits or above the cash, and a missing key", async () => {
      const { cash } = await wallet();
      // one unit of the currency's smallest amount below the minimum (a whole peso where there are no cents)
      const unit = cashier.decimals === 0 ? 100n : 1n;
      if (minMinor > unit) expect((await withdraw(key(), minMinor - unit)).body).toMatchObject({ errorCode: 100172 });
      const above = BigInt(Math.round(cashier.withdraw.max * 100)) + 100n;
      expect((await withdraw(key(), above)).body).toMatchObject({ errorCode: 100173 });
      expect((await withdraw(key(), cash + 100n)).body).toMatchObject({ errorCode: 100218 });
      expect((await withdraw("")).body).toMatchObject({ errorCode: 100164 });
      expect((await wallet()).cash).toBe(cash);
    });

    it("pays PIX only to the player's own CPF where the site's identity document is the CPF", async (ctx) => {
      if (method.method !== "PIX" || site.identityDocument.kind !== "cpf") ctx.skip();
      // another valid CPF than the player's
      const other = cpf?.replace(/\D/g, "") === "52998224725" ? "11144477735" : "52998224725";
      const refused = await withdraw(key(), minMinor, { pixKey: other });
      expect(refused.body).toMatchObject({ errorCode: 100164, errorDescription: expect.stringMatching(/own CPF/) });
    });

    it("refuses an invalid IBAN or BIC with 100164 and moves no money (issue 27 §3)", async (ctx) => {
      const CODES = ["iban", "swiftCode", "bic"];
      const bank = cashier.methods.find(
        (m) => m.directions.includes("cashout") && m.fields.some((f) => CODES.includes(f.key)),
      );
      // a brand whose payout methods name no IBAN or BIC has nothing to check here
      if (!bank) return ctx.skip();
      const before = await wallet();
      const fields = new Set(bank.fields.map((f) => f.key));
      const send = (extra: Record<string, string>) =>
        t.call(
          "makeWalletWithdrawal",
          {
            paymentMethod: bank.method,
            depositAmount: wire(minMinor),
            idempotencyKey: key(),
            lnSessionId: "ln-1",
            ...detailsFor(bank, cpf),
            ...extra,
          },
          { token, site: site.siteCode },
        );
      expect((await send({})).body.status).toBe("SUCCESS");
      const after = await wallet();
      const bad = { iban: "DE89370400440532013001", swiftCode: "DEUTXXFF", bic: "DEUTXXFF" };
      for (const [name, value] of Object.entries(bad).filter(([name]) => fields.has(name))) {
        const refused = await send({ [name]: value });
        expect(refused.body).toMatchObject({ errorCode: 100164, errorDescription: expect.stringMatching(/IBAN|BIC/) });
      }
      expect(after.cash).toBe(before.cash - minMinor);
      expect(await wallet()).toEqual(after);
    });

    it("gives the money back on the player's cancel, once", async () => {
      const before = await wallet();
      const w = await withdraw(key());
      const revert = () => t.call("Cashier/revertWithdrawal", { txnId: w.body.txnId }, { token, site: site.siteCode });
      const both = await Promise.all([revert(), revert()]);
      expect(both.map((r) => r.body.status)).toEqual(["SUCCESS", "SUCCESS"]);
      expect(await wallet()).toEqual(before);
      const status = await t.call(
        "cashier/gettransationStatus",
        { txnId: w.body.txnId },
        { token, site: site.siteCode },
      );
      expect(status.body).toMatchObject({ status: "FAILURE", actualStatusInDB: "co_reverted" });
    });

    it("pays on approval and returns the money on a rejection with its reason", async () => {
      const before = await wallet();
      const summary = () =>
        t.call("getUserNetDepositSummary", undefined, { token, site: site.siteCode }).then((r) => r.body);
      const paidBefore = (await summary()).withdrawalAmount as number;
      const a = await withdraw(key());
      expect((await t.control("cashier/withdrawal/approve", { txnId: a.body.txnId })).body).toMatchObject({
        ok: true,
        transaction: { status: "SUCCESS", actualStatusInDB: "co_success" },
      });
      expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved });
      expect((await summary()).withdrawalAmount).toBe(paidBefore + Number(minMinor) / 100);
      expect((await t.control("cashier/withdrawal/reject", { txnId: a.body.txnId, reason: "x" })).status).toBe(409);
      const r = await withdraw(key());
      const rejected = await t.control("cashier/withdrawal/reject", { txnId: r.body.txnId, reason: "Name mismatch" });
      expect(rejected.body.transaction).toMatchObject({ status: "FAILURE", errorDescription: "Name mismatch" });
      expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved });
      const cancel = await t.call("Cashier/revertWithdrawal", { txnId: a.body.txnId }, { token, site: site.siteCode });
      expect(cancel.body).toMatchObject({ errorCode: 100164 });
    });

    it("ends a cancel racing an approval in exactly one of the two", async () => {
      for (let i = 0; i < 10; i++) {
        await fund(minMinor * 5n);
        const before = await wallet();
        const w = await withdraw(key());
        expect(w.body).toMatchObject({ status: "SUCCESS" });
        const [cancel, approve] = await Promise.all([
          t.call("Cashier/revertWithdrawal", { txnId: w.body.txnId }, { token, site: site.siteCode }),
          settleWithdrawal(t.db, w.body.txnId, "co_success"),
        ]);
        expect([cancel.body.status === "SUCCESS", approve.result === "settled"].filter(Boolean)).toHaveLength(1);
        const after = await wallet();
        expect(after.cash).toBe(cancel.body.status === "SUCCESS" ? before.cash : before.cash - minMinor);
        expect(after.reserved).toBe(before.reserved);
        await t.db.query("update withdrawals set created_at = created_at - interval '2 days' where player_id = $1", [
          playerId,
        ]);
      }
    });

    it("refuses a request past the daily count with 100793 and when the next is allowed", async () => {
      const made: number[] = [];
      for (let i = 0; i < cashier.withdrawDailyCount; i++) {
        const w = await withdraw(key());
        expect(w.body.status).toBe("SUCCESS");
        made.push(Date.now());
      }
      const refused = await withdraw(key());
      expect(refused.body.errorCode).toBe(100793);
      const next = Number(/^100793:(\d+)$/.exec(refused.body.errorDescription)![1]);
      const [oldest] = await t.db.query<{ at: string }>(
        `select extract(epoch from min(created_at))::bigint::text as at from withdrawals
         where player_id = $1 and created_at > now() - interval '1 day'`,
        [playerId],
      );
      expect(next).toBe(Number(oldest.at) + 86_400);
      expect(next * 1000).toBeGreaterThan(made[0]);
    });

    it("makes one cashout of 50 concurrent withdrawals of the whole balance", async () => {
      const { cash } = await wallet();
      const capped = cash > BigInt(Math.round(cashier.withdraw.max * 100)) ? minMinor : cash;
      await fund(capped);
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(key(), capped)));
      expect(answers.filter((a) => a.body.status === "SUCCESS")).toHaveLength(1);
      expect(answers.filter((a) => a.body.errorCode === 100218).length).toBeGreaterThan(0);
      expect((await wallet()).cash).toBe(0n);
    });
  });

  describe.each(
    readdirSync("brands")
      .map(siteFromBrand)
      .filter((s) => s.cashier?.methods.some((m) => m.kind === "card" && m.directions.includes("cashout")))
      .map((s) => [s.id, s] as const),
  )("card payout on %s", (_id, site: SandboxSite) => {
    it("pays back only to one of the player's saved cards", async (ctx) => {
      const cashier = site.cashier!;
      const card = cashier.methods.find((m) => m.kind === "card" && m.directions.includes("cashout"))!;
      // the sandbox above serves only the brands with a non-card payout
      if (!brands.some((b) => b.id === site.id)) ctx.skip();
      const email = `player@${site.id}.test`;
      const token = (await t.call("login", { emailId: email, password: "Sandbox123" }, { site: site.siteCode })).body
        .sessionToken;
      const [p] = await t.db.query<{ id: string }>(
        "select id::text as id from players where site = $1 and email = $2",
        [site.id, email],
      );
      const [saved] = await t.db.query<{ id: string }>(
        `insert into payment_instruments (player_id, method, last_digits, card_type, expiry_month, expiry_year, holder)
         values ($1, $2, '1111', 'VISA', 12, 2099, 'Ana') on conflict do nothing returning id::text as id`,
        [p.id, card.method],
      );
      const min = BigInt(Math.round(cashier.withdraw.min * 100));
      await setWallet(t.db, p.id, { cash: min * 2n }, "adjust");
      await t.db.query("update withdrawals set created_at = created_at - interval '2 days' where player_id = $1", [
        p.id,
      ]);
      const cc = (accountId: string, key: string) =>
        t.call(
          "makeCCWithdrawal",
          { paymentMethod: card.method, depositAmount: (Number(min) / 100).toFixed(2), idempotencyKey: key, accountId },
          { token, site: site.siteCode },
        );
      expect((await cc("999999", `cc-${Date.now()}-a`)).body).toMatchObject({ errorCode: 100164 });
      const ok = await cc(saved.id, `cc-${Date.now()}-b`);
      expect(ok.body).toMatchObject({ status: "SUCCESS", transaction: { cardNumber: "************1111" } });
      expect(
        (
          await t.call(
            "makeWalletWithdrawal",
            {
              paymentMethod: card.method,
              depositAmount: (Number(min) / 100).toFixed(2),
              idempotencyKey: `cc-${Date.now()}-c`,
            },
            { token, site: site.siteCode },
          )
        ).body,
      ).toMatchObject({ errorCode: 100196 });
    });
  });

  describe("racing real-money bets", () => {
    const site = brands[0];
    const cashier = site.cashier!;
    const method = cashier.methods.find((m) => m.kind !== "card" && m.directions.includes("cashout"))!;

    it("never overdraws: the bets and the withdrawal together spend at most the balance", async () => {
      const email = `player@${site.id}.test`;
      const token = (await t.call("login", { emailId: email, password: "Sandbox123" }, { site: site.siteCode })).body
        .sessionToken;
      const [p] = await t.db.query<{ id: string; cpf: string | null }>(
        "select id::text as id, cpf from players where site = $1 and email = $2",
        [site.id, email],
      );
      await t.db.query("update withdrawals set created_at = created_at - interval '2 days' where player_id = $1", [
        p.id,
      ]);
      const [{ game_code }] = await t.db.query<{ game_code: string }>(
        "select game_code from games where site = $1 and game_type = 'slots' order by game_code limit 1",
        [site.id],
      );
      const body = (
        await t.call(`launcher/getRealGames?gameSymbol=${game_code}`, undefined, { token, site: site.siteCode })
      ).body;
      const gameToken = new URL(body.gameUrl, t.base).searchParams.get("token")!;
      const balance = BigInt(Math.round(cashier.withdraw.min * 100));
      // a stake a quarter of the balance or less: ten bets want more than there is
      const stake = SLOT_STAKES.map((s) => s * site.moneyScale)
        .filter((s) => BigInt(s) * 4n <= balance)
        .pop()!;
      for (let round = 0; round < 5; round++) {
        await setWallet(t.db, p.id, { cash: balance }, "adjust");
        const bets = Array.from({ length: 10 }, () =>
          fetch(`${t.base}/sandbox/provider/api/bet`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ token: gameToken, stake }),
          }).then(async (r) => (r.status === 200 ? ((await r.json()) as { stake: number; win: number }) : null)),
        );
        const withdrawal = t.call(
          "makeWalletWithdrawal",
          {
            paymentMethod: method.method,
            depositAmount: (Number(balance) / 100).toFixed(2),
            idempotencyKey: `race-${Date.now()}-${round}`,
            ...detailsFor(method, p.cpf),
          },
          { token, site: site.siteCode },
        );
        const [w, ...played] = await Promise.all([withdrawal, ...bets]);
        const [row] = await t.db.query<{ cash: string; ledger: string }>(
          `select w.cash_minor::text as cash, (select coalesce(sum(amount_minor), 0) from wallet_transactions
             where player_id = w.player_id and kind like 'cash:%')::text as ledger from wallets w where w.player_id = $1`,
          [p.id],
        );
        expect(BigInt(row.cash)).toBeGreaterThanOrEqual(0n);
        expect(row.cash).toBe(row.ledger);
        const net = played.reduce((sum, b) => sum + (b ? BigInt(b.win - b.stake) : 0n), 0n);
        const withdrawn = w.body.status === "SUCCESS" ? balance : 0n;
        expect(BigInt(row.cash)).toBe(balance + net - withdrawn);
      }
    });
  });
});
