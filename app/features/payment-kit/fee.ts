import { decimalParts, majorToMinor } from "./minor-units";

/** A method's fee set-up from cashier data (spec §3 limits), amounts in major units. */
export interface FeeRule {
  feeType: "none" | "absolute" | "percentage";
  /** Absolute: the fee in major units. Percentage: the percent of the amount, e.g. 2.5. */
  feeAmount?: number | null;
  minFeeAmount?: number | null;
  maxFeeAmount?: number | null;
}

const orZero = (value: number | null | undefined) => (typeof value === "number" && value > 0 ? value : 0);

/** A non-negative JSON number as an exact fraction numerator / 10^scale (2.5 → 25 / 10^1). */
function exact(value: number): { numerator: bigint; scale: bigint } {
  const { digits, exponent } = decimalParts(value);
  return exponent >= 0
    ? { numerator: BigInt(digits) * 10n ** BigInt(exponent), scale: 0n }
    : { numerator: BigInt(digits), scale: BigInt(-exponent) };
}

/**
 * Spec §5 fee of a deposit of `amountMinor`, in minor units. none: 0. absolute: feeAmount.
 * percentage: amount × feeAmount / 100, rounded half-up to the minor unit (the one rounding in
 * the cashier, ADR 055), then capped by maxFeeAmount when that is above 0, then raised to
 * minFeeAmount — so a minimum above the cap wins, as the spec's order says.
 */
export function depositFee(amountMinor: number, rule: FeeRule, decimals: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`bad amount: ${amountMinor}`);
  const toMinor = (major: number) => majorToMinor(major, decimals, "half-up");
  switch (rule.feeType) {
    case "none":
      return 0;
    case "absolute":
      return toMinor(orZero(rule.feeAmount));
    case "percentage": {
      const { numerator, scale } = exact(orZero(rule.feeAmount));
      const divisor = 100n * 10n ** scale;
      const product = BigInt(amountMinor) * numerator;
      let fee = Number((product * 2n + divisor) / (divisor * 2n));
      const cap = toMinor(orZero(rule.maxFeeAmount));
      if (cap > 0) fee = Math.min(fee, cap);
      return Math.max(fee, toMinor(orZero(rule.minFeeAmount)));
    }
  }
}
