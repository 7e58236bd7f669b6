import { describe, expect, it } from "vitest";
import { detectCardType, maxDigits } from "./card-type";
import { groupCardNumber } from "./grouping";
import { luhnCheckDigit, luhnValid } from "./luhn";
import { cardNumberError, cvvError, expiryError, expiryYears, holderError, yearMonthIn } from "./rules";

// Published scheme test numbers (processor sandboxes' test cards).
const CARDS = {
  visa: ["4111111111111111", "4012888888881881", "4222222222222"],
  mastercard: ["5555555555554444", "5105105105105100", "2223003122003222"],
  amex: ["378282246310005", "371449635398431"],
  diners: ["30569309025904", "38520000023237"],
  uatp: ["135410014004955"],
} as const;

describe("luhn", () => {
  it("passes the published test cards and fails them with one digit changed", () => {
    for (const number of Object.values(CARDS).flat()) {
      expect(luhnValid(number), number).toBe(true);
      const last = Number(number.at(-1));
      expect(luhnValid(number.slice(0, -1) + String((last + 1) % 10)), number).toBe(false);
    }
  });

  it("refuses non-digits and computes check digits", () => {
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4111 1111 1111 1111")).toBe(false);
    expect(luhnCheckDigit("411111111111111")).toBe("1");
    expect(luhnCheckDigit("7992739871")).toBe("3");
  });
});

describe("detectCardType", () => {
  it("knows each published card's scheme", () => {
    for (const [type, numbers] of Object.entries(CARDS))
      for (const number of numbers) expect(detectCardType(number), number).toBe(type);
  });

  it.each([
    ["51", "mastercard"],
    ["55", "mastercard"],
    ["2221", "mastercard"],
    ["2720", "mastercard"],
    ["2220", null],
    ["2721", null],
    ["222", null],
    ["50", null],
    ["56", null],
    ["5", null],
    ["34", "amex"],
    ["37", "amex"],
    ["35", null],
    ["300", "diners"],
    ["305", "diners"],
    ["306", null],
    ["3095", "diners"],
    ["3096", null],
    ["36", "diners"],
    ["38", "diners"],
    ["39", "diners"],
    ["4", "visa"],
    ["1", "uatp"],
    ["6011", null],
    ["", null],
  ])("reads %j as %s", (digits, type) => {
    expect(detectCardType(digits)).toBe(type);
  });

  it("caps lengths at 16, 15 for amex and uatp, 14 for diners", () => {
    expect([maxDigits("visa"), maxDigits("mastercard"), maxDigits(null)]).toEqual([16, 16, 16]);
    expect([maxDigits("amex"), maxDigits("uatp"), maxDigits("diners")]).toEqual([15, 15, 14]);
  });
});

describe("groupCardNumber", () => {
  it.each([
    ["4111111111111111", "4111 1111 1111 1111"],
    ["41111", "4111 1"],
    ["4111-1111-1111-1111-999", "4111 1111 1111 1111"],
    ["378282246310005", "3782 822463 10005"],
    ["3782822463100059", "3782 822463 10005"],
    ["30569309025904", "3056 930902 5904"],
    ["135410014004955", "1354 10014 004955"],
    ["2223003122003222", "2223 0031 2200 3222"],
    ["abc", ""],
  ])("groups %j as %j", (typed, grouped) => {
    expect(groupCardNumber(typed)).toBe(grouped);
  });
});

describe("cardNumberError", () => {
  it("accepts every published card, grouped or not", () => {
    for (const number of Object.values(CARDS).flat()) {
      expect(cardNumberError(number)).toBeNull();
      expect(cardNumberError(groupCardNumber(number))).toBeNull();
    }
    expect(cardNumberError("4111-1111-1111-1111")).toBeNull();
  });

  it.each([
    ["", "card.errors.numberRequired"],
    ["  ", "card.errors.numberRequired"],
    ["4111.1111.1111.1111", "card.errors.numberFormat"],
    ["4111a111", "card.errors.numberFormat"],
    ["411111111111", "card.errors.numberLength"],
    ["41111111111111113", "card.errors.numberLength"],
    ["3782822463100053", "card.errors.numberLength"],
    ["305693090259041", "card.errors.numberLength"],
    ["4111111111111112", "card.errors.numberInvalid"],
  ])("%j → %s", (typed, error) => {
    expect(cardNumberError(typed)).toBe(error);
  });

  it("refuses schemes the method does not take", () => {
    const accepted = ["visa", "mastercard"] as const;
    expect(cardNumberError(CARDS.visa[0], accepted)).toBeNull();
    expect(cardNumberError(CARDS.mastercard[2], accepted)).toBeNull();
    expect(cardNumberError(CARDS.amex[0], accepted)).toBe("card.errors.numberType");
    expect(cardNumberError("6011111111111117", accepted)).toBe("card.errors.numberType");
    expect(cardNumberError("6011111111111117")).toBeNull();
  });
});

describe("expiry", () => {
  const now = { year: 2026, month: 11 };

  it("offers this year and the nine after it", () => {
    expect(expiryYears(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it.each([
    ["11", "2026", null],
    ["12", "2026", null],
    ["1", "2027", null],
    ["01", "2035", null],
    ["10", "2026", "card.errors.expired"],
    ["12", "2025", "card.errors.expired"],
    ["1", "2036", "card.errors.expiryYear"],
    ["1", "26", "card.errors.expiryYear"],
    ["0", "2027", "card.errors.expiryMonth"],
    ["13", "2027", "card.errors.expiryMonth"],
    ["1a", "2027", "card.errors.expiryMonth"],
    ["", "2027", "card.errors.expiryMonthRequired"],
    ["1", "", "card.errors.expiryYearRequired"],
  ])("month %j year %j → %s", (month, year, error) => {
    expect(expiryError(month, year, now)).toBe(error);
  });

  it("takes now's month in the brand's time zone", () => {
    const instant = new Date("2026-12-01T01:00:00Z");
    expect(yearMonthIn(instant, "UTC")).toEqual({ year: 2026, month: 12 });
    expect(yearMonthIn(instant, "America/Sao_Paulo")).toEqual({ year: 2026, month: 11 });
    expect(expiryError("11", "2026", yearMonthIn(instant, "America/Sao_Paulo"))).toBeNull();
    expect(expiryError("11", "2026", yearMonthIn(instant, "UTC"))).toBe("card.errors.expired");
  });
});

describe("cvv and cardholder", () => {
  it("takes exactly three digits as CVV", () => {
    expect(cvvError("123")).toBeNull();
    expect(cvvError("")).toBe("card.errors.cvvRequired");
    for (const bad of ["12", "1234", "12a", " 123"]) expect(cvvError(bad), bad).toBe("card.errors.cvv");
  });

  it("takes a holder of 2–50 characters once trimmed", () => {
    expect(holderError("Jo")).toBeNull();
    expect(holderError("  João  da   Silva ")).toBeNull();
    expect(holderError("é".repeat(50))).toBeNull();
    expect(holderError("")).toBe("card.errors.holderRequired");
    expect(holderError("   ")).toBe("card.errors.holderRequired");
    expect(holderError(" J ")).toBe("card.errors.holder");
    expect(holderError("x".repeat(51))).toBe("card.errors.holder");
  });
});
