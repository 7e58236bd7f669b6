import type { PaymentMethod } from "~/brand/config.generated";

/**
 * Spec §8 catalogues of the cashier context: the codes a deposit answers, the codes a cashier load
 * answers, and what the modal does with each. Keys are in the `cashier` namespace; the spec lists
 * the codes without their meanings, so the meanings are the platform contract's
 * (docs/contract/cashier.md), which the sandbox implements.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Spec §8 "Deposit specific codes"; "-" is the platform's answer when the provider gave no code. */
export const DEPOSIT_CODES: readonly string[] = [
  "100100",
  "100148",
  "100157",
  "100164",
  ...range(100190, 100197),
  "100217",
  "100218",
  "100223",
  "100228",
  "100232",
  "100234",
  ...range(100238, 100240),
  ...range(100242, 100246),
  "100327",
  "100478",
  "100485",
  "100514",
  "100516",
  ...range(100518, 100520),
  "100524",
  ...range(100526, 100528),
  "100530",
  "100532",
  "100733",
  "100763",
  "-",
];

/** Spec §8 "Cashier load failure": 100514–100533 have messages of their own. */
export const CASHIER_LOAD_CODES: readonly string[] = range(100514, 100533);

/** Spec §8: 100912 on a deposit or withdrawal is a failed risk check: message, close, logout. */
export const RISK_CHECK_FAILED = "100912";

/** 100174 "too many attempts": the platform's per-player cashier rate (docs/contract/cashier.md, ADR 077). */
export const TOO_MANY = "100174";

/** What the modal does with a failure: show `key`, and whether it closes and logs the player out. */
export interface CashierOutcome {
  key: string;
  /** Close the modal (every cashier load failure, and a failed risk check). */
  close: boolean;
  /** Log the player out after showing the message (a failed risk check). */
  logout: boolean;
}

const codeKey = (code: string) => (code === "-" ? "codes.noReason" : `codes.${code}`);

/** A deposit attempt that failed: a platform code, no answer at all, or an empty answer. */
export type DepositFailure =
  | { kind: "code"; code: string | number | null | undefined }
  | { kind: "transport"; method: PaymentMethod["kind"] }
  | { kind: "empty" };

/**
 * Spec §8: deposit codes to their own message, unknown codes to the generic one; a transport
 * failure of a card or wallet payment is 'Transaction Timed Out'; 100912 closes and logs out.
 */
export function depositOutcome(failure: DepositFailure): CashierOutcome {
  const stay = (key: string): CashierOutcome => ({ key, close: false, logout: false });
  if (failure.kind === "transport")
    return stay(failure.method === "card" || failure.method === "wallet" ? "codes.timedOut" : "codes.generic");
  if (failure.kind === "empty") return stay("codes.generic");
  const code = failure.code === null || failure.code === undefined ? "" : String(failure.code).trim();
  if (code === RISK_CHECK_FAILED) return { key: "codes.100912", close: true, logout: true };
  if (code === TOO_MANY) return stay("codes.tooMany");
  return stay(DEPOSIT_CODES.includes(code) ? codeKey(code) : "codes.generic");
}

/**
 * Spec §8 cashier load failure: 100514–100533 their own message, other codes something went
 * wrong, an empty (or unreachable) answer a technical error; the modal closes in every case.
 */
export function cashierLoadOutcome(code: string | number | null | undefined): CashierOutcome {
  const value = code === null || code === undefined ? "" : String(code).trim();
  if (!value) return { key: "codes.technical", close: true, logout: false };
  return { key: CASHIER_LOAD_CODES.includes(value) ? codeKey(value) : "codes.generic", close: true, logout: false };
}

/** Spec §8 "Withdraw specific codes" ("100217–100236 (most)": the whole run is taken). */
export const WITHDRAW_CODES: readonly string[] = [
  "100100",
  "100152",
  "100157",
  "100164",
  "100172",
  "100173",
  ...range(100190, 100197),
  "100207",
  "100211",
  ...range(100217, 100236),
  "100238",
  "100244",
  "100248",
  "100260",
  "100261",
  "100327",
  "100384",
  "100460",
  "100515",
  "100517",
  ...range(100521, 100523),
  "100525",
  "100529",
  "100531",
  "100533",
  RISK_CHECK_FAILED,
  "100793",
  "-",
];

/** Codes whose deposit message says nothing of deposits: a withdrawal shows the same text. */
const SHARED_WITHDRAW_KEYS = new Set([
  "100100",
  "100157",
  "100164",
  ...range(100190, 100194),
  "100196",
  "100197",
  "100217",
  "100218",
  "100223",
  "100228",
  "100232",
  "100234",
  "100244",
  "100515",
  "100517",
  ...range(100521, 100523),
  "100525",
  "100529",
  "100531",
  "100533",
]);

export interface WithdrawOutcome extends CashierOutcome {
  /** 100793: what is left of the wait, when the platform said until when. */
  wait?: { hours: number; minutes: number };
}

/** A withdrawal that failed: a platform code (with its description), or no usable answer. */
export type WithdrawFailure =
  | { kind: "code"; code: string | number | null | undefined; description?: string | null; serverNowMs?: number }
  | { kind: "empty" };

/**
 * Spec §8 100793: the description's value after the colon is when the next withdrawal is allowed
 * (Unix seconds), read against the server's time (general/getCurrentCMSServerTime); null when it
 * is missing, unreadable or already past, and the common message shows instead.
 */
export function withdrawWait(description: string | null | undefined, serverNowMs: number | undefined) {
  const match = /:(\d{9,11})\s*$/.exec(description ?? "");
  if (!match || serverNowMs === undefined || !Number.isFinite(serverNowMs)) return null;
  const leftMinutes = Math.ceil((Number(match[1]) * 1000 - serverNowMs) / 60_000);
  if (leftMinutes <= 0) return null;
  return { hours: Math.floor(leftMinutes / 60), minutes: leftMinutes % 60 };
}

/**
 * Spec §8 withdraw codes to their messages (keys of the cashier namespace), unknown codes and an
 * empty answer to the generic one (the modal returns to step 1); 100912 closes and logs out.
 */
export function withdrawOutcome(failure: WithdrawFailure): WithdrawOutcome {
  const stay = (key: string): WithdrawOutcome => ({ key, close: false, logout: false });
  if (failure.kind === "empty") return stay("codes.generic");
  const code = failure.code === null || failure.code === undefined ? "" : String(failure.code).trim();
  if (code === RISK_CHECK_FAILED) return { key: "codes.100912", close: true, logout: true };
  if (code === "100793") {
    const wait = withdrawWait(failure.description, failure.serverNowMs);
    return wait ? { ...stay("withdrawCodes.100793"), wait } : stay("withdrawCodes.100793common");
  }
  if (code === "-") return stay("withdrawCodes.noReason");
  if (!WITHDRAW_CODES.includes(code)) return stay("codes.generic");
  return stay(SHARED_WITHDRAW_KEYS.has(code) ? `codes.${code}` : `withdrawCodes.${code}`);
}
