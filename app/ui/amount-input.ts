import type { CurrencyFormat } from "./format-money";

export type AmountParse = { ok: true; value: number } | { ok: false; error: "format" | "decimals" | "negative" };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The largest amount parseAmount answers, in minor units: 10^13 with two decimals, a thousand
 * times the spec §9 deposit maximum. Up to there a number holds every minor unit exactly (and
 * formatAmountInput writes it back digit for digit); a longer figure would read as Infinity or,
 * silently, as another amount.
 */
export const MAX_AMOUNT_MINOR = 1e15;

/**
 * A typed amount in the brand's number format (spec §5: BRL comma decimal and dot thousands,
 * default dot decimal and comma thousands). The symbol and spaces are ignored; thousands
 * separators must group by three, so "1.000,50" is R$ 1,000.50 but "1000.50" is not an amount
 * in BRL rather than silently a hundred times more. More decimals than the currency has, and a
 * minus sign, get their own answers (spec §5: separate message; no negatives). An amount above
 * MAX_AMOUNT_MINOR is not an amount either ("format").
 */
export function parseAmount(
  raw: string,
  format: Pick<CurrencyFormat, "symbol" | "decimalSeparator" | "thousandsSeparator" | "decimals">,
): AmountParse {
  const read = readAmount(raw, format);
  if (!read.ok) return read;
  return { ok: true, value: Number(read.fraction ? `${read.whole}.${read.fraction}` : read.whole) };
}

export type AmountMinorParse = { ok: true; minor: number } | { ok: false; error: "format" | "decimals" | "negative" };

/**
 * parseAmount's rules, answered in integer minor units (R$ 1.000,50 → 100050; 0-decimal CLP
 * 5.000 → 5000) from the typed digits, so money never passes through a float (ARCHITECTURE §10).
 */
export function parseAmountMinor(
  raw: string,
  format: Pick<CurrencyFormat, "symbol" | "decimalSeparator" | "thousandsSeparator" | "decimals">,
): AmountMinorParse {
  const read = readAmount(raw, format);
  if (!read.ok) return read;
  return { ok: true, minor: Number(`${read.whole}${read.fraction.padEnd(format.decimals, "0")}`) };
}

type AmountRead =
  { ok: true; whole: string; fraction: string } | { ok: false; error: "format" | "decimals" | "negative" };

function readAmount(
  raw: string,
  format: Pick<CurrencyFormat, "symbol" | "decimalSeparator" | "thousandsSeparator" | "decimals">,
): AmountRead {
  let text = raw.replace(/[\s\u00a0\u202f]/g, "");
  if (format.symbol) text = text.split(format.symbol).join("");
  if (/^[-\u2212]/.test(text)) return { ok: false, error: "negative" };
  const d = escape(format.decimalSeparator);
  const t = escape(format.thousandsSeparator);
  const match = new RegExp(`^(\\d{1,3}(?:${t}\\d{3})+|\\d+)(?:${d}(\\d+))?$`).exec(text);
  if (!match) return { ok: false, error: "format" };
  const fraction = match[2] ?? "";
  if (fraction.length > format.decimals) return { ok: false, error: "decimals" };
  const whole = match[1].split(format.thousandsSeparator).join("");
  if (Number(`${whole}${fraction.padEnd(format.decimals, "0")}`) > MAX_AMOUNT_MINOR)
    return { ok: false, error: "format" };
  return { ok: true, whole, fraction };
}

/** An amount as the player would type it back: the brand's separators, its decimals, no symbol. */
export function formatAmountInput(
  value: number,
  format: Pick<CurrencyFormat, "decimalSeparator" | "thousandsSeparator" | "decimals">,
): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(format.decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator);
  return fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
}
