import { describe, expect, it } from "vitest";
import type { CashierField, CashierMethod } from "~/platform/cashier.server";
import { activeFields, checkFields, formFields, liveFieldError, wireFields, type FormField } from "./method-form";
import type { PayoutContext } from "./payout-fields";

const NOW = { year: 2026, month: 11 };
const def = (key: string, over: Partial<CashierField> = {}): CashierField => ({
  id: key,
  key,
  name: key,
  type: "text",
  class: key,
  requiredNewPayment: true,
  requiredRepeatPayment: true,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: true,
  encrypted: false,
  ...over,
});
const method = (methodName: string, kind: string, fields: CashierField[] = [], over: Partial<CashierMethod> = {}) =>
  ({ methodName, kind, fields, ...over }) as CashierMethod;
const DE: PayoutContext = { country: "DE" };
const keys = (fields: FormField[]) => fields.map((f) => f.key);
const byKey = (fields: FormField[], key: string) => fields.find((f) => f.key === key)!;

const SEPA_IBAN = "DE89 3704 0044 0532 0130 00";
const WIRE_FIELDS = [
  def("formtype", { type: "radio", class: "formtype" }),
  def("beneficiaryName"),
  def("bankName"),
  def("iban"),
  def("swiftCode", { class: "swift" }),
  def("accountNumber", { requiredNewPayment: false }),
  def("comments", { requiredNewPayment: false }),
];
const wire = method("WIRE_TRANSFER", "bank", WIRE_FIELDS);
const LOCAL_WIRE = method("WIRE_TRANSFER", "bank", [
  def("beneficiaryName"),
  def("bankName"),
  def("accountNumber"),
  def("comments", { requiredNewPayment: false }),
]);

describe("payout fields: PIX", () => {
  const pix = method("PIX", "qr", [def("amount", { type: "tel" })]);

  it("pays only to the player's own CPF where the brand says so, whatever is posted", () => {
    const fields = formFields(pix, "new", NOW, { country: "BR", ownCpf: "52998224725" });
    expect(keys(fields)).toEqual(["pixKey"]);
    expect(byKey(fields, "pixKey").fixed).toBe("529.982.247-25");
    expect(checkFields(fields, { pixKey: "someone@example.com" }, NOW)).toEqual({});
    expect(wireFields(fields, { pixKey: "someone@example.com" })).toEqual({ pixKey: "52998224725" });
  });

  it("refuses the payout when such a brand's player has no CPF on the profile", () => {
    const fields = formFields(pix, "new", NOW, { country: "BR", ownCpf: "" });
    expect(byKey(fields, "pixKey").fixed).toBe("");
    expect(checkFields(fields, { pixKey: "ana@example.com" }, NOW)).toEqual({ pixKey: "payout.errors.noFixed" });
  });

  it("else takes any valid PIX key, and never the amount as a payout field", () => {
    const fields = formFields(pix, "new", NOW, DE);
    expect(keys(fields)).toEqual(["pixKey"]);
    expect(checkFields(fields, { pixKey: "" }, NOW)).toEqual({ pixKey: "fields.errors.required" });
    expect(checkFields(fields, { pixKey: "hello" }, NOW)).toEqual({ pixKey: "payout.errors.pixKey" });
    expect(checkFields(fields, { pixKey: "ana@example.com" }, NOW)).toEqual({});
    expect(wireFields(fields, { pixKey: "529.982.247-25" })).toEqual({ pixKey: "52998224725" });
  });
});

describe("payout fields: QIWI, BANKIBAN, RAPID_TRANSFER", () => {
  it("QIWI asks for a phone in international format", () => {
    const fields = formFields(method("QIWI", "wallet"), "new", NOW, DE);
    expect(fields.map((f) => [f.key, f.type, f.rule])).toEqual([["phone", "tel", "phone"]]);
    expect(checkFields(fields, { phone: "12345" }, NOW)).toEqual({ phone: "payout.errors.phone" });
    expect(wireFields(fields, { phone: "+7 912 345-67-89" })).toEqual({ phone: "+79123456789" });
  });

  it("BANKIBAN asks for bic, iban, beneficiaryName and bankName, and checks the codes", () => {
    const fields = formFields(method("BANKIBAN", "bank"), "new", NOW, DE);
    expect(keys(fields)).toEqual(["bic", "iban", "beneficiaryName", "bankName"]);
    const good = { bic: "deutdeff", iban: SEPA_IBAN, beneficiaryName: "Ana Lima", bankName: "Deutsche Bank" };
    expect(checkFields(fields, good, NOW)).toEqual({});
    expect(checkFields(fields, { ...good, bic: "DEUTXXFF", iban: "DE89370400440532013001" }, NOW)).toEqual({
      bic: "payout.errors.bic",
      iban: "payout.errors.iban",
    });
    expect(wireFields(fields, good)).toMatchObject({ bic: "DEUTDEFF", iban: "DE89370400440532013000" });
  });

  it("RAPID_TRANSFER names an instrument: a choice of the used ones, else typed", () => {
    expect(keys(formFields(method("RAPID_TRANSFER", "redirect"), "new", NOW, DE))).toEqual(["instrumentId"]);
    const used = method("RAPID_TRANSFER", "redirect", [], { usedInstruments: [{ instrumentId: "rt-77" }] });
    const select = byKey(formFields(used, "new", NOW, DE), "instrumentId");
    expect(select.type).toBe("select");
    expect(checkFields([select], { instrumentId: "other" }, NOW)).toEqual({ instrumentId: "fields.errors.choose" });
  });

  it("a card pays out to a saved card only, never asking for card details", () => {
    const card = method(
      "CREDITCARD",
      "card",
      [def("accountId", { type: "select", requiredNewPayment: false }), def("cardNumber", { type: "tel" }), def("cvv")],
      { usedInstruments: [{ instrumentId: 9, ccDetails: { lastDigits: "4242" } }] },
    );
    expect(keys(formFields(card, "repeat", NOW, DE))).toEqual(["accountId"]);
  });
});

describe("payout fields: wire transfer SEPA / SWIFT", () => {
  const fields = formFields(wire, "new", NOW, DE);
  const common = { beneficiaryName: "Ana Lima", bankName: "ING", swiftCode: "INGDDEFF" };

  it("draws the formtype as a radio of SEPA and SWIFT, with both groups tied to it", () => {
    expect(keys(fields)).toEqual([
      "formtype",
      "beneficiaryName",
      "bankName",
      "swiftCode",
      "iban",
      "accountNumber",
      "comments",
      "bankCountry",
      "bankState",
    ]);
    expect(byKey(fields, "formtype").options?.map((o) => o.value)).toEqual(["SEPA", "SWIFT"]);
    expect(byKey(fields, "iban").when).toEqual({ name: "formtype", value: "SEPA" });
    expect(byKey(fields, "comments").when).toEqual({ name: "formtype", value: "SWIFT" });
  });

  it("requires a formtype", () => {
    expect(checkFields(fields, common, NOW)).toEqual({ formtype: "fields.errors.required" });
    expect(checkFields(fields, { ...common, formtype: "ACH" }, NOW)).toEqual({ formtype: "fields.errors.choose" });
  });

  it("SEPA requires an IBAN of a SEPA country and ignores the SWIFT group", () => {
    const sepa = { ...common, formtype: "SEPA", accountNumber: "###", comments: "" };
    expect(checkFields(fields, { ...sepa, iban: "" }, NOW)).toEqual({ iban: "fields.errors.required" });
    expect(checkFields(fields, { ...sepa, iban: "BR1800360305000010009795493C1" }, NOW)).toEqual({
      iban: "payout.errors.sepaIban",
    });
    expect(checkFields(fields, { ...sepa, iban: SEPA_IBAN }, NOW)).toEqual({});
    expect(wireFields(fields, { ...sepa, iban: SEPA_IBAN })).toEqual({
      ...common,
      formtype: "SEPA",
      iban: "DE89370400440532013000",
      bankCountry: "DE",
      bankState: "-NA-",
    });
  });

  it("SWIFT requires an account number and comments and ignores the IBAN", () => {
    const swift = { ...common, formtype: "SWIFT", iban: "not an iban" };
    expect(checkFields(fields, swift, NOW)).toEqual({
      accountNumber: "fields.errors.required",
      comments: "fields.errors.required",
    });
    const done = { ...swift, accountNumber: "12345678", comments: "Salary account" };
    expect(checkFields(fields, done, NOW)).toEqual({});
    expect(wireFields(fields, done)).not.toHaveProperty("iban");
    expect(keys(activeFields(fields, done))).not.toContain("iban");
  });

  it("checks the SWIFT code as a BIC in both forms", () => {
    expect(checkFields(fields, { ...common, swiftCode: "X1", formtype: "SEPA", iban: SEPA_IBAN }, NOW)).toEqual({
      swiftCode: "payout.errors.bic",
    });
  });

  it("offers the country's states from getStateDetails, else sends '-NA-'", () => {
    const states = [
      { code: "ON", name: "Ontario" },
      { code: "QC", name: "Quebec" },
    ];
    const withStates = formFields(wire, "new", NOW, { country: "CA", states });
    const state = byKey(withStates, "bankState");
    expect(state.type).toBe("select");
    expect(state.options?.map((o) => o.value)).toEqual(["ON", "QC"]);
    const sepa = { ...common, formtype: "SEPA", iban: SEPA_IBAN };
    expect(checkFields(withStates, { ...sepa, bankState: "XX" }, NOW)).toEqual({ bankState: "fields.errors.choose" });
    expect(wireFields(withStates, { ...sepa, bankState: "QC" })).toMatchObject({ bankState: "QC", bankCountry: "CA" });
    expect(byKey(fields, "bankState")).toMatchObject({ type: "hidden", fixed: "-NA-" });
  });
});

describe("payout fields: bank fields by the player's country", () => {
  const base = { beneficiaryName: "Ana Lima", bankName: "Bank" };

  it("CA: transit, institution and account numbers", () => {
    const fields = formFields(LOCAL_WIRE, "new", NOW, { country: "CA" });
    expect(keys(fields)).toEqual([
      "beneficiaryName",
      "bankName",
      "branchCode",
      "financialInstitutionNumber",
      "accountNumber",
      "comments",
      "bankCountry",
      "bankState",
    ]);
    expect(
      checkFields(fields, { ...base, branchCode: "1234", financialInstitutionNumber: "003", accountNumber: "1" }, NOW),
    ).toEqual({ branchCode: "payout.errors.branchCodeCA", accountNumber: "payout.errors.accountCA" });
    const ok = { ...base, branchCode: "12345", financialInstitutionNumber: "003", accountNumber: "1234567" };
    expect(checkFields(fields, ok, NOW)).toEqual({});
  });

  it("NZ: branch, account and suffix", () => {
    const fields = formFields(LOCAL_WIRE, "new", NOW, { country: "nz" });
    expect(keys(fields)).toEqual(expect.arrayContaining(["branchCodeNZ", "accountNumber", "accountNumberSuffix"]));
    const ok = { ...base, branchCodeNZ: "12-3456", accountNumber: "1234567", accountNumberSuffix: "00" };
    expect(checkFields(fields, ok, NOW)).toEqual({});
    expect(wireFields(fields, ok)).toMatchObject({ branchCodeNZ: "123456", bankCountry: "NZ" });
    expect(checkFields(fields, { ...ok, accountNumberSuffix: "1" }, NOW)).toEqual({
      accountNumberSuffix: "payout.errors.suffixNZ",
    });
  });

  it("JP: branch, account, and the beneficiary in English characters only", () => {
    const fields = formFields(LOCAL_WIRE, "new", NOW, { country: "JP" });
    const ok = { ...base, branchCodeJP: "001", beneficiaryNameJP: "Taro Yamada", accountNumber: "1234567" };
    expect(checkFields(fields, ok, NOW)).toEqual({});
    expect(checkFields(fields, { ...ok, beneficiaryNameJP: "山田太郎" }, NOW)).toEqual({
      beneficiaryNameJP: "payout.errors.latinName",
    });
  });

  it("other countries keep the definition's fields, an IBAN checked where there is one", () => {
    const chile = formFields(LOCAL_WIRE, "new", NOW, { country: "CL" });
    expect(keys(chile)).toEqual([
      "beneficiaryName",
      "bankName",
      "accountNumber",
      "comments",
      "bankCountry",
      "bankState",
    ]);
    expect(checkFields(chile, { ...base, accountNumber: "00-123-456" }, NOW)).toEqual({});
    const ibanWire = method("WIRE_TRANSFER", "bank", [def("beneficiaryName"), def("iban")]);
    expect(checkFields(formFields(ibanWire, "new", NOW, DE), { beneficiaryName: "Ana", iban: "DE00" }, NOW)).toEqual({
      iban: "payout.errors.iban",
    });
  });
});

describe("deposit fields are unchanged without a payout context", () => {
  it("leaves a radio out and adds no rule", () => {
    const fields = formFields(wire, "new", NOW);
    expect(keys(fields)).not.toContain("formtype");
    expect(fields.every((f) => !f.rule && !f.when && f.fixed === undefined)).toBe(true);
  });
});

describe("liveFieldError", () => {
  it("judges a typed payout value by its rule, leaving empty and fixed values to the submit", () => {
    const iban = byKey(formFields(method("BANKIBAN", "bank"), "new", NOW, DE), "iban");
    expect(liveFieldError(iban, "DE89370400440532013001")).toBe("payout.errors.iban");
    expect(liveFieldError(iban, SEPA_IBAN)).toBeNull();
    expect(liveFieldError(iban, "")).toBeNull();
    expect(liveFieldError({ ...iban, fixed: "x" }, "nonsense")).toBeNull();
    expect(liveFieldError({ ...iban, rule: undefined, type: "email" }, "nope")).toBe("fields.errors.email");
  });
});
