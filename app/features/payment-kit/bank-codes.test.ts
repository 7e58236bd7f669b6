import { describe, expect, it } from "vitest";
import { bicOf, friendlyIban, ibanDigits, isBic, isIban, isSepaIban } from "./bank-codes";

describe("bank codes", () => {
  it("accepts an IBAN as typed, with spaces, dashes or lower case", () => {
    for (const iban of ["DE89370400440532013000", "de89 3704 0044 0532 0130 00", "GB82-WEST-1234-5698-7654-32"])
      expect(isIban(iban)).toBe(true);
    expect(ibanDigits(" de89 3704 0044 0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(friendlyIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("refuses wrong check digits, a wrong length for the country, and garbage", () => {
    expect(isIban("DE89370400440532013001")).toBe(false);
    expect(isIban("DE8937040044053201300")).toBe(false);
    expect(isIban("XX89370400440532013000")).toBe(false);
    expect(isIban("")).toBe(false);
    expect(isIban("hello")).toBe(false);
  });

  it("knows which IBANs a SEPA wire reaches", () => {
    expect(isSepaIban("DE89370400440532013000")).toBe(true);
    // Brazil has IBANs but is outside SEPA
    expect(isIban("BR1800360305000010009795493C1")).toBe(true);
    expect(isSepaIban("BR1800360305000010009795493C1")).toBe(false);
  });

  it("checks a BIC of 8 or 11 characters with a real country", () => {
    expect(isBic("DEUTDEFF")).toBe(true);
    expect(isBic("deut de ff 500")).toBe(true);
    expect(bicOf("deut deff")).toBe("DEUTDEFF");
    expect(isBic("DEUTXXFF")).toBe(false);
    expect(isBic("DEUTDEF")).toBe(false);
    expect(isBic("12")).toBe(false);
  });
});
