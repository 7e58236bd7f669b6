import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatAmountInput, parseAmount, parseAmountMinor } from "./amount-input";
import { BRL_FORMAT, EUR_FORMAT } from "./currency-fixtures";

describe("parseAmountMinor", () => {
  it("reads typed amounts into whole minor units", () => {
    expect(parseAmountMinor("R$ 1.000,50", BRL_FORMAT)).toEqual({ ok: true, minor: 100050 });
    expect(parseAmountMinor("0,29", BRL_FORMAT)).toEqual({ ok: true, minor: 29 });
    expect(parseAmountMinor("€1,234.5", EUR_FORMAT)).toEqual({ ok: true, minor: 123450 });
    expect(parseAmountMinor("5.000", { ...BRL_FORMAT, decimals: 0 })).toEqual({ ok: true, minor: 5000 });
  });

  it("gives parseAmount's errors", () => {
    expect(parseAmountMinor("-1", BRL_FORMAT)).toEqual({ ok: false, error: "negative" });
    expect(parseAmountMinor("1,234", BRL_FORMAT)).toEqual({ ok: false, error: "decimals" });
    expect(parseAmountMinor("1.00", BRL_FORMAT)).toEqual({ ok: false, error: "format" });
  });

  prop.prop([fc.integer({ min: 0, max: 10 ** 13 })])("reads back what formatAmountInput writes", (minor) => {
    const typed = formatAmountInput(minor / 100, BRL_FORMAT);
    expect(parseAmountMinor(typed, BRL_FORMAT)).toEqual({ ok: true, minor });
    expect(parseAmount(typed, BRL_FORMAT)).toEqual({ ok: true, value: minor / 100 });
  });
});
