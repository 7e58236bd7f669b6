/**
 * Money inside the cashier is integer minor units (ARCHITECTURE §10, ADR 055). These helpers cross
 * the two borders — platform/config numbers in major units coming in, decimal strings going out —
 * with string and BigInt arithmetic, never `x * 100` on a float.
 */

/** How a value with more decimals than the currency has is brought to a whole minor unit. */
export type Rounding = "down" | "up" | "half-up";

/** Decimals the wire format carries (spec §3: amounts are sent with 2 decimals). */
export const WIRE_DECIMALS = 2;

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`not a non-negative whole minor amount: ${minor}`);
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > WIRE_DECIMALS)
    throw new RangeError(`unsupported number of currency decimals: ${decimals}`);
}

/** 123450 with 2 decimals → "1234.50"; with 0 decimals → "123450". */
export function minorToDecimal(minor: number, decimals: number): string {
  assertMinor(minor);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`bad decimals: ${decimals}`);
  const digits = String(minor).padStart(decimals + 1, "0");
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * Spec §3 deposit request: `depositAmount` is a 2-decimal string whatever the currency, so a
 * 0-decimal currency (CLP 5000) goes out as "5000.00".
 */
export function toWireAmount(minor: number, decimals: number): string {
  assertMinor(minor);
  assertDecimals(decimals);
  const wireMinor = BigInt(minor) * 10n ** BigInt(WIRE_DECIMALS - decimals);
  return minorToDecimal(Number(wireMinor), WIRE_DECIMALS);
}

/** A JSON number's exact decimal digits and power of ten: 12.5 → { digits: "125", exponent: -1 }. */
export function decimalParts(value: number): { digits: string; exponent: number } {
  // String() gives the shortest text that reads back as the same double: what the JSON said.
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`not a non-negative finite amount: ${value}`);
  const fraction = match[2] ?? "";
  return { digits: `${match[1]}${fraction}`, exponent: Number(match[3] ?? 0) - fraction.length };
}

/**
 * A major-unit amount from the platform or the brand config (a limit, a fee) in whole minor
 * units. Extra decimals are rounded as asked: limits round inwards (min up, max down) so the
 * player is never told an amount is allowed that the platform refuses.
 */
export function majorToMinor(value: number, decimals: number, rounding: Rounding): number {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`bad decimals: ${decimals}`);
  const { digits, exponent } = decimalParts(value);
  const shift = exponent + decimals;
  let result: bigint;
  if (shift >= 0) {
    result = BigInt(digits) * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    const whole = BigInt(digits) / divisor;
    const rest = BigInt(digits) % divisor;
    const bump = rounding === "up" ? rest > 0n : rounding === "half-up" ? rest * 2n >= divisor : false;
    result = bump ? whole + 1n : whole;
  }
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount too large: ${value}`);
  return Number(result);
}
