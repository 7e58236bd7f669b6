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
