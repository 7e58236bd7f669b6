import { describe, expect, it } from "vitest";
import { formatAmountInput, MAX_AMOUNT_MINOR, parseAmount } from "./amount-input";
import { BRL_FORMAT as brl, EUR_FORMAT as eur } from "./currency-fixtures";

describe("parseAmount (spec §5 currency inputs)", () => {
  it.each([
    ["1000", 1000],
    ["1.000", 1000],
    ["1.000,5", 1000.5],
    ["R$ 1.234.567,89", 1234567.89],
    [" 12,30 ", 12.3],
    ["0,99", 0.99],
  ])("BRL %j is %d", (text, value) => expect(parseAmount(text, brl)).toEqual({ ok: true, value }));

  it.each([
    ["1,000.50", 1000.5],
    ["€1000", 1000],
    ["2500.5", 2500.5],
  ])("EUR %j is %d", (text, value) => expect(parseAmount(text, eur)).toEqual({ ok: true, value }));

  it("refuses the other format's separators instead of misreading them", () => {
    expect(parseAmount("1000.50", brl)).toEqual({ ok: false, error: "format" });
    expect(parseAmount("1.00", brl)).toEqual({ ok: false, error: "format" });
    expect(parseAmount("1,5", eur)).toEqual({ ok: false, error: "format" });
    expect(parseAmount("abc", eur)).toEqual({ ok: false, error: "format" });
    expect(parseAmount("", eur)).toEqual({ ok: false, error: "format" });
  });

  it("has separate answers for too many decimals and for negatives", () => {
    expect(parseAmount("10,555", brl)).toEqual({ ok: false, error: "decimals" });
    expect(parseAmount("10.555", eur)).toEqual({ ok: false, error: "decimals" });
    expect(parseAmount("-10", eur)).toEqual({ ok: false, error: "negative" });
    expect(parseAmount("R$ -10", brl)).toEqual({ ok: false, error: "negative" });
  });

  it("reads up to MAX_AMOUNT_MINOR exactly and refuses longer figures instead of misreading them", () => {
    expect(MAX_AMOUNT_MINOR).toBe(1e15);
    expect(parseAmount("10.000.000.000.000,00", brl)).toEqual({ ok: true, value: 1e13 });
    expect(formatAmountInput(1e13, brl)).toBe("10.000.000.000.000,00");
    expect(parseAmount("9.999.999.999.999,99", brl)).toEqual({ ok: true, value: 9_999_999_999_999.99 });
    expect(formatAmountInput(9_999_999_999_999.99, brl)).toBe("9.999.999.999.999,99");
    expect(parseAmount("10.000.000.000.000,01", brl)).toEqual({ ok: false, error: "format" });
    // Near 2^53 minor units a number no longer holds every cent: this ,01 would come back as ,02.
    expect(parseAmount("80.000.000.000.000,01", brl)).toEqual({ ok: false, error: "format" });
    expect(parseAmount(`1${"0".repeat(400)}`, eur)).toEqual({ ok: false, error: "format" });
  });
});

describe("formatAmountInput", () => {
  it("writes what parseAmount reads back, in the brand's separators", () => {
    expect(formatAmountInput(1234567.8, brl)).toBe("1.234.567,80");
    expect(formatAmountInput(1000, eur)).toBe("1,000.00");
    for (const value of [1, 99.99, 10_000_000]) {
      for (const format of [brl, eur])
        expect(parseAmount(formatAmountInput(value, format), format)).toEqual({ ok: true, value });
    }
  });
});
