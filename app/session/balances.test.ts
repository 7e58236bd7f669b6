import { describe, expect, it } from "vitest";
import { applyBalancePush, computeBalances, MAX_PUSH_MINOR, type BalanceDetails, type BalancePush } from "./balances";

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

describe("applyBalancePush (spec §3 socket push, docs/contract/accounts.md PushRealBalance)", () => {
  const current: BalanceDetails = { withdrawableBalance: 1, bonus: 2, freebetBalance: 3, drpBalance: 4 };

  it("divides minor units by 100 and keeps absent wallets", () => {
    expect(applyBalancePush(current, { cashBalance: 12345, freebetBalance: 50 })).toEqual({
      withdrawableBalance: 123.45,
      bonus: 2,
      freebetBalance: 0.5,
      drpBalance: 4,
    });
  });

  // Six different figures, so that reading any wallet from another field changes the result.
  const full: Required<BalancePush> = {
    rrpBalance: 111_11,
    wrpBalance: 222_22,
    crpBalance: 333_33,
    cashBalance: 444_44,
    freebetBalance: 55_55,
    drpBalance: 666_66,
  };

  it("maps every field of a full push to its own wallet", () => {
    expect(applyBalancePush(current, full)).toEqual({
      withdrawableBalance: 444.44,
      bonus: 333.33,
      freebetBalance: 55.55,
      drpBalance: 666.66,
    });
  });

  it("shows the full push as the header's balances: games bonus = crp − freebet, DRP from drpBalance", () => {
    expect(computeBalances(applyBalancePush(current, full))).toEqual({
      cash: 444.44,
      freebet: 55.55,
      gamesBonus: 277.78,
      drp: 666.66,
      total: 1444.43,
    });
  });

  it.each([
    ["cashBalance", "withdrawableBalance"],
    ["crpBalance", "bonus"],
    ["freebetBalance", "freebetBalance"],
    ["drpBalance", "drpBalance"],
  ] as const)("a push of %s alone changes only %s", (field, wallet) => {
    expect(applyBalancePush(current, { [field]: 98_765 })).toEqual({ ...current, [wallet]: 987.65 });
  });

  it.each(["rrpBalance", "wrpBalance"] as const)("%s is informational and changes no wallet", (field) => {
    expect(applyBalancePush(current, { [field]: 98_765 })).toEqual(current);
  });

  it("takes an empty wallet (0) and the largest allowed amount", () => {
    expect(applyBalancePush(current, { cashBalance: 0, crpBalance: 0, freebetBalance: 0, drpBalance: 0 })).toEqual({
      withdrawableBalance: 0,
      bonus: 0,
      freebetBalance: 0,
      drpBalance: 0,
    });
    expect(applyBalancePush(current, { cashBalance: MAX_PUSH_MINOR }).withdrawableBalance).toBe(MAX_PUSH_MINOR / 100);
  });

  it("sums four wallets at the cap exactly in cents", () => {
    const top = MAX_PUSH_MINOR;
    const details = applyBalancePush(current, {
      cashBalance: top,
      crpBalance: top,
      freebetBalance: 0,
      drpBalance: top,
    });
    expect(computeBalances(details).total).toBe((3 * top) / 100);
  });

  const bad: [string, unknown][] = [
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["negative", -1],
    ["a negative fraction", -0.5],
    ["a fraction of a cent", 12.5],
    ["a numeric string", "12345"],
    ["an empty string", ""],
    ["null", null],
    ["a boolean", true],
    ["an object", { value: 1 }],
    ["one above the cap", MAX_PUSH_MINOR + 1],
    ["huge", 1e300],
    ["past 2^53", 2 ** 53],
  ];
  describe.each(["cashBalance", "crpBalance", "freebetBalance", "drpBalance"] as const)("bad %s", (field) => {
    it.each(bad)("%s keeps the last good value", (_, value) => {
      const push = { ...full, [field]: value } as BalancePush;
      const expected = applyBalancePush(current, full);
      const wallet = {
        cashBalance: "withdrawableBalance",
        crpBalance: "bonus",
        freebetBalance: "freebetBalance",
        drpBalance: "drpBalance",
      }[field];
      expect(applyBalancePush(current, push)).toEqual({
        ...expected,
        [wallet]: current[wallet as keyof BalanceDetails],
      });
    });
  });

  it("keeps every wallet for an empty or a null push", () => {
    expect(applyBalancePush(current, {})).toEqual(current);
    expect(applyBalancePush(current, null)).toEqual(current);
    expect(applyBalancePush(current, undefined)).toEqual(current);
  });

  it("does not change the current balances it was given", () => {
    const before = { ...current };
    applyBalancePush(current, full);
    expect(current).toEqual(before);
  });
});
