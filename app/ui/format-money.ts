import { formatAmountInput } from "./amount-input";

export interface CurrencyFormat {
  code: string;
  symbol: string;
  position: "before" | "after";
  space: boolean;
  decimalSeparator: string;
  thousandsSeparator: string;
  decimals: number;
}

/**
 * What formatMoney needs: the currency, and the brand's own way of writing it only where the
 * brand overrides Intl. A brand config sets every key (brand.schema.json), so its amounts never
 * depend on the runtime's ICU data and the server and the browser write the same (ADR 092).
 */
export type MoneyFormat = Pick<CurrencyFormat, "code"> & Partial<Omit<CurrencyFormat, "code">>;

const NBSP = "\u00a0";
const formatters = new Map<string, Intl.NumberFormat>();

function intl(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * Spec §5 formatter over Intl.NumberFormat(locale, currency): what the format leaves out comes
 * from Intl, what it sets (symbol, its position and space, separators, decimals) is the brand's.
 * BRL as a brand writes it: R$ 1.234,56 (a non-breaking space). Works on major units; minor units
 * are the platform's business and arrive already divided (spec §3: balance push /100).
 */
export function formatMoney(amount: number, format: MoneyFormat, locale = "en"): string {
  const options = { style: "currency", currency: format.code, numberingSystem: "latn" } as Intl.NumberFormatOptions;
  const currency = intl(locale, options);
  const decimals = format.decimals ?? currency.resolvedOptions().maximumFractionDigits ?? 2;
  const negative = amount < 0;
  const fixed = `${negative ? "-" : ""}${Math.abs(amount).toFixed(decimals)}` as `${number}`;
  const parts = intl(locale, {
    ...options,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(fixed);
  const { symbol, position, space, decimalSeparator, thousandsSeparator } = format;
  if ([symbol, position, space, decimalSeparator, thousandsSeparator].every((v) => v === undefined))
    return parts.map((p) => p.value).join("");

  // The brand overrides: the number in its separators (or the locale's), the symbol where it says.
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const number = formatAmountInput(amount, {
    decimals,
    decimalSeparator: decimalSeparator ?? part("decimal") ?? ".",
    thousandsSeparator: thousandsSeparator ?? part("group") ?? "",
  });
  const at = (type: Intl.NumberFormatPartTypes) => parts.findIndex((p) => p.type === type);
  const intlBefore = at("currency") < at("integer");
  const before = position ? position === "before" : intlBefore;
  const literal = parts[intlBefore ? at("currency") + 1 : at("currency") - 1];
  const gap = space === undefined ? (literal?.type === "literal" ? literal.value : "") : space ? NBSP : "";
  const sign = symbol ?? part("currency") ?? format.code;
  return `${negative ? "-" : ""}${before ? `${sign}${gap}${number}` : `${number}${gap}${sign}`}`;
}
