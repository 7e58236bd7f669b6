/**
 * Statements in ledger order on PostgreSQL (issue 34 §6): a transaction's now() is its start time,
 * so a credit that waited for the wallet lock was stamped before one that committed ahead of it,
 * and the statement's top row showed an old balance. PGlite runs one transaction at a time, so
 * this only happens on a PostgreSQL server.
 */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { expectWalletMatchesLedger } from "../../tests/support/ledger";
import { setWallet } from "../accounts/store";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";

const pgBin = findPostgresBin();
const site = readdirSync("brands").map(siteFromBrand)[0];

describe.runIf(Boolean(pgBin))("transaction history on PostgreSQL", () => {
  let cluster: PostgresCluster;
  let t: TestSandbox;
  let token: string;
  let playerId: string;

  const statement = async () => {
    const res = await fetch(`${t.base}/ajax/Report/getTransactionHistory?language=${site.defaultLanguage}`, {
      method: "POST",
      headers: { "x-site-code": site.siteCode, "x-session-token": token, "content-type": "application/json" },
      body: JSON.stringify({ txnType: "ALL", period: "7Days", page: { index: 0, size: 100 } }),
    });
    return (await res.json()) as { transactions: { amount: number; balanceAfter: number }[] };
  };
  const cash = async () =>
    BigInt(
      (await t.db.query<{ c: string }>("select cash_minor::text as c from wallets where player_id = $1", [playerId]))[0]
        .c,
    );

  beforeAll(async () => {
    cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([site], { databaseUrl: cluster.url });
    const email = `player@${site.id}.test`;
    token = (await t.call("login", { emailId: email, password: "Sandbox123" })).body.sessionToken;
    playerId = (await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [email]))[0].id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  it("lists a credit that waited for an earlier-started transaction above it", async () => {
    const start = await cash();
    await t.db.transaction(async (tx) => {
      // this transaction's clock starts now; another credit starts later and commits first
      await tx.query("select now()");
      await setWallet(t.db, playerId, { cash: start + 1000n }, "adjust");
      await new Promise((resolve) => setTimeout(resolve, 20));
      await setWallet(tx, playerId, { cash: start + 3000n }, "adjust");
    });
    const [top, next] = (await statement()).transactions;
    expect(top).toMatchObject({ amount: 20, balanceAfter: Number(start + 3000n) / 100 });
    expect(next).toMatchObject({ amount: 10, balanceAfter: Number(start + 1000n) / 100 });
  });

  it("keeps every row's balance the one before it plus its amount after 40 racing credits", async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await tx.query("select now()");
          await new Promise((resolve) => setTimeout(resolve, (i * 7) % 13));
          const [w] = await tx.query<{ c: string }>(
            "select cash_minor::text as c from wallets where player_id = $1 for update",
            [playerId],
          );
          await setWallet(tx, playerId, { cash: BigInt(w.c) + BigInt(100 * (i + 1)) }, "adjust");
        }),
      ),
    );
    const rows = (await statement()).transactions;
    expect(rows[0].balanceAfter).toBe(Number(await cash()) / 100);
    for (let i = 0; i + 1 < rows.length; i++) {
      expect(Math.round((rows[i].balanceAfter - rows[i].amount) * 100), `row ${i}`).toBe(
        Math.round(rows[i + 1].balanceAfter * 100),
      );
    }
    await expectWalletMatchesLedger(t.db, playerId);
  });
});
