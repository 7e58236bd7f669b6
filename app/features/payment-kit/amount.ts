import { formatAmountInput, parseAmountMinor, type AmountFormat } from "~/ui/amount-input";
import { majorToMinor, WIRE_DECIMALS } from "./minor-units";
import { BR_CODE_MAX_AMOUNT_HUNDREDTHS } from "./pix/br-code";

/** A method's transaction limits as cashier data gives them (spec §3), in major units. */
export interface TxnLimits {
  minTxnLimit?: number | null;
  maxTxnLimit?: number | null;
}

/** The brand's configured amounts (brand.json limits.deposit / limits.withdraw), in major units. */
export interface ConfiguredLimits {
  min?: number | null;
  max?: number | null;
}

/** Inclusive bounds in minor units. */
export interface AmountBounds {
  min: number;
  max: number;
}

/** Spec §9 defaults, used when neither the method nor the brand gives a bound. */
export const DEPOSIT_DEFAULTS = { min: 1, max: 10_000_000_000 } as const;
export const WITHDRAW_DEFAULTS = { min: 10, max: 5000 } as const;
/** Spec §5: the amount input takes at most 20 characters. */
export const AMOUNT_MAX_LENGTH = 20;

const present = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Lower bounds round up and upper bounds down, so an amount we allow is one the platform takes. */
const minMinor = (major: number, decimals: number) => majorToMinor(major, decimals, "up");
const maxMinor = (major: number, decimals: number) => majorToMinor(major, decimals, "down");

/** Spec §5 deposit: the method's limit if above 0, else the brand's, else 1 and 10,000,000,000. */
export function depositBounds(
  method: TxnLimits | null | undefined,
  configured: ConfiguredLimits,
  decimals: number,
): AmountBounds {
  const min = [method?.minTxnLimit, configured.min].find((v) => present(v) && v > 0) ?? DEPOSIT_DEFAULTS.min;
  const max = [method?.maxTxnLimit, configured.max].find((v) => present(v) && v > 0) ?? DEPOSIT_DEFAULTS.max;
  return { min: minMinor(min, decimals), max: maxMinor(max, decimals) };
}

/**
 * A QR method's bounds (ADR 078): its code's amount field (EMV tag 54) holds at most 13
 * characters, so the maximum is the lower of the method's and 9,999,999,999.99 on the wire.
 */
export function qrDepositBounds(bounds: AmountBounds, decimals: number): AmountBounds {
  const cap = Math.floor(BR_CODE_MAX_AMOUNT_HUNDREDTHS / 10 ** (WIRE_DECIMALS - decimals));
  return { min: bounds.min, max: Math.min(bounds.max, cap) };
}

/** A maximum at or above the BR Code's amount field (ADR 078), or spec §5's default, is no limit a player meets. */
const NO_LIMIT_MAJOR = Math.floor(BR_CODE_MAX_AMOUNT_HUNDREDTHS / 100);

/**
 * The maximum deposit step 1 shows (issue 35 §3): the smaller of the method's own maximum (the
 * platform's, else the brand's) and the player's deposit limit, within `bounds` (whose BR Code
 * cap only caps it). Null when neither is a real limit: the page then names only the minimum.
 */
export function shownDepositMax(
  method: TxnLimits | null | undefined,
  configured: ConfiguredLimits,
  playerLimitMajor: number | null,
  bounds: AmountBounds,
  decimals: number,
): number | null {
  const methodMax = [method?.maxTxnLimit, configured.max].find((v) => present(v) && v > 0);
  const real = [methodMax, playerLimitMajor].filter((v): v is number => present(v) && v > 0 && v < NO_LIMIT_MAJOR);
  const max = Math.min(bounds.max, ...real.map((v) => maxMinor(v, decimals)));
  // below the minimum there is no range to name, only the minimum (a limit under it refuses at the platform)
  return real.length && max >= bounds.min ? max : null;
}

/**
 * Spec §5 withdraw: min is the method's limit when it has one (0 included), else the brand's,
 * else 10; max is the lower of the withdrawable cash and the method's limit (else the brand's,
 * else 5000). Before the methods load (`method` null) it is 1 to the withdrawable cash.
 */
export function withdrawBounds(
  method: TxnLimits | null,
  configured: ConfiguredLimits,
  withdrawableMinor: number,
  decimals: number,
): AmountBounds {
  if (method === null) return { min: minMinor(1, decimals), max: withdrawableMinor };
  const min = [method.minTxnLimit, configured.min].find((v) => present(v) && v >= 0) ?? WITHDRAW_DEFAULTS.min;
  const max = [method.maxTxnLimit, configured.max].find((v) => present(v) && v > 0) ?? WITHDRAW_DEFAULTS.max;
  return { min: minMinor(min, decimals), max: Math.min(withdrawableMinor, maxMinor(max, decimals)) };
}

/**
 * What withdraw step 1 says of the amount: its range, or, with less cash than the smallest
 * withdrawal, the minimum and the cash, since "from min to cash" would run backwards (issue 35).
 */
export type WithdrawRange =
  { kind: "range"; min: number; max: number } | { kind: "belowMin"; min: number; cash: number };

export function withdrawRange(bounds: AmountBounds, cashMinor: number): WithdrawRange {
  return cashMinor < bounds.min
    ? { kind: "belowMin", min: bounds.min, cash: cashMinor }
    : { kind: "range", min: bounds.min, max: bounds.max };
}

/** Which min/max messages to use: spec §5 has separate ones for deposit, withdraw and generic. */
export type AmountPurpose = "deposit" | "withdraw" | "generic";

/**
 * A cashier-namespace key. Min/max messages show `{{amount}}`: `limitMinor` formatted for the brand;
 * the format message shows `{{example}}`, an amount written in the brand's format.
 */
export interface AmountError {
  key: string;
  limitMinor?: number;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; error: AmountError };

const LIMIT_KEYS: Record<AmountPurpose, { min: string; max: string }> = {
  deposit: { min: "amount.errors.depositMin", max: "amount.errors.depositMax" },
  withdraw: { min: "amount.errors.withdrawMin", max: "amount.errors.withdrawMax" },
  generic: { min: "amount.errors.min", max: "amount.errors.max" },
};

/**
 * Spec §5 amount rules on what the player typed, in the brand's currency format: required, at
 * most 20 characters, a number in that format, no negative, no zero, no more decimals than the
 * currency has (two: "decimals"; none: "noDecimals"), within the bounds.
 */
export function checkAmount(
  raw: string,
  options: {
    format: AmountFormat;
    bounds: AmountBounds;
    purpose: AmountPurpose;
  },
): AmountCheck {
  const fail = (key: string, limitMinor?: number): AmountCheck => ({
    ok: false,
    error: limitMinor === undefined ? { key } : { key, limitMinor },
  });
  if (!raw.trim()) return fail("amount.errors.required");
  if (raw.length > AMOUNT_MAX_LENGTH) return fail("amount.errors.tooLong");
  const parsed = parseAmountMinor(raw, options.format);
  if (!parsed.ok) {
    if (parsed.error === "decimals")
      return fail(options.format.decimals === 0 ? "amount.errors.noDecimals" : "amount.errors.decimals");
    return fail(`amount.errors.${parsed.error}`);
  }
  const { minor } = parsed;
  const keys = LIMIT_KEYS[options.purpose];
  if (minor === 0) return fail("amount.errors.zero");
  if (minor < options.bounds.min) return fail(keys.min, options.bounds.min);
  if (minor > options.bounds.max) return fail(keys.max, options.bounds.max);
  return { ok: true, minor };
}

export type SubmittedAmount = { ok: true; raw: string } | { ok: false; error: AmountError };

/**
 * The amount a deposit form sends. Without JavaScript a quick-amount button submits the form as
 * `quick=<its value>`: that value must be one of the method's quick amounts exactly as the button
 * writes it (so "-50", "0x32", "5e1", "+07" or "50.005" are refused, not read as some amount);
 * without a quick value it is the typed text, checked by checkAmount.
 */
export function submittedAmount(
  quick: string,
  typed: string,
  quickAmounts: readonly number[],
  format: AmountFormat,
): SubmittedAmount {
  if (!quick) return { ok: true, raw: typed };
  const value = quickAmounts.find((amount) => String(amount) === quick);
  if (value === undefined) return { ok: false, error: { key: "amount.errors.quick" } };
  return { ok: true, raw: formatAmountInput(value, format) };
}
