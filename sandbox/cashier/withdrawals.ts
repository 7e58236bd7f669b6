/**
 * Withdrawal rows and the only code that moves money for them (ADR 064). A request moves its
 * amount from the cash wallet to the reserved one; approval takes it out of reserved for good;
 * a rejection or the player's cancel puts it back in cash. Each step is one database transaction
 * under the player's wallet row lock, as deposits and bets are, so none can interleave.
 */
import type { Db } from "../db/index";
import { accountBus } from "../accounts/bus";
import { balancePush, walletOf } from "../accounts/store";
import { SandboxError } from "../types";
import { lockWallet, newTxnId } from "./deposits";
import type { Payout } from "./payout";

export type WithdrawalState = "co_initiated" | "co_success" | "co_rejected" | "co_reverted";
/** A third-party payout's step on the provider page (ADR 073); null for a payout without one. */
export type ProviderStep = "awaiting" | "approved" | "declined";

export interface Withdrawal {
  id: string;
  txnId: string;
  playerId: string;
  site: string;
  method: string;
  amountMinor: bigint;
  currency: string;
  state: WithdrawalState;
  idempotencyKey: string;
  requestHash: string;
  payout: Payout;
  reason: string | null;
  createdAt: string;
  settledAt: string | null;
  returnUrl: string | null;
  providerStep: ProviderStep | null;
}

const COLUMNS = `id::text as id, txn_id, player_id::text as player_id, site, method, amount_minor::text as amount,
  currency, state, idempotency_key, request_hash, payout::text as payout, reason, return_url, provider_step,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as settled_at`;

type Row = Record<string, string | null>;

function fromRow(r: Row): Withdrawal {
  return {
    id: r.id!,
    txnId: r.txn_id!,
    playerId: r.player_id!,
    site: r.site!,
    method: r.method!,
    amountMinor: BigInt(r.amount!),
    currency: r.currency!,
    state: r.state as WithdrawalState,
    idempotencyKey: r.idempotency_key!,
    requestHash: r.request_hash!,
    payout: JSON.parse(r.payout!) as Payout,
    reason: r.reason,
    createdAt: r.created_at!,
    settledAt: r.settled_at,
    returnUrl: r.return_url,
    providerStep: r.provider_step as ProviderStep | null,
  };
}

export async function withdrawalByTxnId(db: Db, txnId: string): Promise<Withdrawal | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from withdrawals where txn_id = $1`, [txnId]);
  return row ? fromRow(row) : undefined;
}

export async function pendingWithdrawals(db: Db, playerId: string): Promise<Withdrawal[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from withdrawals where player_id = $1 and state = 'co_initiated' order by created_at, id`,
    [playerId],
  );
  return rows.map(fromRow);
}

/** Spec §4 cashout polling: co_initiated PENDING, co_success SUCCESS, anything else FAILURE. */
export function withdrawalStatus(w: Withdrawal) {
  return {
    status: w.state === "co_success" ? "SUCCESS" : w.state === "co_initiated" ? "PENDING" : "FAILURE",
    actualStatusInDB: w.state,
    txnId: w.txnId,
    txnType: "cashout",
    transactionAmount: (Number(w.amountMinor) / 100).toFixed(2),
    paymentMethod: w.method,
    cardNumber: w.payout.accountNumber,
    errorDescription: w.reason,
  };
}

export interface NewWithdrawal {
  playerId: string;
  site: string;
  method: string;
  amountMinor: bigint;
  currency: string;
  idempotencyKey: string;
  /** The request's details the key stands for; a reuse with other details is refused. */
  requestHash: string;
  payout: Payout;
  /** Requests allowed per rolling 24 hours (100793 past it). */
  dailyCount: number;
  /** A third-party payout: the player confirms it on the provider page first (ADR 073). */
  viaProvider?: boolean;
  /** Where the provider page sends the player back (checked by the caller). */
  returnUrl?: string | null;
}

export type CreateResult = { withdrawal: Withdrawal; replay: boolean } | { conflict: Withdrawal };

/**
 * The cashout of this player's idempotency key: the existing row when the key was used before,
 * or a new co_initiated one whose amount is reserved. Refusals throw a SandboxError, which rolls
 * the transaction back: 100793 with `:<unix seconds when the next is allowed>`, 100218 when the
 * cash does not cover the amount.
 */
export async function createWithdrawal(db: Db, input: NewWithdrawal): Promise<CreateResult> {
  const result = await db.transaction(async (tx): Promise<CreateResult> => {
    await lockWallet(tx, input.playerId);
    const [existing] = await tx.query<Row>(
      `select ${COLUMNS} from withdrawals where player_id = $1 and idempotency_key = $2`,
      [input.playerId, input.idempotencyKey],
    );
    if (existing) {
      const withdrawal = fromRow(existing);
      return withdrawal.requestHash === input.requestHash ? { withdrawal, replay: true } : { conflict: withdrawal };
    }
    await checkDailyCount(tx, input.playerId, input.dailyCount);
    const [wallet] = await tx.query<{ cash: string }>(
      "select cash_minor::text as cash from wallets where player_id = $1",
      [input.playerId],
    );
    if (BigInt(wallet.cash) < input.amountMinor)
      throw new SandboxError(100218, 200, { errorDescription: "the amount is more than the withdrawable cash" });
    const [row] = await tx.query<Row>(
      `insert into withdrawals (txn_id, player_id, site, method, amount_minor, currency, idempotency_key, request_hash,
         payout, return_url, provider_step)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) returning ${COLUMNS}`,
      [
        newTxnId(),
        input.playerId,
        input.site,
        input.method,
        input.amountMinor.toString(),
        input.currency,
        input.idempotencyKey,
        input.requestHash,
        JSON.stringify(input.payout),
        input.returnUrl ?? null,
        input.viaProvider ? "awaiting" : null,
      ],
    );
    const withdrawal = fromRow(row);
    await move(tx, withdrawal, -withdrawal.amountMinor, withdrawal.amountMinor, "withdraw");
    await forfeitBonuses(tx, withdrawal);
    return { withdrawal, replay: false };
  });
  if ("withdrawal" in result && !result.replay) await pushChange(db, result.withdrawal);
  return result;
}

async function checkDailyCount(tx: Db, playerId: string, dailyCount: number): Promise<void> {
  const [row] = await tx.query<{ n: number; next: string | null }>(
    `select count(*)::int as n, extract(epoch from min(created_at) + interval '1 day')::bigint::text as next
     from withdrawals where player_id = $1 and created_at > now() - interval '1 day'`,
    [playerId],
  );
  if (row.n < dailyCount) return;
  // the oldest request of the window leaving it frees the next one (spec §8 100793)
  const next = Number(row.next);
  throw new SandboxError(100793, 200, { errorDescription: `100793:${next}`, nextWithdrawalAt: next });
}

/**
 * Moves money between the cash and reserved wallets for one withdrawal step, with a ledger row
 * per wallet that moves, each naming the withdrawal (a step booked twice hits the unique index).
 */
async function move(tx: Db, w: Withdrawal, cash: bigint, reserved: bigint, step: string): Promise<void> {
  const [after] = await tx.query<{ cash: string; reserved: string }>(
    `update wallets set cash_minor = cash_minor + $2, reserved_minor = reserved_minor + $3, updated_at = now()
     where player_id = $1 returning cash_minor::text as cash, reserved_minor::text as reserved`,
    [w.playerId, cash.toString(), reserved.toString()],
  );
  const rows: [string, bigint, string][] = [
    ["cash", cash, after.cash],
    ["reserved", reserved, after.reserved],
  ];
  for (const [wallet, amount, balance] of rows) {
    if (amount === 0n) continue;
    await tx.query(
      "insert into wallet_transactions (player_id, kind, amount_minor, balance_after, withdrawal_id) values ($1, $2, $3, $4, $5)",
      [w.playerId, `${wallet}:${step}`, amount.toString(), balance, w.id],
    );
  }
}

/**
 * Cashing out forfeits the active bonuses (issue 27 §2: the modal warns, the platform does it):
 * the bonus wallet (games bonus and freebet within it) and the freebet wallet go to zero in the
 * request's transaction, each with a ledger row naming the withdrawal. A cancel does not restore them.
 */
async function forfeitBonuses(tx: Db, w: Withdrawal): Promise<void> {
  const [before] = await tx.query<{ bonus: string; freebet: string }>(
    "select bonus_minor::text as bonus, freebet_minor::text as freebet from wallets where player_id = $1",
    [w.playerId],
  );
  for (const wallet of ["bonus", "freebet"] as const) {
    const amount = BigInt(before[wallet]);
    if (amount === 0n) continue;
    await tx.query(`update wallets set ${wallet}_minor = 0, updated_at = now() where player_id = $1`, [w.playerId]);
    await tx.query(
      "insert into wallet_transactions (player_id, kind, amount_minor, balance_after, withdrawal_id) values ($1, $2, $3, 0, $4)",
      [w.playerId, `${wallet}:withdraw-forfeit`, (-amount).toString(), w.id],
    );
  }
}

export type SettleOutcome =
  | { result: "settled"; withdrawal: Withdrawal }
  | { result: "already"; withdrawal: Withdrawal }
  | { result: "refused"; withdrawal: Withdrawal }
  | { result: "missing" };

const STEPS = {
  co_success: { cash: false, step: "withdraw-paid" },
  co_rejected: { cash: true, step: "withdraw-rejected" },
  co_reverted: { cash: true, step: "withdraw-reverted" },
} as const;

/**
 * Ends a pending withdrawal: paid (co_success), rejected by the operator or reverted by the
 * player. Only a co_initiated row changes, under the wallet lock, so of an approval and a cancel
 * racing exactly one wins; the other finds the row settled ("already" when it asked for that very
 * end, else "refused"). Pushes go out after the commit, only from the call that changed it.
 * `atProvider`: the player's decline on the provider page, which only a payout still awaiting it
 * may take (ADR 073); it is a cancel like revertWithdrawal's.
 */
export async function settleWithdrawal(
  db: Db,
  txnId: string,
  to: keyof typeof STEPS,
  reason: string | null = null,
  atProvider = false,
): Promise<SettleOutcome> {
  const found = await withdrawalByTxnId(db, txnId);
  if (!found) return { result: "missing" };
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    await lockWallet(tx, found.playerId);
    const [row] = await tx.query<Row>(`select ${COLUMNS} from withdrawals where id = $1 for update`, [found.id]);
    const w = fromRow(row);
    if (atProvider && w.providerStep !== "awaiting")
      return { result: w.providerStep === "declined" ? "already" : "refused", withdrawal: w };
    if (w.state === to) return { result: "already", withdrawal: w };
    if (w.state !== "co_initiated") return { result: "refused", withdrawal: w };
    // The operator pays only what the player confirmed at the provider (ADR 073).
    if (to === "co_success" && w.providerStep === "awaiting") return { result: "refused", withdrawal: w };
    const [updated] = await tx.query<Row>(
      `update withdrawals set state = $2, reason = $3, settled_at = now(),
         provider_step = case when $4::boolean then 'declined' else provider_step end
       where id = $1 returning ${COLUMNS}`,
      [w.id, to, reason, atProvider],
    );
    const { cash, step } = STEPS[to];
    await move(tx, w, cash ? w.amountMinor : 0n, -w.amountMinor, step);
    return { result: "settled", withdrawal: fromRow(updated) };
  });
  if (outcome.result === "settled") await pushChange(db, outcome.withdrawal);
  return outcome;
}

/**
 * The player's Approve on the provider page (ADR 073): the payout stays co_initiated, now the
 * operator's to pay or reject. Only a payout still awaiting the provider takes it, under the
 * wallet lock, so it cannot cross a cancel or a decline; no money moves and nothing is pushed.
 */
export async function approveAtProvider(db: Db, txnId: string): Promise<SettleOutcome> {
  const found = await withdrawalByTxnId(db, txnId);
  if (!found) return { result: "missing" };
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    await lockWallet(tx, found.playerId);
    const [row] = await tx.query<Row>(`select ${COLUMNS} from withdrawals where id = $1 for update`, [found.id]);
    const w = fromRow(row);
    if (w.providerStep === "approved") return { result: "already", withdrawal: w };
    if (w.providerStep !== "awaiting" || w.state !== "co_initiated") return { result: "refused", withdrawal: w };
    const [updated] = await tx.query<Row>(
      `update withdrawals set provider_step = 'approved' where id = $1 returning ${COLUMNS}`,
      [w.id],
    );
    return { result: "settled", withdrawal: fromRow(updated) };
  });
}

async function pushChange(db: Db, w: Withdrawal): Promise<void> {
  const bus = accountBus(db);
  await bus.publish({ playerId: w.playerId, name: "PushTransactionStatusToUser", data: withdrawalStatus(w) });
  await bus.publish({
    playerId: w.playerId,
    name: "PushRealBalance",
    data: balancePush(await walletOf(db, w.playerId)),
  });
}
