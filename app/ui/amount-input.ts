import type { CurrencyFormat } from "./format-money";

/** Why a typed amount is not one: "spaces" is whitespace inside it, which is refused, never dropped. */
export type AmountParseError = "format" | "decimals" | "negative" | "spaces";

export type AmountParse = { ok: true; value: number } | { ok: false; error: AmountParseError };

/** What reading a typed amount needs of the brand's currency format. */
export type AmountFormat = Pick<
  CurrencyFormat,
  "symbol" | "position" | "decimalSeparator" | "thousandsSeparator" | "decimals"
>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The largest amount parseAmount answers, in minor units: 10^13 with two decimals, a thousand
 * times the spec §9 deposit maximum. Up to there a number holds every minor unit exactly (and
 * formatAmountInput writes it back digit for digit); a longer figure would read as Infinity or,
 * silently, as another amount.
 */
export const MAX_AMOUNT_MINOR = 1e15;

/**
 * A typed amount in the brand's own number format only (spec §5: BRL comma decimal and dot
 * thousands, default dot decimal and comma thousands; issue 34 §3): digits, thousands
 * separators grouping by three ("1.000,50" is R$ 1,000.50, "1000.50" is not an
 * amount in BRL rather than silently a hundred times more), at most the currency's decimals.
 * The brand's symbol may stand where the brand writes it, with one space between; whitespace
 * anywhere else is "spaces", so "1 000 000" is refused instead of read as a million. A minus
 * sign is "negative", more decimals "decimals" (spec §5: separate messages). An amount above
 * MAX_AMOUNT_MINOR is not an amount either ("format").
 */
export function parseAmount(raw: string, format: AmountFormat): AmountParse {
  const read = readAmount(raw, format);
  if (!read.ok) return read;
  return { ok: true, value: Number(read.fraction ? `${read.whole}.${read.fraction}` : read.whole) };
}

export type AmountMinorParse = { ok: true; minor: number } | { ok: false; error: AmountParseError };

/**
 * parseAmount's rules, answered in integer minor units (R$ 1.000,50 → 100050; 0-decimal CLP
 * 5.000 → 5000) from the typed digits, so money never passes through a float (ARCHITECTURE §10).
 */
export function parseAmountMinor(raw: string, format: AmountFormat): AmountMinorParse {
  const read = readAmount(raw, format);
  if (!read.ok) return read;
  return { ok: true, minor: Number(`${read.whole}${read.fraction.padEnd(format.decimals, "0")}`) };
}

type AmountRead = { ok: true; whole: string; fraction: string } | { ok: false; error: AmountParseError };

/** Whitespace a player or a formatter may put around an amount (Intl writes NBSP or NNBSP). */
const SPACE = "[\\s\\u00a0\\u202f]";
/** The one space allowed between the symbol and the number, as typed or as Intl writes it. */
const GAP = "[ \\u00a0\\u202f]";

function readAmount(raw: string, format: AmountFormat): AmountRead {
  const body = withoutSymbol(raw.replace(new RegExp(`^${SPACE}+|${SPACE}+$`, "g"), ""), format);
  if (/^[-\u2212]/.test(body)) return { ok: false, error: "negative" };
  const d = escape(format.decimalSeparator);
  const t = escape(format.thousandsSeparator);
  const number = new RegExp(`^(\\d{1,3}(?:${t}\\d{3})+|\\d+)(?:${d}(\\d+))?$`);
  const match = number.exec(body);
  if (!match) {
    // "spaces" only when the spaces are all that is wrong: the message then says just that.
    const spaced = new RegExp(SPACE).test(body) && number.test(body.replace(new RegExp(SPACE, "g"), ""));
    return { ok: false, error: spaced ? "spaces" : "format" };
  }
  const fraction = match[2] ?? "";
  if (fraction.length > format.decimals) return { ok: false, error: "decimals" };
  const whole = match[1].split(format.thousandsSeparator).join("");
  if (Number(`${whole}${fraction.padEnd(format.decimals, "0")}`) > MAX_AMOUNT_MINOR)
    return { ok: false, error: "format" };
  return { ok: true, whole, fraction };
}

/**
 * The text without the brand's symbol where the brand writes it ("R$ 50" → "50", "-R$ 50" →
 * "-50"), one space between the two allowed; a symbol anywhere else stays and fails the format.
 */
function withoutSymbol(text: string, format: Pick<CurrencyFormat, "symbol" | "position">): string {
  if (!format.symbol) return text;
  const sym = escape(format.symbol);
  if (format.position === "after") return text.replace(new RegExp(`${GAP}?${sym}$`), "");
  return text.replace(new RegExp(`^([-\\u2212]?)${sym}${GAP}?`), "$1");
}

const grouping = new Map<number, Intl.NumberFormat>();

/**
 * An amount as the player would type it back: the brand's separators, its decimals, no symbol.
 * The one grouping of amounts (ADR 092), formatMoney's too: Intl's, in groups of three ("en",
 * Latin digits, every group even in 4-digit figures), the brand's separators put in. toFixed
 * rounds first and Intl gets a decimal string, so Intl rounds nothing.
 */
export function formatAmountInput(
  value: number,
  format: Pick<CurrencyFormat, "decimalSeparator" | "thousandsSeparator" | "decimals">,
): string {
  const { decimals } = format;
  let intl = grouping.get(decimals);
  if (!intl) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: "always" };
    grouping.set(decimals, (intl = new Intl.NumberFormat("en", options as Intl.NumberFormatOptions)));
  }
  const separator = { group: format.thousandsSeparator, decimal: format.decimalSeparator };
  return intl
    .formatToParts(Math.abs(value).toFixed(decimals) as `${number}`)
    .map((p) => (p.type === "group" || p.type === "decimal" ? separator[p.type] : p.value))
    .join("");
}
