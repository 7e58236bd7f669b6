/**
 * The platform's own card checks for makeCCPayment (spec §5 card rules; ADR 090). Written by
 * hand rather than with card-validator: that library knows no UATP and allows 19-digit Visa and
 * Mastercard numbers, where the spec caps each scheme's length.
 */

export type CardScheme = "visa" | "mastercard" | "amex" | "diners" | "uatp";

/** Spec §5: at most 16 digits, 15 for amex and uatp, 14 for diners; at least 13 for any. */
const MAX_DIGITS: Record<CardScheme, number> = { visa: 16, mastercard: 16, amex: 15, diners: 14, uatp: 15 };
const MIN_DIGITS = 13;

// Leading digits of each scheme: Visa 4; Mastercard 51–55 and 2221–2720 (the spec's "222-277");
// Amex 34, 37; Diners 300–305, 3095, 36, 38, 39; UATP 1.
const SCHEMES: [CardScheme, RegExp][] = [
  ["visa", /^4/],
  ["uatp", /^1/],
  ["mastercard", /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ["amex", /^3[47]/],
  ["diners", /^(?:30[0-5]|3095|3[689])/],
];

export const cardNumberDigits = (text: string) => text.replace(/\D/g, "");

export function cardScheme(digits: string): CardScheme | null {
  return SCHEMES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** ISO/IEC 7812 check digit: from the right, every second digit doubled (less 9 past 9), sum ≡ 0 mod 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const n = Number(char) * (i % 2 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return sum % 10 === 0;
}

/** Digits, grouped by spaces or dashes if the client sent them so; the scheme's length; Luhn. */
export function isCardNumber(text: string): boolean {
  if (!/^[\d\s-]+$/.test(text)) return false;
  const digits = cardNumberDigits(text);
  const scheme = cardScheme(digits);
  const max = scheme ? MAX_DIGITS[scheme] : 16;
  return digits.length >= MIN_DIGITS && digits.length <= max && passesLuhn(digits);
}

/** Spec §5: the CVV is exactly 3 digits. */
export const isCvv = (text: string) => /^\d{3}$/.test(text);

/** Spec §5: the cardholder's name, spaces collapsed, is 2 to 50 characters. */
export function isCardHolder(text: string): boolean {
  const length = [...text.trim().replace(/\s+/g, " ")].length;
  return length >= 2 && length <= 50;
}

/**
 * Spec §5 expiry against `now`'s UTC month: month 1–12 and a 4-digit year up to nine years on;
 * "expired" for a month already past, "invalid" for anything else wrong, null when good.
 */
export function expiryProblem(month: string, year: string, now: Date): "expired" | "invalid" | null {
  const m = month.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(m) || Number(m) < 1 || Number(m) > 12) return "invalid";
  const thisYear = now.getUTCFullYear();
  if (!/^\d{4}$/.test(y) || Number(y) > thisYear + 9) return "invalid";
  const monthsLeft = (Number(y) - thisYear) * 12 + Number(m) - (now.getUTCMonth() + 1);
  return monthsLeft < 0 ? "expired" : null;
}
