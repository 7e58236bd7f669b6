import { describe, expect, it } from "vitest";
import { cardScheme, expiryProblem, isCardHolder, isCardNumber, isCvv, passesLuhn } from "./card";

describe("passesLuhn", () => {
  it("accepts numbers whose check digit is right and refuses one digit off", () => {
    // 79927398713: the textbook example of ISO/IEC 7812 Annex B; the others are the schemes' test cards
    for (const good of ["79927398713", "4111111111111111", "5555555555554444", "378282246310005", "30569309025904"])
      expect(passesLuhn(good)).toBe(true);
    for (const bad of ["79927398710", "4111111111111112", "5555555555554443", ""]) expect(passesLuhn(bad)).toBe(false);
  });
});

describe("cardScheme", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["5105105105105100", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000007", "mastercard"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["30569309025904", "diners"],
    ["36000000000008", "diners"],
    ["122000000000003", "uatp"],
  ])("%s is %s", (digits, scheme) => {
    expect(cardScheme(digits)).toBe(scheme);
  });

  it("names no scheme for other prefixes (2220, 2721, 56, 6011) or too few digits", () => {
    for (const digits of ["2220000000000000", "2721000000000000", "5600000000000000", "6011000000000004", "22"])
      expect(cardScheme(digits)).toBeNull();
  });
});

describe("isCardNumber", () => {
  it("takes a valid number grouped by spaces or dashes", () => {
    expect(isCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(isCardNumber("4111-1111-1111-1111")).toBe(true);
  });

  it("caps each scheme's length (16, amex 15, diners 14) and wants 13 digits at least", () => {
    expect(isCardNumber("4222222222222")).toBe(true); // 13-digit Visa
    expect(isCardNumber("4111111111111111110")).toBe(false); // 19 digits, Luhn-valid
    expect(isCardNumber("3782822463100003")).toBe(false); // amex of 16, Luhn-valid
    expect(isCardNumber("305693090259049")).toBe(false); // diners of 15, Luhn-valid
    expect(isCardNumber("411111111111")).toBe(false);
  });

  it("refuses letters and a failing check digit", () => {
    expect(isCardNumber("4111 1111 1111 111a")).toBe(false);
    expect(isCardNumber("4111111111111112")).toBe(false);
  });
});

describe("expiryProblem", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("takes this month and up to nine years on", () => {
    expect(expiryProblem("11", "2026", now)).toBeNull();
    expect(expiryProblem("1", "2035", now)).toBeNull();
  });
  it("calls a past month expired", () => {
    expect(expiryProblem("10", "2026", now)).toBe("expired");
    expect(expiryProblem("12", "2025", now)).toBe("expired");
  });
  it("calls anything else wrong invalid", () => {
    for (const [m, y] of [
      ["13", "2027"],
      ["0", "2027"],
      ["", "2027"],
      ["5", ""],
      ["5", "27"],
      ["5", "2036"],
    ])
      expect(expiryProblem(m, y, now)).toBe("invalid");
  });
});

describe("CVV and holder", () => {
  it("wants exactly 3 digits and a name of 2 to 50 characters", () => {
    expect([isCvv("123"), isCvv("12"), isCvv("1234"), isCvv("12a")]).toEqual([true, false, false, false]);
    expect([
      isCardHolder("Jo"),
      isCardHolder(" J "),
      isCardHolder("A".repeat(50)),
      isCardHolder("A".repeat(51)),
    ]).toEqual([true, false, true, false]);
  });
});
