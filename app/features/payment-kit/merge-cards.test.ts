import { describe, expect, it } from "vitest";
import { mergeCardMethods, mergeCardOrder } from "./merge-cards";

const visa = {
  methodName: "VISA",
  displayName: "Visa",
  icon: "visa.svg",
  usedInstruments: [
    { instrumentId: 11, ccDetails: { lastDigits: "1111" } },
    { instrumentId: 12, ccDetails: { lastDigits: "4242" } },
  ],
  limits: { minTxnLimit: 10, maxTxnLimit: 1000, maxDailyLimit: 2000, feeType: "none" },
};
const mastercard = {
  methodName: "MASTERCARD",
  displayName: "Mastercard",
  icon: "mc.svg",
  usedInstruments: [
    { instrumentId: 21, ccDetails: { lastDigits: "4444" } },
    { instrumentId: 12, ccDetails: { lastDigits: "4242" } },
  ],
  limits: { minTxnLimit: 20, maxTxnLimit: 5000, maxWeeklyLimit: 9000, feeType: "percentage" },
};
const skrill = { methodName: "SKRILL", displayName: "Skrill", usedInstruments: [], limits: { maxTxnLimit: 300 } };

describe("mergeCardMethods", () => {
  it("makes one CREDITCARD with the highest limits and both schemes' saved cards", () => {
    const merged = mergeCardMethods<Record<string, unknown> & { methodName: string }>({
      VISA: visa,
      MASTERCARD: mastercard,
      SKRILL: skrill,
    });
    expect(Object.keys(merged).sort()).toEqual(["CREDITCARD", "SKRILL"]);
    expect(merged.SKRILL).toBe(skrill);
    expect(merged.CREDITCARD).toEqual({
      methodName: "CREDITCARD",
      displayName: "Visa",
      icon: "visa.svg",
      limits: { minTxnLimit: 20, maxTxnLimit: 5000, maxDailyLimit: 2000, maxWeeklyLimit: 9000, feeType: "none" },
      usedInstruments: [
        { instrumentId: 11, ccDetails: { lastDigits: "1111" } },
        { instrumentId: 12, ccDetails: { lastDigits: "4242" } },
        { instrumentId: 21, ccDetails: { lastDigits: "4444" } },
      ],
    });
  });

  it("turns a single scheme into CREDITCARD and leaves other cashiers alone", () => {
    expect(Object.keys(mergeCardMethods({ MASTERCARD: mastercard }))).toEqual(["CREDITCARD"]);
    const noCards = { SKRILL: skrill };
    expect(mergeCardMethods(noCards)).toBe(noCards);
  });

  it("copes with schemes without limits or saved cards", () => {
    const bare = mergeCardMethods({
      VISA: { methodName: "VISA" },
      MASTERCARD: { methodName: "MASTERCARD", limits: null },
    });
    expect(bare.CREDITCARD).toEqual({ methodName: "CREDITCARD", limits: {}, usedInstruments: [] });
  });
});

describe("mergeCardOrder", () => {
  it("puts CREDITCARD where the first scheme stood, once", () => {
    expect(mergeCardOrder(["SKRILL", "MASTERCARD", "IDEAL", "VISA"])).toEqual(["SKRILL", "CREDITCARD", "IDEAL"]);
    expect(mergeCardOrder(["PIX"])).toEqual(["PIX"]);
  });
});
