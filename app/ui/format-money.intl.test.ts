import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatMoney, type CurrencyFormat } from "./format-money";
import { BRL_FORMAT as brl } from "./currency-fixtures";

// The formatter before ADR 092 (a regex grouping by three), kept here as the reference a brand
// config's output must equal byte for byte.
function formatBefore(amount: number, format: CurrencyFormat): string {
  const [whole = "0", fraction] = Math.abs(amount).toFixed(format.decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator);
  const number = fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
  const gap = format.space ? "\u00a0" : "";
  const body = format.position === "before" ? `${format.symbol}${gap}${number}` : `${number}${gap}${format.symbol}`;
  return amount < 0 ? `-${body}` : body;
}

// Every currency format brand.schema.json accepts (its enums), with the locales brands use and some that group otherwise.
const brandFormat = fc.record({
  code: fc.constantFrom("BRL", "EUR", "CLP", "SEK", "JPY", "KWD", "INR", "CHF"),
  symbol: fc.constantFrom("R$", "€", "$", "kr", "¥", "KD", "CHF", "₹"),
  position: fc.constantFrom("before" as const, "after" as const),
  space: fc.boolean(),
  decimalSeparator: fc.constantFrom(",", "."),
  thousandsSeparator: fc.constantFrom(",", ".", " ", "\u00a0", "'", ""),
  decimals: fc.integer({ min: 0, max: 4 }),
});
const locale = fc.constantFrom(
  "en",
  "pt-BR",
  "en-US",
  "es-PY",
  "es-CL",
  "en-GB",
  "es-ES",
  "fr-FR",
  "de-CH",
  "sv-SE",
  "hi-IN",
  "ar-EG",
);
const amount = fc.oneof(
  fc.integer({ min: -1e13, max: 1e13 }).map((minor) => minor / 100),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
);

describe("formatMoney over Intl.NumberFormat (ADR 092)", () => {
  prop.prop([brandFormat, locale, amount])(
    "a brand config's amount is byte for byte what the formatter wrote before, in any locale",
    (format, loc, value) => {
      expect(formatMoney(value, format, loc)).toBe(formatBefore(value, format));
      expect(formatMoney(value, format)).toBe(formatBefore(value, format));
    },
  );

  it("gives exactly Intl's output for a format that overrides nothing", () => {
    for (const [loc, code] of [
      ["pt-BR", "BRL"],
      ["de-DE", "EUR"],
      ["fr-FR", "EUR"],
      ["es-CL", "CLP"],
      ["ja-JP", "JPY"],
      ["en-IN", "INR"],
    ]) {
      const intl = new Intl.NumberFormat(loc, { style: "currency", currency: code });
      for (const value of [0, 5, 1234.5, -1234567.891, 12345678.9])
        expect(formatMoney(value, { code }, loc)).toBe(intl.format(value));
    }
  });

  it("takes from the brand only what it overrides", () => {
    const intl = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(1234.5);
    expect(intl).toBe("1.234,50\u00a0€");
    expect(formatMoney(1234.5, { code: "EUR", symbol: "EUR" }, "de-DE")).toBe("1.234,50\u00a0EUR");
    expect(formatMoney(1234.5, { code: "EUR", position: "before" }, "de-DE")).toBe("€\u00a01.234,50");
    expect(formatMoney(1234.5, { code: "EUR", space: false }, "de-DE")).toBe("1.234,50€");
    expect(formatMoney(1234.5, { code: "EUR", thousandsSeparator: "" }, "de-DE")).toBe("1234,50\u00a0€");
    expect(formatMoney(-1234.5, { code: "EUR", decimalSeparator: "." }, "de-DE")).toBe("-1.234.50\u00a0€");
    expect(formatMoney(1234.5, { code: "EUR", decimals: 0 }, "de-DE")).toBe("1.235\u00a0€");
  });

  it("writes the brand's symbol where Intl alone would write the ISO code or another one", () => {
    // Solbet's es pages (es-PY) write BRL as "BRL 1.234,56" through Intl alone: the brand pins "R$ ".
    expect(new Intl.NumberFormat("es-PY", { style: "currency", currency: "BRL" }).format(1234.56)).toContain("BRL");
    expect(formatMoney(1234.56, brl, "es-PY")).toBe("R$\u00a01.234,56");
    expect(formatMoney(1234.56, brl, "en-US")).toBe("R$\u00a01.234,56");
  });
});
