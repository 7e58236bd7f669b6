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

function intl(locale: string, code: string, decimals?: number): Intl.NumberFormat {
  const key = `${locale} ${code} ${decimals ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(locale, { style: "currency", currency: code, numberingSystem: "latn", ...digits });
    formatters.set(key, format);
  }
  return format;
}

interface Written {
  sign: string;
  before: boolean;
  gap: string;
  decimals: number;
  decimalSeparator: string;
  thousandsSeparator: string;
}

function written(amount: number, w: Written): string {
  const number = formatAmountInput(amount, w);
  return `${amount < 0 ? "-" : ""}${w.before ? `${w.sign}${w.gap}${number}` : `${number}${w.gap}${w.sign}`}`;
}

/**
 * Spec §5 formatter over Intl.NumberFormat(locale, currency): what the format leaves out comes
 * from Intl, what it sets (symbol, its position and space, separators, decimals) is the brand's.
 * BRL as a brand writes it: R$ 1.234,56 (a non-breaking space). Works on major units; minor units
 * are the platform's business and arrive already divided (spec §3: balance push /100).
 */
export function formatMoney(amount: number, format: MoneyFormat, locale = "en"): string {
  const { symbol, position, space, decimalSeparator, thousandsSeparator } = format;
  // Every brand config sets every key: its amounts need nothing of Intl (a render formats many).
  if (
    symbol !== undefined &&
    position !== undefined &&
    space !== undefined &&
    decimalSeparator !== undefined &&
    thousandsSeparator !== undefined &&
    format.decimals !== undefined
  )
    return written(amount, {
      sign: symbol,
      before: position === "before",
      gap: space ? NBSP : "",
      decimals: format.decimals,
      decimalSeparator,
      thousandsSeparator,
    });

  const decimals = format.decimals ?? intl(locale, format.code).resolvedOptions().maximumFractionDigits ?? 2;
  const negative = amount < 0;
  const fixed = `${negative ? "-" : ""}${Math.abs(amount).toFixed(decimals)}` as `${number}`;
  const parts = intl(locale, format.code, decimals).formatToParts(fixed);
  if ([symbol, position, space, decimalSeparator, thousandsSeparator].every((v) => v === undefined))
    return parts.map((p) => p.value).join("");

  // The brand's overrides on top of the locale's parts.
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const at = (type: Intl.NumberFormatPartTypes) => parts.findIndex((p) => p.type === type);
  const intlBefore = at("currency") < at("integer");
  const literal = parts[intlBefore ? at("currency") + 1 : at("currency") - 1];
  return written(amount, {
    sign: symbol ?? part("currency") ?? format.code,
    before: position ? position === "before" : intlBefore,
    gap: space === undefined ? (literal?.type === "literal" ? literal.value : "") : space ? NBSP : "",
    decimals,
    decimalSeparator: decimalSeparator ?? part("decimal") ?? ".",
    thousandsSeparator: thousandsSeparator ?? part("group") ?? "",
  });
}
