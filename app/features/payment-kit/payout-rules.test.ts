import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COUNTRY_BANK_FIELDS,
  countryBankFields,
  PAYOUT_RULES,
  payoutRuleError,
  payoutWire,
  RULE_BY_KEY,
  WIRE_FORMS,
  type PayoutRuleName,
} from "./payout-rules";

type Tree = { [key: string]: Tree | string };

const ok = (rule: PayoutRuleName, ...values: string[]) =>
  values.forEach((v) => expect(payoutRuleError(rule, v), `${rule} ${v}`).toBeNull());
const bad = (rule: PayoutRuleName, ...values: string[]) =>
  values.forEach((v) => expect(payoutRuleError(rule, v), `${rule} ${v}`).toBe(`payout.errors.${rule}`));

describe("payout rules", () => {
  it("IBAN and BIC by ISO 13616 / 9362, sent in electronic form", () => {
    ok("iban", "DE89 3704 0044 0532 0130 00", "BR1800360305000010009795493C1");
    bad("iban", "DE89370400440532013001", "12345678");
    ok("sepaIban", "DE89370400440532013000");
    bad("sepaIban", "BR1800360305000010009795493C1");
    expect(payoutWire("iban", "de89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
    ok("bic", "DEUTDEFF", "deutdeff500");
    bad("bic", "DEUTXXFF", "ABC");
    expect(payoutWire("bic", "deut deff")).toBe("DEUTDEFF");
  });

  it("a phone in international format, 10 to 15 digits", () => {
    ok("phone", "+79123456789", "+7 912 345-67-89");
    bad("phone", "12345", "+7912345678901234", "phone");
    expect(payoutWire("phone", "+7 912 345-67-89")).toBe("+79123456789");
  });

  it("a PIX key: a valid CPF, e-mail, phone or random key; a CPF goes as digits", () => {
    ok("pixKey", "529.982.247-25", "52998224725", "ana@example.com", "+5511987654321");
    ok("pixKey", "123e4567-e89b-12d3-a456-426614174000");
    bad("pixKey", "529.982.247-26", "hello", "111.111.111-11");
    expect(payoutWire("pixKey", "529.982.247-25")).toBe("52998224725");
    expect(payoutWire("pixKey", " ana@example.com ")).toBe("ana@example.com");
  });

  it("names: any script for a beneficiary, English letters only for Japan", () => {
    ok("name", "José da Silva", "山田太郎", "Anne-Marie O'Neil");
    bad("name", "A", "R2D2", "<script>");
    ok("latinName", "Taro Yamada", "O'Neil-Smith");
    bad("latinName", "山田太郎", "José", "X");
  });

  it("an account of 4 to 34 letters and digits", () => {
    ok("account", "00123456", "GB12 3456");
    bad("account", "123", "12#45");
  });

  it("country bank numbers by their lengths, spaces and dashes allowed", () => {
    ok("branchCodeCA", "12345");
    bad("branchCodeCA", "1234", "123456", "1234a");
    ok("institutionCA", "003");
    bad("institutionCA", "03");
    ok("accountCA", "1234567", "123456789012");
    bad("accountCA", "123456", "1234567890123");
    ok("branchCodeNZ", "12-3456");
    bad("branchCodeNZ", "12345");
    ok("accountNZ", "1234567", "12345678");
    bad("accountNZ", "123456789");
    ok("suffixNZ", "00", "001");
    bad("suffixNZ", "1", "0001");
    ok("branchCodeJP", "001");
    bad("branchCodeJP", "0001");
    ok("accountJP", "1234567");
    bad("accountJP", "123456");
    expect(payoutWire("branchCodeNZ", "12-3456")).toBe("123456");
  });

  it("names the bank fields of CA, NZ and JP; other countries have none", () => {
    expect(countryBankFields("ca")?.map((f) => f.key)).toEqual([
      "branchCode",
      "financialInstitutionNumber",
      "accountNumber",
    ]);
    expect(countryBankFields("NZ")?.map((f) => f.key)).toEqual([
      "branchCodeNZ",
      "accountNumber",
      "accountNumberSuffix",
    ]);
    expect(countryBankFields("JP")?.map((f) => f.key)).toEqual(["branchCodeJP", "beneficiaryNameJP", "accountNumber"]);
    expect(countryBankFields("DE")).toBeNull();
    expect(countryBankFields("CL")).toBeNull();
  });
});

describe("payout texts", () => {
  const read = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/cashier.json`, "utf8")) as Tree;
  const has = (tree: Tree, key: string) =>
    typeof key.split(".").reduce<Tree | string | undefined>((n, p) => (n as Tree | undefined)?.[p], tree) === "string";
  const labels = [
    ...Object.keys(RULE_BY_KEY),
    ...Object.values(COUNTRY_BANK_FIELDS).flatMap((fields) => fields.map((f) => f.key)),
    ...Object.values(WIRE_FORMS).flatMap((form) => Object.keys(form)),
    "formtype",
    "bankState",
    "instrumentId",
    "bankName",
  ];

  it.each(["en", "es", "pb"])("exist in %s for every rule, field and transfer type", (lang) => {
    const tree = read(lang);
    const missing = [
      ...Object.values(PAYOUT_RULES).map((r) => r.error),
      ...labels.map((key) => `payout.fields.${key}`),
      ...Object.keys(WIRE_FORMS).map((form) => `payout.formtype.${form}`),
      "payout.fixed",
      "payout.errors.noFixed",
    ].filter((key) => !has(tree, key));
    expect(missing).toEqual([]);
  });
});
