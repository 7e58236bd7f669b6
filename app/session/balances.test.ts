import { describe, expect, it } from "vitest";
import { applyBalancePush, computeBalances } from "./balances";

describe("computeBalances (spec §3)", () => {
  it("derives games bonus and total", () => {
    expect(computeBalances({ withdrawableBalance: 150, bonus: 20, freebetBalance: 5, drpBalance: 2.5 })).toEqual({
      cash: 150,
      freebet: 5,
      gamesBonus: 15,
      drp: 2.5,
      total: 172.5,
    });
  });
  it("never lets the games bonus go below zero", () => {
    expect(computeBalances({ withdrawableBalance: 0, bonus: 3, freebetBalance: 10, drpBalance: 0 }).gamesBonus).toBe(0);
  });
  it("adds in cents", () => {
    expect(computeBalances({ withdrawableBalance: 0.1, bonus: 0.2, freebetBalance: 0, drpBalance: 0 }).total).toBe(0.3);
  });
});

describe("applyBalancePush", () => {
  it("divides minor units by 100 and keeps absent wallets", () => {
    const current = { withdrawableBalance: 1, bonus: 2, freebetBalance: 3, drpBalance: 4 };
    expect(applyBalancePush(current, { cashBalance: 12345, freebetBalance: 50 })).toEqual({
      withdrawableBalance: 123.45,
      bonus: 2,
      freebetBalance: 0.5,
      drpBalance: 4,
    });
  });
});
