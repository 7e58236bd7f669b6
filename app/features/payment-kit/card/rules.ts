import { CARD_MIN_DIGITS, detectCardType, maxDigits, type CardType } from "./card-type";
import { cardDigits } from "./grouping";
import { luhnValid } from "./luhn";

/** Error keys of the cashier namespace; null means valid. */
export type CardError = `card.errors.${string}` | null;

/** Spec §5 card number: digits (grouped by spaces or dashes), 13 to the scheme's maximum, Luhn. */
export function cardNumberError(text: string, accepted?: readonly CardType[]): CardError {
  if (!text.trim()) return "card.errors.numberRequired";
  if (!/^[\d\s-]+$/.test(text)) return "card.errors.numberFormat";
  const digits = cardDigits(text);
  const type = detectCardType(digits);
  if (digits.length < CARD_MIN_DIGITS || digits.length > maxDigits(type)) return "card.errors.numberLength";
  if (accepted && (!type || !accepted.includes(type))) return "card.errors.numberType";
  if (!luhnValid(digits)) return "card.errors.numberInvalid";
  return null;
}

/** A calendar month, 1–12, in the time zone the caller chose for "now". */
export interface YearMonth {
  year: number;
  month: number;
}

/** The year and month of `date` in `timeZone` (the brand's), for the expiry rules. */
export function yearMonthIn(date: Date, timeZone: string): YearMonth {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric" }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") };
}

/** Spec §5: the expiry year list runs from this year to nine years on. */
export const EXPIRY_YEARS_AHEAD = 9;

export function expiryYears(now: YearMonth): number[] {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => now.year + i);
}

/** Spec §5 expiry: month 1–12, a 4-digit year not past and within nine years, month not past this year. */
export function expiryError(month: string, year: string, now: YearMonth): CardError {
  if (!month.trim()) return "card.errors.expiryMonthRequired";
  if (!year.trim()) return "card.errors.expiryYearRequired";
  if (!/^\d{1,2}$/.test(month.trim()) || Number(month) < 1 || Number(month) > 12) return "card.errors.expiryMonth";
  if (!/^\d{4}$/.test(year.trim()) || Number(year) > now.year + EXPIRY_YEARS_AHEAD) return "card.errors.expiryYear";
  if (Number(year) < now.year || (Number(year) === now.year && Number(month) < now.month)) return "card.errors.expired";
  return null;
}

/** Spec §5: CVV exactly 3 digits. */
export function cvvError(text: string): CardError {
  if (!text) return "card.errors.cvvRequired";
  return /^\d{3}$/.test(text) ? null : "card.errors.cvv";
}

export const HOLDER_MIN = 2;
export const HOLDER_MAX = 50;

/** Spec §5: cardholder name 2–50 characters once trimmed. */
export function holderError(text: string): CardError {
  const name = text.trim().replace(/\s+/g, " ");
  if (!name) return "card.errors.holderRequired";
  return [...name].length < HOLDER_MIN || [...name].length > HOLDER_MAX ? "card.errors.holder" : null;
}
