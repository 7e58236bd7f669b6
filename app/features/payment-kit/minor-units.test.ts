import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { majorToMinor, minorToDecimal, toWireAmount } from "./minor-units";

describe("minorToDecimal and toWireAmount", () => {
  it.each([
    [0, 2, "0.00"],
    [1, 2, "0.01"],
    [123450, 2, "1234.50"],
    [5000, 0, "5000"],
    [Number.MAX_SAFE_INTEGER, 2, "90071992547409.91"],
  ])("%i with %i decimals is %s", (minor, decimals, text) => {
    expect(minorToDecimal(minor, decimals)).toBe(text);
  });

  it("sends 2 decimals whatever the currency has (spec §3)", () => {
    expect(toWireAmount(5000, 0)).toBe("5000.00");
    expect(toWireAmount(5000, 2)).toBe("50.00");
    expect(toWireAmount(7, 1)).toBe("0.70");
  });

  it("refuses what is not whole minor units, and currencies with more than 2 decimals on the wire", () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => minorToDecimal(bad, 2), String(bad)).toThrow();
    expect(() => toWireAmount(1, 3)).toThrow(RangeError);
  });
});

describe("majorToMinor", () => {
  it("converts exactly where a float multiplication would not", () => {
    expect(0.29 * 100).not.toBe(29);
    expect(majorToMinor(0.29, 2, "down")).toBe(29);
    expect(majorToMinor(1.005, 2, "half-up")).toBe(101);
    expect(majorToMinor(10_000_000_000, 2, "down")).toBe(1_000_000_000_000);
    expect(majorToMinor(5000, 0, "down")).toBe(5000);
  });

  it.each([
    [10.001, "down", 1000],
    [10.001, "up", 1001],
    [10.004, "half-up", 1000],
    [10.005, "half-up", 1001],
    [10, "up", 1000],
    [1e-7, "up", 1],
    [1e-7, "down", 0],
    [1e21, "down", null],
  ] as const)("%s rounded %s is %s", (value, rounding, minor) => {
    if (minor === null) expect(() => majorToMinor(value, 2, rounding)).toThrow(RangeError);
    else expect(majorToMinor(value, 2, rounding)).toBe(minor);
  });

  it("refuses negatives and non-numbers", () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => majorToMinor(bad, 2, "down")).toThrow();
  });

  prop.prop([fc.integer({ min: 0, max: 10 ** 13 })])("reads back every 2-decimal amount it writes", (minor) => {
    expect(majorToMinor(Number(minorToDecimal(minor, 2)), 2, "down")).toBe(minor);
  });
});
