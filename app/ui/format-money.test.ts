import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";
import { BRL_FORMAT as brl, EUR_FORMAT as eur } from "./currency-fixtures";

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
});
