import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatAmountInput, MAX_AMOUNT_MINOR, parseAmount } from "./amount-input";
import { formatMoney, type CurrencyFormat } from "./format-money";
import { BRL_FORMAT, CLP_FORMAT, EUR_FORMAT } from "./currency-fixtures";

// The brands' formats (brands/*/brand.json) and two more shapes the code must also handle.
const FORMATS: CurrencyFormat[] = [
  BRL_FORMAT,
  EUR_FORMAT,
  CLP_FORMAT,
  {
    code: "SEK",
    symbol: "kr",
    position: "after",
    space: true,
    decimalSeparator: ",",
    thousandsSeparator: " ",
    decimals: 2,
  },
  {
    code: "JPY",
    symbol: "¥",
    position: "before",
    space: false,
    decimalSeparator: ".",
    thousandsSeparator: ",",
    decimals: 0,
  },
  {
    code: "KWD",
    symbol: "KD",
    position: "after",
    space: true,
    decimalSeparator: ".",
    thousandsSeparator: ",",
    decimals: 3,
  },
];
const format = fc.constantFrom(...FORMATS);

/** A non-negative amount with exactly the currency's decimals, up to the spec §9 deposit maximum. */
const amountIn = (f: CurrencyFormat) =>
  fc.integer({ min: 0, max: 10_000_000_000 * 10 ** f.decimals }).map((minor) => minor / 10 ** f.decimals);
const formatAndAmount = format.chain((f) => fc.tuple(fc.constant(f), amountIn(f)));

describe("money formatting and parsing round trips (spec §5)", () => {
  it.prop([formatAndAmount])("an amount typed back as formatAmountInput writes it parses to itself", ([f, value]) => {
    expect(parseAmount(formatAmountInput(value, f), f)).toEqual({ ok: true, value });
  });

  it.prop([formatAndAmount])("a displayed amount (formatMoney, with its symbol) parses to itself", ([f, value]) => {
    expect(parseAmount(formatMoney(value, f), f)).toEqual({ ok: true, value });
  });

  it.prop([formatAndAmount])("a displayed negative amount is refused as negative, not misread", ([f, value]) => {
    fc.pre(value > 0);
    expect(parseAmount(formatMoney(-value, f), f)).toEqual({ ok: false, error: "negative" });
  });

  it.prop([formatAndAmount])("the display is the input form with the symbol around it", ([f, value]) => {
    const gap = f.space ? "\u00a0" : "";
    const number = formatAmountInput(value, f);
    expect(formatMoney(value, f)).toBe(
      f.position === "before" ? `${f.symbol}${gap}${number}` : `${number}${gap}${f.symbol}`,
    );
  });

  it.prop([formatAndAmount])(
    "groups the whole part by three and shows exactly the currency's decimals",
    ([f, value]) => {
      const text = formatAmountInput(value, f);
      const [whole, fraction = ""] = f.decimals > 0 ? text.split(f.decimalSeparator) : [text];
      expect(fraction).toHaveLength(f.decimals);
      const groups = whole.split(f.thousandsSeparator);
      expect(groups[0]).toMatch(/^\d{1,3}$/);
      for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
      expect(Number(groups.join(""))).toBe(Math.trunc(value));
    },
  );

  it.prop([format, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 5 })])(
    "refuses more decimals than the currency has, whatever they are",
    (f, whole, extra) => {
      const digits = "7".repeat(f.decimals + extra);
      expect(parseAmount(`${whole}${f.decimalSeparator}${digits}`, f)).toEqual({ ok: false, error: "decimals" });
    },
  );

  it.prop([format, fc.string({ maxLength: 20 })])(
    "never throws, and only answers finite non-negative amounts",
    (f, text) => {
      const result = parseAmount(text, f);
      if (!result.ok) return;
      expect(Number.isFinite(result.value)).toBe(true);
      expect(result.value).toBeGreaterThanOrEqual(0);
      expect(parseAmount(formatAmountInput(result.value, f), f)).toEqual(result);
    },
  );

  it.prop([
    format,
    fc.string({ unit: fc.constantFrom("0", "1", "5", "9"), minLength: 1, maxLength: 30 }),
    fc.nat({ max: 3 }),
  ])(
    "reads any figure exactly, digit for digit, or refuses it when it is above the largest amount",
    (f, whole, decimals) => {
      const fraction = "5".repeat(Math.min(decimals, f.decimals));
      const text = fraction ? `${whole}${f.decimalSeparator}${fraction}` : whole;
      const minor = BigInt(`${whole}${fraction.padEnd(f.decimals, "0")}`);
      const result = parseAmount(text, f);
      if (minor > BigInt(MAX_AMOUNT_MINOR)) {
        expect(result).toEqual({ ok: false, error: "format" });
        return;
      }
      expect(result.ok).toBe(true);
      const written = formatAmountInput(result.ok ? result.value : Number.NaN, f);
      const digits = written.split(f.thousandsSeparator).join("").replace(f.decimalSeparator, "");
      expect(BigInt(digits)).toBe(minor);
    },
  );
});
