/** Card schemes the spec §5 card rules name. */
export type CardType = "visa" | "mastercard" | "amex" | "diners" | "uatp";

/** Digit groups of the auto-grouping (spec §5); their sum is the scheme's maximum length. */
export const CARD_GROUPS: Record<CardType | "other", readonly number[]> = {
  visa: [4, 4, 4, 4],
  mastercard: [4, 4, 4, 4],
  amex: [4, 6, 5],
  diners: [4, 6, 4],
  uatp: [4, 5, 6],
  other: [4, 4, 4, 4],
};

/** Spec §5: 13–19 digits, capped at 16 (15 amex and uatp, 14 diners) by the grouping above. */
export const CARD_MIN_DIGITS = 13;

export function maxDigits(type: CardType | null): number {
  return CARD_GROUPS[type ?? "other"].reduce((a, b) => a + b, 0);
}

const inRange = (prefix: string, from: number, to: number) => Number(prefix) >= from && Number(prefix) <= to;

/**
 * The scheme a card number's leading digits decide, or null while they decide nothing (or no
 * scheme matches). Visa 4; Mastercard 51–55 and 2221–2720 (spec "222-277" read as the
 * scheme's 2-series range); Amex 34, 37; Diners 300–305, 3095, 36, 38, 39; UATP 1.
 */
export function detectCardType(digits: string): CardType | null {
  if (digits.startsWith("4")) return "visa";
  if (digits.startsWith("1")) return "uatp";
  if (digits.length >= 2 && inRange(digits.slice(0, 2), 51, 55)) return "mastercard";
  if (digits.length >= 4 && inRange(digits.slice(0, 4), 2221, 2720)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^3[689]/.test(digits) || /^30[0-5]/.test(digits) || digits.startsWith("3095")) return "diners";
  return null;
}
