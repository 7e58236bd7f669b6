import { describe, expect, it } from "vitest";
import { SandboxError } from "../types";
import { checkTxnLimits, depositMaxOf, wireAmountMinor } from "./rules";
import type { SandboxCashier } from "../types";

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as SandboxError).errorCode;
  }
  return null;
};

describe("wireAmountMinor", () => {
  it("reads the wire's 2-decimal amounts exactly, in hundredths", () => {
    expect(wireAmountMinor("50.00", 2)).toBe(5000n);
    expect(wireAmountMinor("0.1", 2)).toBe(10n);
    expect(wireAmountMinor("9999999999999.99", 2)).toBe(999999999999999n);
  });
  it("takes only whole amounts in a currency without decimals", () => {
    expect(wireAmountMinor("5000.00", 0)).toBe(500000n);
    expect(code(() => wireAmountMinor("5000.50", 0))).toBe(100164);
  });
  it("refuses what is not a positive amount of at most 2 decimals", () => {
    for (const bad of ["", "0", "0.00", "-1", "1.234", "1,50", "1e3", undefined])
      expect(
        code(() => wireAmountMinor(bad, 2)),
        String(bad),
      ).toBe(100164);
  });
});

describe("checkTxnLimits (ADR 078)", () => {
  const cashier = { deposit: { min: 1, max: 10_000_000_000 } } as SandboxCashier;
  it("caps a QR method at what a BR Code's amount holds, with the cap as maxTxnLimit", () => {
    expect(depositMaxOf(cashier, { kind: "qr" })).toBe(9_999_999_999.99);
    expect(code(() => checkTxnLimits(999_999_999_999n, cashier, { kind: "qr" }))).toBeNull();
    expect(code(() => checkTxnLimits(1_000_000_000_000n, cashier, { kind: "qr" }))).toBe(100243);
  });
  it("leaves other methods at the brand's maximum", () => {
    expect(depositMaxOf(cashier, { kind: "card" })).toBe(10_000_000_000);
    expect(code(() => checkTxnLimits(1_000_000_000_000n, cashier, { kind: "card" }))).toBeNull();
    expect(code(() => checkTxnLimits(1_000_000_000_001n, cashier, { kind: "card" }))).toBe(100243);
  });
});
