import { describe, expect, it } from "vitest";
import { limitRefusal, localDateTime, periodLimits, type LimitFormat } from "./limits";

const format: LimitFormat = {
  money: (amount) => `R$ ${amount.toFixed(2)}`,
  date: (iso) => `at ${iso}`,
  period: (period) => `<${period}>`,
};
const body = (over: Record<string, unknown> = {}) => ({
  errorCode: 100327,
  limitPeriod: "weekly",
  limitAmount: "500.00",
  remainingAmount: "120.50",
  availableFrom: "2026-01-02T10:00:00Z",
  ...over,
});

describe("limitRefusal (issue 25 §4: how much is left, and from when)", () => {
  it("100327 says the period, the limit, what is left and from when more frees up", () => {
    expect(limitRefusal("100327", body(), format)).toEqual({
      key: "limits.leftUntil",
      values: { period: "<weekly>", limit: "R$ 500.00", amount: "R$ 120.50", date: "at 2026-01-02T10:00:00Z" },
    });
  });
  it("without a date, only what is left", () => {
    expect(limitRefusal("100327", body({ availableFrom: null }), format)?.key).toBe("limits.left");
  });
  it("a period reached (nothing left) says from when the player can deposit again", () => {
    for (const code of ["100520", "100524", "100526"])
      expect(limitRefusal(code, body({ errorCode: Number(code), remainingAmount: "0.00" }), format)).toEqual({
        key: "limits.reached",
        values: { period: "<weekly>", limit: "R$ 500.00", amount: "R$ 0.00", date: "at 2026-01-02T10:00:00Z" },
      });
  });
  it("falls back to the code's own message for other codes or an answer without the figures", () => {
    expect(limitRefusal("100243", body(), format)).toBeNull();
    expect(limitRefusal("100327", null, format)).toBeNull();
    expect(limitRefusal("100327", body({ limitPeriod: "yearly" }), format)).toBeNull();
    expect(limitRefusal("100327", body({ remainingAmount: "lots" }), format)).toBeNull();
    expect(limitRefusal("100520", body({ remainingAmount: "0", availableFrom: "soon" }), format)).toBeNull();
  });
});

describe("localDateTime", () => {
  it("writes the instant in the brand's zone and the page's locale", () => {
    expect(localDateTime("2026-01-02T10:00:00Z", "pt-BR", "America/Sao_Paulo")).toBe("2 de jan. de 2026, 07:00");
    expect(localDateTime("2026-01-02T10:00:00Z", "en", "Europe/Amsterdam")).toMatch(/Jan 2, 2026.*11:00/);
  });
});

describe("periodLimits (spec §3 maxDaily/Weekly/MonthlyLimit, cashierDepositLimitList)", () => {
  it("keeps the periods above 0, the smaller of the method's and its list row", () => {
    const list = [
      { option: "OTHER", maxDailyLimit: 1 },
      { option: "PIX", currency: "BRL", maxDailyLimit: "800", maxWeeklyLimit: 0, maxMonthlyLimit: 9000 },
    ];
    expect(periodLimits("PIX", { maxDailyLimit: 1000, maxWeeklyLimit: 3000, maxMonthlyLimit: 0 }, list)).toEqual([
      { period: "daily", amount: 800 },
      { period: "weekly", amount: 3000 },
      { period: "monthly", amount: 9000 },
    ]);
  });
  it("is empty when every limit is 0 or missing (the sandbox's)", () => {
    expect(
      periodLimits("PIX", { maxDailyLimit: 0, maxWeeklyLimit: null }, [{ option: "PIX", maxDailyLimit: 0 }]),
    ).toEqual([]);
    expect(periodLimits("PIX", null, null)).toEqual([]);
  });
});
