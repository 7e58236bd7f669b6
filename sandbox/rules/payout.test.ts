import { describe, expect, it } from "vitest";
import { countryBankFields, PAYOUT_RULES, type PayoutRuleName } from "./payout";

const passes = (rule: PayoutRuleName, value: string) => PAYOUT_RULES[rule].test(value);

describe("payout rules", () => {
  it("checks IBANs by ISO 13616, and SEPA ones by country", () => {
    expect(passes("iban", "DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(passes("iban", "de89370400440532013000")).toBe(true);
    expect(passes("iban", "DE89370400440532013001")).toBe(false);
    expect(passes("iban", "BR1800360305000010009795493C1")).toBe(true);
    expect(passes("sepaIban", "BR1800360305000010009795493C1")).toBe(false);
    expect(passes("sepaIban", "NL91ABNA0417164300")).toBe(true);
  });

  it("checks BICs by ISO 9362 with a real country", () => {
    expect(passes("bic", "DEUTDEFF")).toBe(true);
    expect(passes("bic", "deut de ff500")).toBe(true);
    expect(passes("bic", "DEUTXXFF")).toBe(false);
  });

  it("takes phones of 10 to 15 digits, spaces and dashes aside", () => {
    expect(passes("phone", "+55 11 98765-4321")).toBe(true);
    expect(passes("phone", "123456789")).toBe(false);
    expect(passes("phone", "1234567890123456")).toBe(false);
  });

  it("takes a PIX key that is a valid CPF, an e-mail, a phone or a random key", () => {
    for (const key of [
      "529.982.247-25",
      "52998224725",
      "a@b.com",
      "+5511987654321",
      "123e4567-e12b-12d1-a456-426655440000",
    ])
      expect(passes("pixKey", key)).toBe(true);
    for (const key of ["529.982.247-24", "111.111.111-11", "a@b", "pix"]) expect(passes("pixKey", key)).toBe(false);
  });

  it("takes English letters only for a Japanese beneficiary and 4-34 letters and digits for an account", () => {
    expect(passes("latinName", "Taro Yamada")).toBe(true);
    expect(passes("latinName", "山田太郎")).toBe(false);
    expect(passes("account", "AB12 34")).toBe(true);
    expect(passes("account", "123")).toBe(false);
  });

  it("asks CA, NZ and JP banks for their own codes, of their lengths", () => {
    expect(Object.keys(countryBankFields(" ca ")!)).toEqual([
      "branchCode",
      "financialInstitutionNumber",
      "accountNumber",
    ]);
    expect(countryBankFields("BR")).toBeNull();
    expect([passes("branchCodeCA", "12345"), passes("institutionCA", "1234"), passes("accountCA", "1234567")]).toEqual([
      true,
      false,
      true,
    ]);
    expect([passes("branchCodeNZ", "12-3456"), passes("accountNZ", "123456"), passes("suffixNZ", "001")]).toEqual([
      true,
      false,
      true,
    ]);
    expect([passes("branchCodeJP", "123"), passes("accountJP", "12345678")]).toEqual([true, false]);
  });
});
