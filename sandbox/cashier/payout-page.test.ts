import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { setWallet } from "../accounts/store";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { expectWalletMatchesLedger } from "../../tests/support/ledger";
import { drainAccountEvents } from "../../tests/support/account-events";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { isThirdParty } from "./rules";
import { pagePath } from "./page-token";

// brands are data: every brand with a third-party payout method, whichever it is (ADR 073)
const sites = readdirSync("brands")
  .map(siteFromBrand)
  .filter((s) => s.cashier?.methods.some((m) => m.directions.includes("cashout") && isThirdParty(m)));

const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.skipIf(!sites.length).each(backends)("the provider's payout page on %s (ADR 073)", (backend) => {
  const site = sites[0];
  const cashier = site.cashier!;
  const method = cashier.methods.find((m) => m.directions.includes("cashout") && isThirdParty(m))!;
  const inHouse = cashier.methods.find((m) => m.directions.includes("cashout") && m.kind === "bank");
  const minMinor = BigInt(Math.round(cashier.withdraw.min * 100));
  const returnUrl = "http://localhost:3000/en";
  let t: TestSandbox;
  let cluster: PostgresCluster | undefined;
  let token: string;
  let playerId: string;
  let n = 0;
  // each payout's page as the platform answered it (a signed link, ADR 079)
  const links = new Map<string, string>();

  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([site.id], { databaseUrl: cluster?.url });
    const email = `player@${site.id}.test`;
    token = (await t.call("login", { emailId: email, password: "Sandbox123" }, { site: site.siteCode })).body
      .sessionToken;
    const [row] = await t.db.query<{ id: string }>(
      "select id::text as id from players where site = $1 and email = $2",
      [site.id, email],
    );
    playerId = row.id;
    await setWallet(t.db, playerId, { cash: minMinor * 20n }, "adjust");
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  beforeEach(async () => {
    // each test starts a fresh day of requests: the daily count is withdrawals.test.ts's
    await t.db.query("update withdrawals set created_at = created_at - interval '2 days' where player_id = $1", [
      playerId,
    ]);
  });
  afterEach(async () => {
    // the ledger invariant after every scenario: each wallet is the sum of its ledger rows
    await expectWalletMatchesLedger(t.db, playerId);
  });

  const withdraw = (extra: Record<string, string> = {}, m = method) =>
    t
      .call(
        "makeWalletWithdrawal",
        {
          paymentMethod: m.method,
          depositAmount: (Number(minMinor) / 100).toFixed(2),
          idempotencyKey: `payout-page-${Date.now()}-${++n}`,
          email: "payee@example.com",
          formtype: "SEPA",
          beneficiaryName: "Ana Silva",
          bankName: "Banco",
          iban: "DE89370400440532013000",
          swiftCode: "DEUTDEFF",
          returnUrl,
          ...extra,
        },
        { token, site: site.siteCode },
      )
      .then((res) => {
        if (res.body.gatewayRequest) links.set(res.body.txnId, res.body.gatewayRequest.redirectUrl);
        return res;
      });
  const wallet = async () => {
    const [w] = await t.db.query<{ cash: string; reserved: string }>(
      "select cash_minor::text as cash, reserved_minor::text as reserved from wallets where player_id = $1",
      [playerId],
    );
    return { cash: BigInt(w.cash), reserved: BigInt(w.reserved) };
  };
  const status = (txnId: string) =>
    t.call("cashier/gettransationStatus", { txnId }, { token, site: site.siteCode }).then((r) => r.body);
  const linkOf = (txnId: string) => links.get(txnId) ?? pagePath(t.db, "payout", txnId, Date.now() + 60_000);
  const show = (txnId: string, link = linkOf(txnId)) => fetch(`${t.base}${link}`);
  const decide = (txnId: string, decision: string, headers: Record<string, string> = {}, link = linkOf(txnId)) =>
    fetch(`${t.base}${link}/decide`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ decision }),
    });

  it("reserves the amount and answers the provider page where the player confirms the payout", async () => {
    expect(t.db.kind).toBe(backend);
    const before = await wallet();
    const res = await withdraw();
    expect(res.body).toMatchObject({
      status: "SUCCESS",
      state: "co_initiated",
      gatewayRequest: { redirectUrl: expect.stringMatching(`^/sandbox/payout/${res.body.txnId}/`), method: "GET" },
    });
    expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved + minMinor });
    const shown = await show(res.body.txnId);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toMatch(
      new RegExp(`Send <strong data-amount>[^<]+</strong> to your ${method.displayName ?? method.method} account\\?`),
    );
    expect(html).toContain('value="approve"');
    expect(html).toContain('value="decline"');
  });

  it("refuses a returnUrl off the brand's hosts before any money moves", async () => {
    const before = await wallet();
    const res = await withdraw({ returnUrl: "https://evil.example/en" });
    expect(res.body).toMatchObject({ errorCode: 100164 });
    expect(await wallet()).toEqual(before);
  });

  it("Approve keeps the cashout pending for the operator and sends the player to success", async () => {
    const { txnId } = (await withdraw()).body;
    const approved = await decide(txnId, "approve");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${returnUrl}/success?type=cashout&id=${txnId}`);
    expect(await status(txnId)).toMatchObject({ status: "PENDING", actualStatusInDB: "co_initiated" });
    const pending = await t.call("getPendingCashouts", undefined, { token, site: site.siteCode });
    expect(pending.body.pendingCashouts.map((p: { txnId: string }) => p.txnId)).toContain(txnId);
    // decided: the page and a second decision say so
    expect((await show(txnId)).status).toBe(409);
    expect((await decide(txnId, "decline")).status).toBe(409);
    expect((await status(txnId)).actualStatusInDB).toBe("co_initiated");
    // the operator's controls work as for any cashout
    const paid = await t.control("cashier/withdrawal/approve", { site: site.id, txnId });
    expect(paid.status).toBe(200);
    expect((await status(txnId)).actualStatusInDB).toBe("co_success");
  });

  it("Decline gives the money back in one step, pushes the change and sends the player to failure", async () => {
    const before = await wallet();
    const { txnId } = (await withdraw()).body;
    await drainAccountEvents(t.db, playerId);
    const events: AccountEvent[] = [];
    const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
    const declined = await decide(txnId, "decline");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${returnUrl}/failure?type=cashout&id=${txnId}`);
    expect(await wallet()).toEqual(before);
    expect(await status(txnId)).toMatchObject({ status: "FAILURE", actualStatusInDB: "co_reverted" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    off();
    expect(events.map((e) => e.name)).toEqual(["PushTransactionStatusToUser", "PushRealBalance"]);
    expect(events[0].data).toMatchObject({ txnId, status: "FAILURE" });
    expect(events[1].data).toMatchObject({ cashBalance: Number(before.cash) });
    expect((await show(txnId)).status).toBe(409);
    expect((await decide(txnId, "approve")).status).toBe(409);
    expect((await decide(txnId, "decline")).status).toBe(409);
    expect(await wallet()).toEqual(before);
  });

  it("a payout the player cancelled first, or the operator rejected, can no longer be decided", async () => {
    const cancelled = (await withdraw()).body.txnId;
    await t.call("Cashier/revertWithdrawal", { txnId: cancelled }, { token, site: site.siteCode });
    const rejected = (await withdraw()).body.txnId;
    await t.control("cashier/withdrawal/reject", { site: site.id, txnId: rejected, reason: "test" });
    for (const txnId of [cancelled, rejected]) {
      const before = await wallet();
      expect((await show(txnId)).status).toBe(409);
      expect((await decide(txnId, "approve")).status).toBe(409);
      expect((await decide(txnId, "decline")).status).toBe(409);
      expect(await wallet()).toEqual(before);
    }
  });

  it("the operator cannot pay a payout the player has not confirmed at the provider", async () => {
    const { txnId } = (await withdraw()).body;
    const paid = await t.control("cashier/withdrawal/approve", { site: site.id, txnId });
    expect(paid.status).toBe(409);
    expect((await status(txnId)).actualStatusInDB).toBe("co_initiated");
    expect((await decide(txnId, "approve")).status).toBe(303);
    expect((await t.control("cashier/withdrawal/approve", { site: site.id, txnId })).status).toBe(200);
  });

  it("a Decline racing the operator's rejection gives the money back once", async () => {
    const before = await wallet();
    const { txnId } = (await withdraw()).body;
    const [declined, rejected] = await Promise.all([
      decide(txnId, "decline"),
      t.control("cashier/withdrawal/reject", { site: site.id, txnId, reason: "race" }),
    ]);
    const state = (await status(txnId)).actualStatusInDB;
    expect([declined.status === 303, rejected.status === 200]).toEqual([
      state === "co_reverted",
      state === "co_rejected",
    ]);
    expect(["co_reverted", "co_rejected"]).toContain(state);
    expect(await wallet()).toEqual(before);
  });

  it("answers 404 for an unknown payout and for one without a provider step", async () => {
    expect((await show("NOPE123")).status).toBe(404);
    expect((await decide("NOPE123", "approve")).status).toBe(404);
    expect((await show("x", "/sandbox/payout/a-b/1.x")).status).toBe(403);
    if (!inHouse) return;
    const res = await withdraw({}, inHouse);
    expect(res.body.status).toBe("SUCCESS");
    expect(res.body.gatewayRequest).toBeUndefined();
    expect((await show(res.body.txnId)).status).toBe(404);
    expect((await decide(res.body.txnId, "decline")).status).toBe(404);
    expect((await status(res.body.txnId)).actualStatusInDB).toBe("co_initiated");
  });

  it("opens only from the platform's signed link, and takes a decision from its own origin only (ADR 079)", async () => {
    const before = await wallet();
    const { txnId } = (await withdraw()).body;
    const link = links.get(txnId)!;
    const token = link.split("/").at(-1)!;
    const refused = {
      bare: [`/sandbox/payout/${txnId}`, 404],
      forged: [`/sandbox/payout/${txnId}/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, 403],
      depositPage: [pagePath(t.db, "pay", txnId, Date.now() + 60_000).replace("/pay/", "/payout/"), 403],
      expired: [pagePath(t.db, "payout", txnId, Date.now() - 1000), 410],
    } as const;
    for (const [what, [path, code]] of Object.entries(refused)) {
      expect([what, (await show(txnId, path)).status]).toEqual([what, code]);
      expect([what, (await decide(txnId, "decline", {}, path)).status]).toEqual([what, code]);
    }
    expect((await decide(txnId, "decline", { origin: "http://evil.example" })).status).toBe(403);
    expect((await status(txnId)).actualStatusInDB).toBe("co_initiated");
    expect(await wallet()).toEqual({ cash: before.cash - minMinor, reserved: before.reserved + minMinor });
    const own = await decide(txnId, "decline", { origin: t.base });
    expect(own.status).toBe(303);
    expect(await wallet()).toEqual(before);
  });
});
