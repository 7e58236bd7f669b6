/**
 * Deposit rows and the only code that moves money for them (ADR 056). Every change runs in one
 * database transaction that first locks the player's wallet row (SELECT … FOR UPDATE), so two
 * requests for one player never interleave: a key is looked up and inserted under the lock, and
 * a deposit is credited only by the pending → success update made under it.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { accountBus } from "../accounts/bus";
import { balancePush, walletOf } from "../accounts/store";

export type DepositState = "pending" | "success" | "failed" | "expired";

/** The card of a card deposit as the platform may keep it: never the number or the CVV. */
export interface CardInstrument {
  lastDigits: string;
  cardType: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  holder: string | null;
  /** The saved card paid with, when the player chose one. */
  instrumentId?: string;
}

export interface Deposit {
  id: string;
  txnId: string;
  playerId: string;
  site: string;
  method: string;
  amountMinor: bigint;
  currency: string;
  state: DepositState;
  idempotencyKey: string;
  requestHash: string;
  brCode: string | null;
  instrument: CardInstrument | null;
  returnUrl: string | null;
  failureCode: string | null;
  createdAt: string;
  expiresAt: string;
  settledAt: string | null;
}

const COLUMNS = `id::text as id, txn_id, player_id::text as player_id, site, method, amount_minor::text as amount,
  currency, state, idempotency_key, request_hash, br_code, instrument::text as instrument, return_url, failure_code,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at,
  to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as settled_at,
  (state = 'pending' and expires_at <= now()) as lapsed`;

type Row = Record<string, string | null> & { lapsed: boolean };

/** A pending row whose time has run out reads as expired even before anything marks it. */
function fromRow(r: Row): Deposit {
  return {
    id: r.id!,
    txnId: r.txn_id!,
    playerId: r.player_id!,
    site: r.site!,
    method: r.method!,
    amountMinor: BigInt(r.amount!),
    currency: r.currency!,
    state: r.lapsed ? "expired" : (r.state as DepositState),
    idempotencyKey: r.idempotency_key!,
    requestHash: r.request_hash!,
    brCode: r.br_code,
    instrument: r.instrument ? (JSON.parse(r.instrument) as CardInstrument) : null,
    returnUrl: r.return_url,
    failureCode: r.failure_code,
    createdAt: r.created_at!,
    expiresAt: r.expires_at!,
    settledAt: r.settled_at,
  };
}

/** 20 upper-case letters and digits: a valid PIX txid (1–25 alphanumerics) and hard to guess. */
export function newTxnId(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join("");
}

export async function depositByTxnId(db: Db, txnId: string): Promise<Deposit | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from deposits where txn_id = $1`, [txnId]);
  return row ? fromRow(row) : undefined;
}

/** Locks the player's wallet row (creating it if needed): the per-player order of every money change. */
export async function lockWallet(tx: Db, playerId: string): Promise<void> {
  await tx.query("insert into wallets (player_id) values ($1) on conflict do nothing", [playerId]);
  await tx.query("select 1 from wallets where player_id = $1 for update", [playerId]);
}

export interface NewDeposit {
  playerId: string;
  site: string;
  method: string;
  amountMinor: bigint;
  currency: string;
  idempotencyKey: string;
  /** The request's details the key stands for; a reuse with other details is refused. */
  requestHash: string;
  expiresInSeconds: number;
  /** The copy-paste code for this txn id (PIX), or null for methods without one. */
  brCodeFor: ((txnId: string) => string) | null;
  instrument?: CardInstrument | null;
  returnUrl?: string | null;
  /** Checks run under the wallet lock before a new row is written (RG limits); throw to refuse. */
  check: (tx: Db) => Promise<void>;
}

export type CreateResult = { deposit: Deposit; replay: boolean } | { conflict: Deposit };

/**
 * The deposit of this player's idempotency key: the existing row when the key was used before
 * (`replay`), or a new pending one. The lock makes concurrent identical requests queue up, so the
 * first inserts and the others find its row; the unique index is the last line of defence.
 */
export async function createDeposit(db: Db, input: NewDeposit): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.playerId);
    const [existing] = await tx.query<Row>(
      `select ${COLUMNS} from deposits where player_id = $1 and idempotency_key = $2`,
      [input.playerId, input.idempotencyKey],
    );
    if (existing) {
      const deposit = fromRow(existing);
      return deposit.requestHash === input.requestHash ? { deposit, replay: true } : { conflict: deposit };
    }
    await input.check(tx);
    const txnId = newTxnId();
    const [row] = await tx.query<Row>(
      `insert into deposits (txn_id, player_id, site, method, amount_minor, currency, idempotency_key, request_hash,
         br_code, expires_at, instrument, return_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10), $11::jsonb, $12)
       returning ${COLUMNS}`,
      [
        txnId,
        input.playerId,
        input.site,
        input.method,
        input.amountMinor.toString(),
        input.currency,
        input.idempotencyKey,
        input.requestHash,
        input.brCodeFor?.(txnId) ?? null,
        input.expiresInSeconds,
        input.instrument ? JSON.stringify(input.instrument) : null,
        input.returnUrl ?? null,
      ],
    );
    return { deposit: fromRow(row), replay: false };
  });
}

/** Sum of the player's deposits that count against a limit (paid or still payable) since `since`. */
export async function depositedSince(tx: Db, playerId: string, since: Date): Promise<bigint> {
  const [row] = await tx.query<{ total: string }>(
    `select coalesce(sum(amount_minor), 0)::text as total from deposits
     where player_id = $1 and created_at > $2 and (state = 'success' or (state = 'pending' and expires_at > now()))`,
    [playerId, since.toISOString()],
  );
  return BigInt(row.total);
}

export type SettleOutcome =
  | { result: "settled"; deposit: Deposit }
  | { result: "already"; deposit: Deposit }
  | { result: "refused"; deposit: Deposit }
  | { result: "missing" };

/** The spec §3 transaction status push/answer of a deposit. */
export function transactionStatus(d: Deposit) {
  return {
    status: d.state === "success" ? "SUCCESS" : d.state === "pending" ? "PENDING" : "FAILURE",
    actualStatusInDB: {
      pending: "txn_initiated",
      success: "txn_confirmed_success",
      failed: "txn_confirmed_failure",
      expired: "txn_expired",
    }[d.state],
    txnId: d.txnId,
    txnType: "deposit",
    transactionAmount: (Number(d.amountMinor) / 100).toFixed(2),
    paymentMethod: d.method,
    cardNumber: d.instrument ? `************${d.instrument.lastDigits}` : null,
    errorDescription: d.failureCode ?? (d.state === "expired" ? "expired" : null),
  };
}

/**
 * Pays a pending deposit: the state update, the wallet credit and its ledger row in one
 * transaction under the wallet lock; a row not pending (paid, failed, expired, lapsed) is left
 * as it is. The pushes go out after the commit, only from the call that credited.
 */
export async function confirmDeposit(db: Db, txnId: string): Promise<SettleOutcome> {
  const outcome = await settle(db, txnId, async (tx, d) => {
    await tx.query("update deposits set state = 'success', settled_at = now() where id = $1", [d.id]);
    const [w] = await tx.query<{ cash: string }>(
      "update wallets set cash_minor = cash_minor + $2, updated_at = now() where player_id = $1 returning cash_minor::text as cash",
      [d.playerId, d.amountMinor.toString()],
    );
    await tx.query(
      "insert into wallet_transactions (player_id, kind, amount_minor, balance_after, deposit_id) values ($1, 'cash:deposit', $2, $3, $4)",
      [d.playerId, d.amountMinor.toString(), w.cash, d.id],
    );
    const card = d.instrument;
    if (card && !card.instrumentId) {
      // a new card that paid becomes a saved card (spec §3 usedInstruments)
      await tx.query(
        `insert into payment_instruments (player_id, method, last_digits, card_type, expiry_month, expiry_year, holder)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [d.playerId, d.method, card.lastDigits, card.cardType, card.expiryMonth, card.expiryYear, card.holder],
      );
    }
    // 'play' means the first deposit is pending (spec §3)
    await tx.query("update players set user_status = 'real' where id = $1 and user_status = 'play'", [d.playerId]);
    return { ...d, state: "success" as const };
  });
  if (outcome.result === "settled") await pushSettled(db, outcome.deposit, true);
  return outcome;
}

/** Fails a pending deposit with a spec §8 code (the provider refused it). */
export async function failDeposit(db: Db, txnId: string, code: string): Promise<SettleOutcome> {
  const outcome = await settle(db, txnId, async (tx, d) => {
    await tx.query("update deposits set state = 'failed', failure_code = $2, settled_at = now() where id = $1", [
      d.id,
      code,
    ]);
    return { ...d, state: "failed" as const, failureCode: code };
  });
  if (outcome.result === "settled") await pushSettled(db, outcome.deposit, false);
  return outcome;
}

/** Ends a pending deposit's time now: it can no longer be paid. */
export async function expireDeposit(db: Db, txnId: string): Promise<SettleOutcome> {
  const outcome = await settle(db, txnId, async (tx, d) => {
    await tx.query("update deposits set state = 'expired', expires_at = least(expires_at, now()) where id = $1", [
      d.id,
    ]);
    return { ...d, state: "expired" as const };
  });
  if (outcome.result === "settled") await pushSettled(db, outcome.deposit, false);
  return outcome;
}

/** Runs `change` on a deposit still pending, under the wallet lock; "credited" means it ran. */
async function settle(db: Db, txnId: string, change: (tx: Db, d: Deposit) => Promise<Deposit>): Promise<SettleOutcome> {
  const found = await depositByTxnId(db, txnId);
  if (!found) return { result: "missing" };
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    await lockWallet(tx, found.playerId);
    const [row] = await tx.query<Row>(`select ${COLUMNS} from deposits where id = $1 for update`, [found.id]);
    const d = fromRow(row);
    if (d.state === "success") return { result: "already", deposit: d };
    if (d.state !== "pending") {
      // a lapsed row is written as expired the first time someone looks at it under the lock
      if (row.state === "pending") await tx.query("update deposits set state = 'expired' where id = $1", [d.id]);
      return { result: "refused", deposit: d };
    }
    return { result: "settled", deposit: await change(tx, d) };
  });
}

async function pushSettled(db: Db, d: Deposit, credited: boolean): Promise<void> {
  const bus = accountBus(db);
  await bus.publish({ playerId: d.playerId, name: "PushTransactionStatusToUser", data: transactionStatus(d) });
  if (credited)
    await bus.publish({
      playerId: d.playerId,
      name: "PushRealBalance",
      data: balancePush(await walletOf(db, d.playerId)),
    });
}
