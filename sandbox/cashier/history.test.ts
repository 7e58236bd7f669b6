import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { setWallet } from "../accounts/store";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { SLOT_STAKES } from "../provider/engine";
import { siteFromBrand } from "../seed/test-sites";
import { confirmDeposit, createDeposit } from "./deposits";
import { parseCriteria, TXN_TYPES } from "./history";

// a brand that pays out to something other than a card, whichever it is: brands are data
const site = readdirSync("brands")
  .map(siteFromBrand)
  .find((s) => s.cashier?.methods.some((m) => m.kind !== "card" && m.directions.includes("cashout")))!;
const cashier = site.cashier!;
const payout = cashier.methods.find((m) => m.kind !== "card" && m.directions.includes("cashout"))!;

describe("history criteria", () => {
  it("defaults to ALL over 7Days, first page of 10, and reads a criteria member", () => {
    expect(parseCriteria({})).toEqual({
      txnType: "ALL",
      range: { period: "7Days" },
      timeZone: "UTC",
      page: { index: 0, size: 10 },
    });
    const c = parseCriteria({
      criteria: JSON.stringify({ txnType: "deposit", period: "pastYear", page: { index: 2, size: 25 } }),
    });
    expect(c).toMatchObject({ txnType: "DEPOSIT", range: { period: "pastYear" }, page: { index: 2, size: 25 } });
  });
  it("wants both dates, a real date, the end not before the start, a known zone and period", () => {
    const code = (f: Record<string, string>) => {
      try {
        parseCriteria(f);
      } catch (error) {
        return (error as { errorCode: number }).errorCode;
      }
      return 0;
    };
    expect(code({ fromDate: "2026-01-01" })).toBe(100164);
    expect(code({ fromDate: "2026-02-30", toDate: "2026-03-01" })).toBe(100164);
    expect(code({ fromDate: "2026-03-02", toDate: "2026-03-01" })).toBe(100164);
    expect(code({ fromDate: "2026-03-01", toDate: "2026-03-01" })).toBe(0);
    expect(code({ timeZone: "Mars/Olympus" })).toBe(100164);
    expect(code({ period: "30Days" })).toBe(100164);
    expect(code({ txnType: "REFUND" })).toBe(100164);
    expect(code({ page: JSON.stringify({ index: 0, size: 500 }) })).toBe(100164);
  });
});

describe("Report/getTransactionHistory", () => {
  let t: TestSandbox;
  let token: string;
  let playerId: string;
  const history = async (criteria: Record<string, unknown>) => {
    const res = await fetch(`${t.base}/ajax/Report/getTransactionHistory?language=pb`, {
      method: "POST",
      headers: { "x-site-code": site.siteCode, "x-session-token": token, "content-type": "application/json" },
      body: JSON.stringify(criteria),
    });
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestSandbox([site.id]);
    const email = `player@${site.id}.test`;
    token = (await t.call("login", { emailId: email, password: "Sandbox123" })).body.sessionToken;
    const [p] = await t.db.query<{ id: string; cpf: string | null }>(
      "select id::text as id, cpf from players where email = $1",
      [email],
    );
    playerId = p.id;
    const min = BigInt(Math.round(cashier.withdraw.min * 100));
    await setWallet(t.db, playerId, { cash: min * 10n }, "adjust");
    const d = await createDeposit(t.db, {
      playerId,
      site: site.id,
      method: cashier.methods.find((m) => m.directions.includes("deposit"))!.method,
      amountMinor: min,
      currency: cashier.currency,
      idempotencyKey: "history-deposit",
      requestHash: "h",
      expiresInSeconds: 600,
      brCodeFor: null,
      check: async () => {},
    });
    if ("deposit" in d) await confirmDeposit(t.db, d.deposit.txnId);
    const details: Record<string, string> =
      payout.method === "PIX"
        ? { pixKey: p.cpf ?? "payee@example.com" }
        : Object.fromEntries(
            payout.fields.map((f) => [
              f.key,
              (
                { formtype: "SEPA", iban: "DE89370400440532013000", swiftCode: "DEUTDEFF", email: "a@b.com" } as Record<
                  string,
                  string
                >
              )[f.key] ?? "12345678",
            ]),
          );
    const withdraw = (key: string) =>
      t.call(
        "makeWalletWithdrawal",
        {
          paymentMethod: payout.method,
          depositAmount: (Number(min) / 100).toFixed(2),
          idempotencyKey: key,
          ...details,
        },
        { token },
      );
    const cancelled = await withdraw("history-withdraw-1");
    expect(cancelled.body.status).toBe("SUCCESS");
    await t.call("Cashier/revertWithdrawal", { txnId: cancelled.body.txnId }, { token });
    expect((await withdraw("history-withdraw-2")).body.status).toBe("SUCCESS");
    const [{ game_code }] = await t.db.query<{ game_code: string }>(
      "select game_code from games where site = $1 and game_type = 'slots' order by game_code limit 1",
      [site.id],
    );
    const game = (await t.call(`launcher/getRealGames?gameSymbol=${game_code}`, undefined, { token })).body;
    const gameToken = new URL(game.gameUrl, t.base).searchParams.get("token")!;
    const bet = await fetch(`${t.base}/sandbox/provider/api/bet`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: gameToken, stake: SLOT_STAKES[0] * site.moneyScale }),
    });
    expect(bet.status).toBe(200);
    const [w] = await t.db.query<{ cash: string }>(
      "select cash_minor::text as cash from wallets where player_id = $1",
      [playerId],
    );
    await setWallet(t.db, playerId, { cash: BigInt(w.cash) - 100n }, "adjust");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("lists every cash movement, adding up to the balance", async () => {
    const all = await history({ txnType: "ALL", period: "pastYear", page: { index: 0, size: 100 } });
    expect(all.status).toBe("SUCCESS");
    const types = new Set(all.transactions.map((x: { txnType: string }) => x.txnType));
    for (const type of TXN_TYPES.filter((x) => x !== "ALL")) expect(types).toContain(type);
    const [w] = await t.db.query<{ cash: string }>(
      "select cash_minor::text as cash from wallets where player_id = $1",
      [playerId],
    );
    const sum = all.transactions.reduce((s: number, x: { amount: number }) => s + Math.round(x.amount * 100), 0);
    expect(sum).toBe(Number(w.cash));
    expect(all.totalRecords).toBe(all.transactions.length);
    expect(all.transactions[0].balanceAfter * 100).toBe(Number(w.cash));
  });

  it("filters by type, masks account numbers, and shows a cancelled withdrawal's state", async () => {
    const withdrawals = await history({ txnType: "WITHDRAWAL", period: "7Days" });
    expect(withdrawals.transactions).toHaveLength(2);
    for (const x of withdrawals.transactions) {
      expect(x.amount).toBeLessThan(0);
      expect(x.accountNumber).toMatch(/^\*+.{1,4}$/);
    }
    expect(withdrawals.transactions.map((x: { status: string }) => x.status).sort()).toEqual([
      "co_initiated",
      "co_reverted",
    ]);
    const cancelled = await history({ txnType: "CANCELLED_WITHDRAWAL", period: "7Days" });
    expect(cancelled.transactions).toHaveLength(1);
    expect(cancelled.transactions[0].amount).toBeGreaterThan(0);
    const negative = await history({ txnType: "NEGATIVE_ADJUSTMENT", period: "90Days" });
    expect(negative.transactions.map((x: { amount: number }) => x.amount)).toEqual([-1]);
    const deposits = await history({ txnType: "DEPOSIT", period: "7Days" });
    expect(deposits.transactions).toHaveLength(1);
  });

  it("pages through the same list, and takes a span of days in the player's zone", async () => {
    const all = await history({ period: "pastYear", page: { index: 0, size: 100 } });
    const pages = [];
    for (let index = 0; index * 3 < all.totalRecords; index++)
      pages.push(...(await history({ period: "pastYear", page: { index, size: 3 } })).transactions);
    expect(pages).toEqual(all.transactions);
    const past = await history({ period: "pastYear", page: { index: 99, size: 3 } });
    expect(past).toMatchObject({ transactions: [], totalRecords: all.totalRecords });
    const zone = "America/Sao_Paulo";
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    const span = await history({ fromDate: today, toDate: today, timeZone: zone, page: { index: 0, size: 100 } });
    expect(span.totalRecords).toBe(all.totalRecords);
    const before = await history({ fromDate: "2020-01-01", toDate: "2020-12-31" });
    expect(before).toMatchObject({ status: "SUCCESS", transactions: [], totalRecords: 0 });
    expect(await history({ fromDate: today, toDate: "2020-01-01" })).toMatchObject({ errorCode: 100164 });
  });
});
