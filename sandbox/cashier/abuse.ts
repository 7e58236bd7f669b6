/**
 * Abuse limits of the cashier (issue 34 §2, ADR 077): one unpaid PIX code per method and player
 * (100532, which carries the pending code so the front end can show it again), and per-player
 * rates of deposit creation and of transaction-status look-ups (100174 "too many attempts",
 * HTTP 429, with `retryAfterSeconds`).
 */
import type { Db } from "../db/index";
import { SandboxError } from "../types";

/** How many a player may do in a window of `windowSeconds`. */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface CashierRates {
  /** New deposits (rows created: replays of a key are not new) per player. */
  deposits: RateRule;
  /** cashier/gettransationStatus calls per player. */
  statusChecks: RateRule;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The defaults: far above a player's pace (the e2e suite makes at most ~8 deposits a minute per
 * seeded player; the status page asks at most paymentStatusMaxRetries times a visit), far below a
 * script's (600 deposits in 16 s before). SANDBOX_DEPOSITS_PER_MINUTE and
 * SANDBOX_STATUS_CHECKS_PER_MINUTE change them; so does the cashier/rate-limits control.
 */
export function defaultCashierRates(env: NodeJS.ProcessEnv = process.env): CashierRates {
  return {
    deposits: { limit: positive(env.SANDBOX_DEPOSITS_PER_MINUTE, 20), windowSeconds: 60 },
    statusChecks: { limit: positive(env.SANDBOX_STATUS_CHECKS_PER_MINUTE, 120), windowSeconds: 60 },
  };
}

const tooMany = (what: string, rule: RateRule, retryAfterSeconds: number) =>
  new SandboxError(100174, 429, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    errorDescription: `too many ${what}: at most ${rule.limit} in ${rule.windowSeconds} s`,
  });

/**
 * Refuses a new deposit past the player's rate. Counted from the deposits table under the wallet
 * lock (the caller holds it), so it holds across processes on one PostgreSQL.
 */
export async function checkDepositRate(tx: Db, playerId: string, rule: RateRule): Promise<void> {
  const [row] = await tx.query<{ n: number; oldest: number | null }>(
    `select count(*)::int as n, extract(epoch from (min(created_at) + make_interval(secs => $2) - now()))::float8 as oldest
     from (select created_at from deposits where player_id = $1 and created_at > now() - make_interval(secs => $2)
           order by created_at desc limit $3) recent`,
    [playerId, rule.windowSeconds, rule.limit],
  );
  if (row.n >= rule.limit) throw tooMany("deposits", rule, row.oldest ?? rule.windowSeconds);
}

/**
 * Spec §8 100532: the player's unpaid, unexpired code of this QR method is the pending deposit.
 * The answer carries what the front end needs to show it again (txnId, amount, code, expiry).
 */
// `_decimals`: stored amounts are hundredths whatever the currency's decimals (see wireAmountMinor).
export async function refusePendingQr(tx: Db, playerId: string, method: string, _decimals: number): Promise<void> {
  const [pending] = await tx.query<{ txn_id: string; amount: string; br_code: string | null; expires_at: string }>(
    `select txn_id, amount_minor::text as amount, br_code,
       to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
     from deposits where player_id = $1 and method = $2 and state = 'pending' and expires_at > now()
     order by created_at desc limit 1`,
    [playerId, method],
  );
  if (!pending) return;
  throw new SandboxError(100532, 200, {
    errorDescription: "an unpaid code of this method is still payable",
    txnId: pending.txn_id,
    paymentMethod: method,
    depositAmount: (Number(pending.amount) / 100).toFixed(2),
    expiresAt: pending.expires_at,
    gatewayRequest: { qrCode: pending.br_code ?? "" },
  });
}

/**
 * A per-process sliding window per key (the status look-ups, which write nothing to count in
 * the database). Bounded: keys with no hit in the window are dropped as the map grows.
 */
export class CallRate {
  private hits = new Map<string, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a call of `key`; throws 100174 when the key is past `rule` in its window. */
  take(key: string, rule: RateRule, what: string): void {
    const now = this.now();
    const since = now - rule.windowSeconds * 1000;
    const list = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (list.length >= rule.limit) {
      this.hits.set(key, list);
      throw tooMany(what, rule, (list[list.length - rule.limit] - since) / 1000);
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) for (const [k, at] of this.hits) if (!at.some((t) => t > since)) this.hits.delete(k);
  }
}
