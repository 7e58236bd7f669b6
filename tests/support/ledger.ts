import { expect } from "vitest";
import type { Db } from "../../sandbox/db/index";

/**
 * The money invariant after a scenario: each wallet balance is the sum of its ledger rows, the
 * reserved money is exactly the pending withdrawals, and cash never goes below zero.
 */
export async function expectWalletMatchesLedger(db: Db, playerId: string): Promise<void> {
  const ledger = (kind: string) =>
    `(select coalesce(sum(amount_minor), 0) from wallet_transactions where player_id = w.player_id and kind like '${kind}:%')::text`;
  const [row] = await db.query<Record<string, string>>(
    `select w.cash_minor::text as cash, w.reserved_minor::text as reserved, w.bonus_minor::text as bonus,
       w.freebet_minor::text as freebet,
       ${ledger("cash")} as cash_ledger, ${ledger("reserved")} as reserved_ledger,
       ${ledger("bonus")} as bonus_ledger, ${ledger("freebet")} as freebet_ledger,
       (select coalesce(sum(amount_minor), 0) from withdrawals where player_id = w.player_id and state = 'co_initiated')::text as pending
     from wallets w where w.player_id = $1`,
    [playerId],
  );
  expect(row.cash).toBe(row.cash_ledger);
  expect(row.reserved).toBe(row.reserved_ledger);
  expect(row.bonus).toBe(row.bonus_ledger);
  expect(row.freebet).toBe(row.freebet_ledger);
  expect(row.reserved).toBe(row.pending);
  expect(BigInt(row.cash)).toBeGreaterThanOrEqual(0n);
}
