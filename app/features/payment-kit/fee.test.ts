import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { depositFee } from "./fee";

describe("depositFee", () => {
  it("is 0 for none, whatever the other fields say", () => {
    expect(depositFee(10000, { feeType: "none", feeAmount: 5, minFeeAmount: 1 }, 2)).toBe(0);
  });

  it("is the fee amount for absolute, independent of the deposit", () => {
    expect(depositFee(10000, { feeType: "absolute", feeAmount: 2.5 }, 2)).toBe(250);
    expect(depositFee(99_999_900, { feeType: "absolute", feeAmount: 2.5 }, 2)).toBe(250);
    expect(depositFee(5000, { feeType: "absolute", feeAmount: 300 }, 0)).toBe(300);
    expect(depositFee(5000, { feeType: "absolute", feeAmount: null }, 2)).toBe(0);
  });

  it("takes the percentage of the amount, rounding half-up to the minor unit", () => {
    expect(depositFee(10000, { feeType: "percentage", feeAmount: 2.5 }, 2)).toBe(250);
    expect(depositFee(1010, { feeType: "percentage", feeAmount: 2.5 }, 2)).toBe(25); // 25.25
    expect(depositFee(1020, { feeType: "percentage", feeAmount: 2.5 }, 2)).toBe(26); // 25.5
    expect(depositFee(1019, { feeType: "percentage", feeAmount: 2.5 }, 2)).toBe(25); // 25.475
    expect(depositFee(3333, { feeType: "percentage", feeAmount: 0.15 }, 2)).toBe(5); // 4.9995
    expect(depositFee(5000, { feeType: "percentage", feeAmount: 3 }, 0)).toBe(150);
  });

  it("caps by the max fee when above 0, then raises to the min fee", () => {
    const rule = { feeType: "percentage", feeAmount: 10, minFeeAmount: 1, maxFeeAmount: 20 } as const;
    expect(depositFee(100_000, rule, 2)).toBe(2000); // 100 capped at 20
    expect(depositFee(500, rule, 2)).toBe(100); // 0.50 raised to 1
    expect(depositFee(5000, rule, 2)).toBe(500);
    expect(depositFee(100_000, { ...rule, maxFeeAmount: 0 }, 2)).toBe(10000); // 0 = no cap
    expect(depositFee(100_000, { ...rule, minFeeAmount: 30 }, 2)).toBe(3000); // min above cap wins
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => depositFee(10.5, { feeType: "none" }, 2)).toThrow(RangeError);
    expect(() => depositFee(-1, { feeType: "none" }, 2)).toThrow(RangeError);
  });

  prop.prop([
    fc.integer({ min: 0, max: 10 ** 12 }),
    fc.integer({ min: 0, max: 10000 }),
    fc.integer({ min: 0, max: 5000 }),
    fc.integer({ min: 0, max: 5000 }),
  ])("matches exact rational arithmetic and stays within the caps", (amount, basisPoints, minCents, maxCents) => {
    const rule = {
      feeType: "percentage",
      feeAmount: basisPoints / 100,
      minFeeAmount: minCents / 100,
      maxFeeAmount: maxCents / 100,
    } as const;
    const fee = depositFee(amount, rule, 2);
    // amount × bp / 10000, half-up, in BigInt.
    let expected = Number((BigInt(amount) * BigInt(basisPoints) * 2n + 10000n) / 20000n);
    if (maxCents > 0) expected = Math.min(expected, maxCents);
    expected = Math.max(expected, minCents);
    expect(fee).toBe(expected);
    expect(Number.isInteger(fee)).toBe(true);
  });
});
