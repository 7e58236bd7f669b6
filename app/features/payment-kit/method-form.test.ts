import { describe, expect, it } from "vitest";
import type { CashierField, CashierMethod } from "~/platform/cashier.server";
import { checkFields, depositMethods, echoable, fieldRows, formFields, modeOf, wireFields } from "./method-form";

const NOW = { year: 2026, month: 11 };
const def = (key: string, over: Partial<CashierField> = {}): CashierField => ({
  id: key,
  key,
  name: key,
  type: "text",
  class: key,
  requiredNewPayment: true,
  requiredRepeatPayment: false,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: "basedOnExistingAccounts",
  encrypted: false,
  ...over,
});
const CARD_FIELDS = [
  def("accountId", { type: "select", requiredNewPayment: false, visibleOnRepeatPayment: true }),
  def("cardNumber", { type: "tel", encrypted: true }),
  def("expiryMonth", { type: "select", class: "expiry" }),
  def("expiryYear", { type: "select", class: "expiry" }),
  def("cvv", { type: "password", requiredRepeatPayment: true, visibleOnRepeatPayment: true, encrypted: true }),
  def("cardHolderName"),
];
const card = (saved: string[] = []): CashierMethod => ({
  methodName: "CREDITCARD",
  kind: "card",
  fields: CARD_FIELDS,
  usedInstruments: saved.map((digits, i) => ({ instrumentId: String(i + 1), ccDetails: { lastDigits: digits } })),
});
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);

describe("depositMethods", () => {
  it("follows displayOrder, merges the card schemes and leaves out kinds without a deposit flow", () => {
    const methods = depositMethods({
      displayOrder: ["WIRE", "MASTERCARD", "WALLET", "VISA", "BANKLINK"],
      depositMethods: {
        VISA: { methodName: "VISA", kind: "card", usedInstruments: [{ instrumentId: 1 }] },
        MASTERCARD: { methodName: "MASTERCARD", kind: "card", usedInstruments: [{ instrumentId: 2 }] },
        WALLET: { methodName: "WALLET", kind: "wallet" },
        WIRE: { methodName: "WIRE", kind: "bank" },
        BANKLINK: { methodName: "BANKLINK", kind: "redirect" },
      },
    });
    expect(methods.map((m) => m.methodName)).toEqual(["CREDITCARD", "WALLET", "BANKLINK"]);
    expect(methods[0].usedInstruments).toHaveLength(2);
  });
});

describe("formFields", () => {
  it("draws a new card from the definitions: no saved-card select, expiry options from spec §5", () => {
    const fields = formFields(card(), "new", NOW);
    expect(keys(fields)).toEqual(["cardNumber", "expiryMonth", "expiryYear", "cvv", "cardHolderName"]);
    expect(fields.every((f) => f.required)).toBe(true);
    expect(fields.find((f) => f.key === "expiryMonth")?.options?.map((o) => o.value)).toHaveLength(12);
    expect(fields.find((f) => f.key === "expiryYear")?.options?.map((o) => o.value)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(2026 + i)),
    );
    expect(fields.filter((f) => f.encrypted).map((f) => f.key)).toEqual(["cardNumber", "cvv"]);
  });

  it("a repeat payment shows only the repeat fields: the saved card (required) and the CVV", () => {
    const method = card(["1111", "4444"]);
    expect(modeOf(method, null)).toBe("repeat");
    const fields = formFields(method, "repeat", NOW);
    expect(keys(fields)).toEqual(["accountId", "cvv"]);
    expect(fields[0]).toMatchObject({
      required: true,
      labelKeys: ["fields.card.accountId", "fields.accountId", "fields.other"],
    });
    expect(fields[0].options).toEqual([
      { value: "1", labelKey: "fields.savedCard", labelValues: { digits: "1111" } },
      { value: "2", labelKey: "fields.savedCard", labelValues: { digits: "4444" } },
    ]);
    // "Add new card" is step=new in the URL: the new-card fields again.
    expect(modeOf(method, "new")).toBe("new");
    expect(keys(formFields(method, "new", NOW))).not.toContain("accountId");
  });

  it("without saved cards a repeat payment is the new one (basedOnExistingAccounts)", () => {
    expect(modeOf(card(), null)).toBe("new");
    expect(keys(formFields(card(), "repeat", NOW))).toEqual([
      "cardNumber",
      "expiryMonth",
      "expiryYear",
      "cvv",
      "cardHolderName",
    ]);
  });

  it("takes a bank select's options from the method, and drops a select the cashier gives none for", () => {
    const bank = def("bank", { type: "select", visibleOnRepeatPayment: true, requiredRepeatPayment: true });
    const withBanks = formFields(
      { methodName: "BANKLINK", kind: "redirect", banks: ["A", "B"], fields: [bank] },
      "new",
      NOW,
    );
    expect(withBanks[0].options?.map((o) => o.text)).toEqual(["A", "B"]);
    expect(formFields({ methodName: "BANKLINK", kind: "redirect", fields: [bank] }, "new", NOW)).toEqual([]);
  });

  it("renders wallet fields by their definitions and nothing for a method without fields", () => {
    const fields = [
      def("accountId", { visibleOnRepeatPayment: true }),
      def("email", { type: "email", visibleOnRepeatPayment: true }),
      def("secureId", { type: "password", visibleOnNewPayment: false }),
      def("note", { type: "label" }),
    ];
    const wallet = formFields({ methodName: "WALLET", kind: "wallet", fields }, "new", NOW);
    expect(wallet.map((f) => [f.key, f.type, f.required])).toEqual([
      ["accountId", "text", true],
      ["email", "email", true],
    ]);
    expect(wallet[0].labelKeys[0]).toBe("fields.wallet.accountId");
    expect(formFields({ methodName: "NOFIELDS", kind: "redirect", fields: [] }, "new", NOW)).toEqual([]);
  });
});

describe("fieldRows", () => {
  it("puts neighbours of one class in a row and every other field alone", () => {
    const rows = fieldRows(formFields(card(), "new", NOW)).map((row) => row.map((f) => f.key));
    expect(rows).toEqual([["cardNumber"], ["expiryMonth", "expiryYear"], ["cvv"], ["cardHolderName"]]);
  });
});

describe("checkFields", () => {
  const fields = formFields(card(), "new", NOW);
  const good = {
    cardNumber: "4111 1111 1111 1111",
    expiryMonth: "12",
    expiryYear: "2027",
    cvv: "123",
    cardHolderName: "Ana Souza",
  };

  it("passes a valid card and applies spec §5 to each field", () => {
    expect(checkFields(fields, good, NOW)).toEqual({});
    expect(
      checkFields(fields, { ...good, cardNumber: "4111111111111112", cvv: "12", cardHolderName: "A" }, NOW),
    ).toEqual({
      cardNumber: "card.errors.numberInvalid",
      cvv: "card.errors.cvv",
      cardHolderName: "card.errors.holder",
    });
  });

  it("puts an expiry error on the field it concerns", () => {
    expect(checkFields(fields, { ...good, expiryMonth: "10", expiryYear: "2026" }, NOW)).toEqual({
      expiryMonth: "card.errors.expired",
    });
    expect(checkFields(fields, { ...good, expiryYear: "" }, NOW)).toEqual({
      expiryYear: "card.errors.expiryYearRequired",
    });
    expect(checkFields(fields, { ...good, expiryMonth: "" }, NOW)).toEqual({
      expiryMonth: "card.errors.expiryMonthRequired",
    });
  });

  it("requires what is required, takes a select's value only from its options, checks an e-mail", () => {
    const repeat = formFields(card(["1111"]), "repeat", NOW);
    expect(checkFields(repeat, { accountId: "", cvv: "" }, NOW)).toEqual({
      accountId: "fields.errors.required",
      cvv: "card.errors.cvvRequired",
    });
    expect(checkFields(repeat, { accountId: "99", cvv: "123" }, NOW)).toEqual({ accountId: "fields.errors.choose" });
    const email = formFields(
      { methodName: "W", kind: "wallet", fields: [def("email", { type: "email" })] },
      "new",
      NOW,
    );
    expect(checkFields(email, { email: "not-mail" }, NOW)).toEqual({ email: "fields.errors.email" });
    expect(checkFields(email, { email: "a@b.co" }, NOW)).toEqual({});
  });
});

describe("what leaves the form", () => {
  const fields = formFields(card(), "new", NOW);
  const typed = {
    cardNumber: "4111 1111 1111 1111",
    expiryMonth: "12",
    expiryYear: "2027",
    cvv: "123",
    cardHolderName: " Ana ",
  };

  it("sends the card number as digits and trims the rest", () => {
    expect(wireFields(fields, typed)).toEqual({
      cardNumber: "4111111111111111",
      expiryMonth: "12",
      expiryYear: "2027",
      cvv: "123",
      cardHolderName: "Ana",
    });
  });

  it("never echoes an encrypted field (card number, CVV) back", () => {
    const echo = echoable(fields, typed);
    expect(echo).toEqual({ expiryMonth: "12", expiryYear: "2027", cardHolderName: " Ana " });
    expect(JSON.stringify(echo)).not.toContain("4111");
  });
});
