import { describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { isValidBic, isValidIban, mask, payoutOf, type PayoutContext } from "./payout";

const field = (key: string, required = true, type = "text") => ({
  id: key,
  key,
  name: key,
  type,
  class: key,
  requiredNewPayment: required,
  requiredRepeatPayment: required,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: true,
  encrypted: false,
});
const method = (name: string, kind: PaymentMethod["kind"], fields: ReturnType<typeof field>[]) =>
  ({ method: name, kind, directions: ["cashout"], quickAmounts: [10], fields }) as unknown as PaymentMethod;

const ctx: PayoutContext = { ownCpf: null, country: "DE" };
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errorCode: number; extra: { errorDescription: string } }).extra.errorDescription;
  }
  throw new Error("not refused");
};

// the IBAN registry's examples (ISO 13616)
const DE_IBAN = "DE89 3704 0044 0532 0130 00";
const GB_IBAN = "GB29NWBK60161331926819";

describe("IBAN and BIC", () => {
  it("accepts registry examples and refuses a changed digit or a bad shape", () => {
    expect(isValidIban(DE_IBAN)).toBe(true);
    expect(isValidIban(GB_IBAN)).toBe(true);
    expect(isValidIban("GB29NWBK60161331926818")).toBe(false);
    expect(isValidIban("DE8937040044")).toBe(false);
    expect(isValidBic("DEUTDEFF")).toBe(true);
    expect(isValidBic("DEUTDEFF500")).toBe(true);
    expect(isValidBic("DEUT1EFF")).toBe(false);
  });
  it("masks all but the last 4", () => expect(mask("DE89 3704")).toBe("****3704"));
});

describe("PIX", () => {
  const pix = method("PIX", "qr", [field("amount", true, "tel")]);
  it("pays only to the player's own CPF when the brand says so", () => {
    const own: PayoutContext = { ownCpf: "52998224725", country: "BR" };
    expect(payoutOf(pix, { pixKey: "529.982.247-25" }, own)).toEqual({
      accountType: "PIX",
      accountNumber: "*******4725",
    });
    expect(refusal(() => payoutOf(pix, { pixKey: "11144477735" }, own))).toMatch(/own CPF/);
    expect(refusal(() => payoutOf(pix, { pixKey: "someone@example.com" }, own))).toMatch(/own CPF/);
  });
  it("takes any PIX key shape otherwise", () => {
    expect(payoutOf(pix, { pixKey: "someone@example.com" }, ctx).accountType).toBe("PIX");
    expect(refusal(() => payoutOf(pix, { pixKey: "hello" }, ctx))).toMatch(/not a CPF/);
    expect(refusal(() => payoutOf(pix, {}, ctx))).toMatch(/pixKey/);
  });
});

describe("wire transfer with a formtype", () => {
  const wire = method("WIRE_TRANSFER", "bank", [
    field("formtype", true, "radio"),
    field("beneficiaryName"),
    field("bankName"),
    field("iban"),
    field("swiftCode"),
    field("accountNumber", false),
    field("comments", false),
  ]);
  const base = { beneficiaryName: "Ana", bankName: "Bank", swiftCode: "DEUTDEFF" };
  it("SEPA requires a valid IBAN", () => {
    expect(payoutOf(wire, { ...base, formtype: "SEPA", iban: DE_IBAN }, ctx).accountNumber).toBe(
      "******************3000",
    );
    expect(refusal(() => payoutOf(wire, { ...base, formtype: "SEPA" }, ctx))).toMatch(/iban required/);
    expect(refusal(() => payoutOf(wire, { ...base, formtype: "SEPA", iban: "DE89370400440532013001" }, ctx))).toMatch(
      /IBAN/,
    );
  });
  it("SWIFT requires accountNumber and comments, not an IBAN", () => {
    expect(payoutOf(wire, { ...base, formtype: "SWIFT", accountNumber: "12345678", comments: "ref" }, ctx)).toEqual({
      accountType: "WIRE_TRANSFER",
      accountNumber: "****5678",
    });
    expect(refusal(() => payoutOf(wire, { ...base, formtype: "SWIFT", accountNumber: "12345678" }, ctx))).toMatch(
      /comments/,
    );
  });
  it("requires a formtype, the defined fields and a valid BIC", () => {
    expect(refusal(() => payoutOf(wire, { ...base, iban: DE_IBAN }, ctx))).toMatch(/formtype/);
    expect(refusal(() => payoutOf(wire, { ...base, bankName: "", formtype: "SEPA", iban: DE_IBAN }, ctx))).toMatch(
      /bankName/,
    );
    expect(refusal(() => payoutOf(wire, { ...base, swiftCode: "X1", formtype: "SEPA", iban: DE_IBAN }, ctx))).toMatch(
      /BIC/,
    );
  });
});

describe("bank fields by country", () => {
  const bank = method("WIRE_TRANSFER", "bank", [field("beneficiaryName"), field("bankName"), field("accountNumber")]);
  const base = { beneficiaryName: "Ana", bankName: "Bank" };
  it("CA, NZ and JP ask their own fields", () => {
    const ca = { branchCode: "12345", financialInstitutionNumber: "003", accountNumber: "1234567", bankState: "ON" };
    expect(payoutOf(bank, { ...base, ...ca }, { ownCpf: null, country: "CA" }).accountNumber).toBe("***4567");
    expect(refusal(() => payoutOf(bank, { ...base, ...ca, branchCode: "" }, { ownCpf: null, country: "CA" }))).toMatch(
      /branchCode/,
    );
    const nz = { branchCodeNZ: "123456", accountNumberSuffix: "00", accountNumber: "1234567" };
    expect(payoutOf(bank, { ...base, ...nz, bankCountry: "NZ" }, ctx).accountType).toBe("WIRE_TRANSFER");
    const jp = { branchCodeJP: "123", beneficiaryNameJP: "Taro Yamada", accountNumber: "1234567" };
    expect(payoutOf(bank, { ...base, ...jp }, { ownCpf: null, country: "JP" }).accountNumber).toBe("***4567");
    expect(
      refusal(() => payoutOf(bank, { ...base, ...jp, beneficiaryNameJP: "山田太郎" }, { ownCpf: null, country: "JP" })),
    ).toMatch(/beneficiaryNameJP/);
  });
  it("other countries keep the method's fields", () => {
    expect(payoutOf(bank, { ...base, accountNumber: "00123456" }, { ownCpf: null, country: "CL" }).accountNumber).toBe(
      "****3456",
    );
    expect(refusal(() => payoutOf(bank, base, { ownCpf: null, country: "CL" }))).toMatch(/accountNumber/);
  });
});

describe("the bank's state (getStateDetails)", () => {
  const bank = method("WIRE_TRANSFER", "bank", [field("beneficiaryName"), field("accountNumber")]);
  const base = { beneficiaryName: "Ana", accountNumber: "00123456" };
  it("is one of the country's states where it has a list", () => {
    const us = { ownCpf: null, country: "US" };
    expect(payoutOf(bank, { ...base, bankState: "NY" }, us).accountType).toBe("WIRE_TRANSFER");
    expect(refusal(() => payoutOf(bank, { ...base, bankState: "-NA-" }, us))).toMatch(/bankState/);
    expect(refusal(() => payoutOf(bank, base, us))).toMatch(/bankState/);
  });
  it("is '-NA-' (or left out) where it has none", () => {
    const cl = { ownCpf: null, country: "CL" };
    expect(payoutOf(bank, { ...base, bankState: "-NA-" }, cl).accountType).toBe("WIRE_TRANSFER");
    expect(payoutOf(bank, base, cl).accountType).toBe("WIRE_TRANSFER");
    expect(refusal(() => payoutOf(bank, { ...base, bankState: "RM" }, cl))).toMatch(/-NA-/);
  });
});

describe("the form's rules, checked again", () => {
  it("refuses an invalid IBAN or BIC with 100164, invalid data format (spec §8)", () => {
    const m = method("BANKIBAN", "bank", []);
    const ok = { bic: "DEUTDEFF", iban: GB_IBAN, beneficiaryName: "Ana", bankName: "Bank" };
    for (const bad of [{ iban: "GB29NWBK60161331926818" }, { bic: "DEUTXXFF" }])
      expect(() => payoutOf(m, { ...ok, ...bad }, ctx)).toThrow(expect.objectContaining({ errorCode: 100164 }));
  });
  const wire = method("WIRE_TRANSFER", "bank", [field("formtype", true, "radio"), field("beneficiaryName")]);
  it("a SEPA wire needs an IBAN of a SEPA country; the SWIFT group sent with it is ignored", () => {
    const sepa = { formtype: "SEPA", beneficiaryName: "Ana", accountNumber: "#", comments: "" };
    expect(refusal(() => payoutOf(wire, { ...sepa, iban: "BR1800360305000010009795493C1" }, ctx))).toMatch(/SEPA/);
    expect(payoutOf(wire, { ...sepa, iban: DE_IBAN }, ctx).accountType).toBe("WIRE_TRANSFER");
  });
  it("a SWIFT wire ignores an IBAN sent with it and checks its account number", () => {
    const swift = { formtype: "SWIFT", beneficiaryName: "Ana", iban: "junk", comments: "ref" };
    expect(payoutOf(wire, { ...swift, accountNumber: "12345678" }, ctx).accountNumber).toBe("****5678");
    expect(refusal(() => payoutOf(wire, { ...swift, accountNumber: "#1" }, ctx))).toMatch(/account number/);
  });
});

describe("other methods", () => {
  it("BANKIBAN needs bic, iban, beneficiaryName and bankName", () => {
    const m = method("BANKIBAN", "bank", []);
    const ok = { bic: "DEUTDEFF", iban: GB_IBAN, beneficiaryName: "Ana", bankName: "Bank" };
    expect(payoutOf(m, ok, ctx).accountType).toBe("BANKIBAN");
    expect(refusal(() => payoutOf(m, { ...ok, bic: "" }, ctx))).toMatch(/bic/);
    expect(refusal(() => payoutOf(m, { ...ok, bic: "12" }, ctx))).toMatch(/BIC/);
  });
  it("QIWI needs a phone, RAPID_TRANSFER an instrument id, a wallet its e-mail", () => {
    expect(payoutOf(method("QIWI", "wallet", []), { phone: "+79123456789" }, ctx).accountType).toBe("QIWI");
    expect(refusal(() => payoutOf(method("QIWI", "wallet", []), { phone: "12" }, ctx))).toMatch(/phone/);
    expect(refusal(() => payoutOf(method("RAPID_TRANSFER", "redirect", []), {}, ctx))).toMatch(/instrumentId/);
    const wallet = method("SKRILL", "wallet", [field("email", true, "email")]);
    expect(payoutOf(wallet, { email: "a@b.com" }, ctx).accountNumber).toBe("***.com");
    expect(refusal(() => payoutOf(wallet, { email: "nope" }, ctx))).toMatch(/e-mail/);
  });
});
