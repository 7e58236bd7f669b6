import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";
import { parseAmount } from "./amount-input";
import { BRL_FORMAT as brl, CLP_FORMAT as clp, EUR_FORMAT as eur } from "./currency-fixtures";

describe("formatMoney", () => {
  it("formats BRL as R$ 1.234,56 with a non-breaking space", () => {
    expect(formatMoney(1234.56, brl)).toBe("R$\u00a01.234,56");
    expect(formatMoney(1234567.5, brl)).toBe("R$\u00a01.234.567,50");
    expect(formatMoney(0, brl)).toBe("R$\u00a00,00");
  });
  it("formats EUR with dot decimals and no space", () => {
    expect(formatMoney(1234.5, eur)).toBe("€1,234.50");
    expect(formatMoney(-12, eur)).toBe("-€12.00");
  });
  it("puts the symbol after when configured", () => {
    expect(formatMoney(99.9, { ...eur, position: "after", space: true })).toBe("99.90\u00a0€");
  });
  it("rounds to the configured decimals", () => {
    expect(formatMoney(1.005 + 0.0001, brl)).toBe("R$\u00a01,01");
  });
  it("formats CLP with no decimals, a point for thousands and no space", () => {
    expect(formatMoney(1234567, clp)).toBe("$1.234.567");
    expect(formatMoney(5000, clp)).toBe("$5.000");
    expect(formatMoney(0, clp)).toBe("$0");
    expect(formatMoney(-20000, clp)).toBe("-$20.000");
  });
  it("rounds CLP to whole pesos: no decimal separator ever shows", () => {
    expect(formatMoney(1499.5, clp)).toBe("$1.500");
    expect(formatMoney(0.4, clp)).toBe("$0");
    expect(formatMoney(999.99, clp)).not.toContain(",");
  });
  it("reads CLP input: the point groups thousands, a decimal part is refused", () => {
    expect(parseAmount("1.500", clp)).toEqual({ ok: true, value: 1500 });
    expect(parseAmount("$20.000", clp)).toEqual({ ok: true, value: 20000 });
    expect(parseAmount("1.500,50", clp)).toEqual({ ok: false, error: "decimals" });
  });
});
