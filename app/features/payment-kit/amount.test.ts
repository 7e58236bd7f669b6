import { describe, expect, it } from "vitest";
import { BRL_FORMAT, EUR_FORMAT } from "~/ui/currency-fixtures";
import type { CurrencyFormat } from "~/ui/format-money";
import {
  checkAmount,
  depositBounds,
  qrDepositBounds,
  shownDepositMax,
  submittedAmount,
  withdrawBounds,
  withdrawRange,
} from "./amount";

// A 0-decimal currency (a brand with CLP is being added): whole pesos, dot thousands.
const CLP: CurrencyFormat = { ...BRL_FORMAT, code: "CLP", symbol: "$", decimals: 0 };

describe("depositBounds", () => {
  it("takes the method's limits when above 0", () => {
    expect(depositBounds({ minTxnLimit: 20, maxTxnLimit: 5000.5 }, { min: 1, max: 100 }, 2)).toEqual({
      min: 2000,
      max: 500050,
    });
  });

  it("falls back to the brand's, then to 1 and 10,000,000,000", () => {
    expect(depositBounds({ minTxnLimit: 0, maxTxnLimit: 0 }, { min: 5, max: 900 }, 2)).toEqual({
      min: 500,
      max: 90000,
    });
    expect(depositBounds(null, { min: 5, max: 900 }, 2)).toEqual({ min: 500, max: 90000 });
    expect(depositBounds({ minTxnLimit: null }, {}, 2)).toEqual({ min: 100, max: 1_000_000_000_000 });
    expect(depositBounds(undefined, { min: 0, max: -1 }, 0)).toEqual({ min: 1, max: 10_000_000_000 });
  });

  it("rounds a limit finer than the currency inwards", () => {
    expect(depositBounds({ minTxnLimit: 10.001, maxTxnLimit: 99.999 }, {}, 2)).toEqual({ min: 1001, max: 9999 });
    expect(depositBounds({ minTxnLimit: 0.5, maxTxnLimit: 1000.5 }, {}, 0)).toEqual({ min: 1, max: 1000 });
  });
});

describe("withdrawBounds", () => {
  it("takes a method minimum of 0, and the lower of cash and the method's maximum", () => {
    expect(withdrawBounds({ minTxnLimit: 0, maxTxnLimit: 300 }, { min: 20, max: 900 }, 50_000, 2)).toEqual({
      min: 0,
      max: 30000,
    });
    expect(withdrawBounds({ minTxnLimit: 0, maxTxnLimit: 300 }, { min: 20, max: 900 }, 12_345, 2)).toEqual({
      min: 0,
      max: 12345,
    });
  });

  it("falls back to the brand's, then to 10 and 5000", () => {
    expect(withdrawBounds({}, { min: 20, max: 900 }, 10 ** 9, 2)).toEqual({ min: 2000, max: 90000 });
    expect(withdrawBounds({ minTxnLimit: -1, maxTxnLimit: 0 }, {}, 10 ** 9, 2)).toEqual({ min: 1000, max: 500000 });
  });

  it("is 1 to the withdrawable cash before the methods load", () => {
    expect(withdrawBounds(null, { min: 20, max: 900 }, 4321, 2)).toEqual({ min: 100, max: 4321 });
    expect(withdrawBounds(null, {}, 4321, 0)).toEqual({ min: 1, max: 4321 });
  });
});

describe("shownDepositMax", () => {
  // solbet's cashier: no real maximum (spec §5's default), a PIX code capped at 9,999,999,999.99
  const pix = qrDepositBounds(depositBounds({ maxTxnLimit: 10_000_000_000 }, {}, 2), 2);

  it("is null when neither the method nor the player has a real maximum, never the BR Code cap", () => {
    expect(shownDepositMax({ maxTxnLimit: 10_000_000_000 }, { max: 10_000_000_000 }, null, pix, 2)).toBeNull();
    // the platform's answer already capped to the BR Code field is no real limit either
    expect(shownDepositMax({ maxTxnLimit: 9_999_999_999.99 }, {}, null, pix, 2)).toBeNull();
    expect(shownDepositMax(null, {}, null, pix, 2)).toBeNull();
  });

  it("is the player's deposit limit when that is the only real one", () => {
    expect(shownDepositMax({ maxTxnLimit: 10_000_000_000 }, {}, 500, pix, 2)).toBe(50_000);
  });

  it("is the smaller of the method's and the player's", () => {
    const bounds = depositBounds({ maxTxnLimit: 50_000 }, {}, 2);
    expect(shownDepositMax({ maxTxnLimit: 50_000 }, {}, null, bounds, 2)).toBe(5_000_000);
    expect(shownDepositMax({ maxTxnLimit: 50_000 }, {}, 200, bounds, 2)).toBe(20_000);
    expect(shownDepositMax({ maxTxnLimit: 100 }, {}, 200, depositBounds({ maxTxnLimit: 100 }, {}, 2), 2)).toBe(10_000);
  });

  it("is null when the player's limit is below the minimum: a range would run backwards", () => {
    const bounds = depositBounds(null, { min: 2000, max: 5_000_000 }, 0);
    expect(shownDepositMax(null, { max: 5_000_000 }, 1000, bounds, 0)).toBeNull();
  });

  it("falls back to the brand's maximum in a 0-decimal currency", () => {
    const bounds = depositBounds(null, { min: 2000, max: 5_000_000 }, 0);
    expect(shownDepositMax(null, { max: 5_000_000 }, null, bounds, 0)).toBe(5_000_000);
  });
});

describe("withdrawRange", () => {
  it("with less cash than the minimum names both, never a range that runs backwards", () => {
    // a 0-decimal brand whose minimum is 10.000 and a player with 150 of cash
    const bounds = withdrawBounds({}, { min: 10_000, max: 3_000_000 }, 150, 0);
    expect(bounds.max).toBeLessThan(bounds.min);
    expect(withdrawRange(bounds, 150)).toEqual({ kind: "belowMin", min: 10_000, cash: 150 });
  });

  it("is the range from the minimum to the lower of cash and maximum otherwise", () => {
    expect(withdrawRange(withdrawBounds({}, { min: 20, max: 900 }, 2000, 2), 2000)).toEqual({
      kind: "range",
      min: 2000,
      max: 2000,
    });
    expect(withdrawRange(withdrawBounds({}, { min: 20, max: 900 }, 10 ** 9, 2), 10 ** 9)).toEqual({
      kind: "range",
      min: 2000,
      max: 90000,
    });
  });
});

describe("checkAmount", () => {
  const bounds = { min: 1000, max: 500000 };
  const brl = (raw: string) => checkAmount(raw, { format: BRL_FORMAT, bounds, purpose: "deposit" });

  it.each([
    ["50", 5000],
    ["R$ 50,00", 5000],
    ["1.234,56", 123456],
    ["5.000", 500000],
    ["10", 1000],
    ["10,5", 1050],
  ])("reads %j in BRL as %s minor units", (raw, minor) => {
    expect(brl(raw)).toEqual({ ok: true, minor });
  });

  it.each([
    ["", "amount.errors.required"],
    ["   ", "amount.errors.required"],
    ["1".repeat(21), "amount.errors.tooLong"],
    ["abc", "amount.errors.format"],
    ["50.00", "amount.errors.format"],
    ["1,2,3", "amount.errors.format"],
    ["-50", "amount.errors.negative"],
    ["−50", "amount.errors.negative"],
    ["50,001", "amount.errors.decimals"],
    ["0", "amount.errors.zero"],
    ["0,00", "amount.errors.zero"],
    ["1 000", "amount.errors.spaces"],
    ["1\t000", "amount.errors.spaces"],
  ])("%j → %s", (raw, key) => {
    expect(brl(raw)).toEqual({ ok: false, error: { key } });
  });

  it("names the bound a min or max message shows, with the purpose's own keys", () => {
    expect(brl("9,99")).toEqual({ ok: false, error: { key: "amount.errors.depositMin", limitMinor: 1000 } });
    expect(brl("5.000,01")).toEqual({ ok: false, error: { key: "amount.errors.depositMax", limitMinor: 500000 } });
    const withdraw = checkAmount("1", { format: EUR_FORMAT, bounds, purpose: "withdraw" });
    expect(withdraw).toEqual({ ok: false, error: { key: "amount.errors.withdrawMin", limitMinor: 1000 } });
    const generic = checkAmount("9,999", { format: EUR_FORMAT, bounds, purpose: "generic" });
    expect(generic).toEqual({ ok: false, error: { key: "amount.errors.max", limitMinor: 500000 } });
  });

  it("reads a 0-decimal currency in whole units and has its own decimals message", () => {
    const clp = (raw: string) =>
      checkAmount(raw, { format: CLP, bounds: { min: 1000, max: 2_000_000 }, purpose: "deposit" });
    expect(clp("$ 5.000")).toEqual({ ok: true, minor: 5000 });
    expect(clp("1.500.000")).toEqual({ ok: true, minor: 1_500_000 });
    expect(clp("5.000,5")).toEqual({ ok: false, error: { key: "amount.errors.noDecimals" } });
  });

  it("counts the characters as typed, not the digits", () => {
    const twenty = "1.000.000.000.000,00";
    expect(twenty).toHaveLength(20);
    expect(checkAmount(twenty, { format: BRL_FORMAT, bounds: { min: 1, max: 10 ** 15 }, purpose: "deposit" })).toEqual({
      ok: true,
      minor: 100_000_000_000_000,
    });
    expect(brl(` ${twenty}`)).toEqual({ ok: false, error: { key: "amount.errors.tooLong" } });
  });
});

describe("qrDepositBounds (ADR 078)", () => {
  it("caps a QR method at what a BR Code's 13-character amount holds", () => {
    expect(qrDepositBounds(depositBounds({ maxTxnLimit: 0 }, {}, 2), 2)).toEqual({ min: 100, max: 999_999_999_999 });
    expect(qrDepositBounds(depositBounds(null, {}, 0), 0)).toEqual({ min: 1, max: 9_999_999_999 });
  });
  it("leaves a lower maximum as it is", () => {
    expect(qrDepositBounds({ min: 100, max: 500_000 }, 2)).toEqual({ min: 100, max: 500_000 });
  });
});

describe("submittedAmount: the no-JavaScript quick-amount button", () => {
  const quick = [20, 50, 100.5];
  it("takes one of the method's quick amounts as its button writes it", () => {
    expect(submittedAmount("50", "9,99", quick, BRL_FORMAT)).toEqual({ ok: true, raw: "50,00" });
    expect(submittedAmount("100.5", "", quick, EUR_FORMAT)).toEqual({ ok: true, raw: "100.50" });
  });
  it.each(["-50", "0x32", "5e1", "+07", "50.005", "50.0", " 50", "7", "Infinity"])(
    "refuses %j instead of reading some amount out of it",
    (value) => {
      expect(submittedAmount(value, "9,99", quick, BRL_FORMAT)).toEqual({
        ok: false,
        error: { key: "amount.errors.quick" },
      });
    },
  );
  it("without a quick value is the typed text", () => {
    expect(submittedAmount("", "1 000", quick, BRL_FORMAT)).toEqual({ ok: true, raw: "1 000" });
  });
});
