import { describe, expect, it } from "vitest";
import type { CashierMethod } from "~/platform/cashier.server";
import { ownCpfOf, payoutFields, usableCashout } from "./payout-form";

const now = { year: 2026, month: 11 };
const anyKey = { country: "DE", ownCpf: null, states: null };
const field = (key: string, type = "text", extra: Record<string, unknown> = {}) => ({
  id: key,
  key,
  name: key,
  type,
  class: key,
  requiredNewPayment: true,
  requiredRepeatPayment: true,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: true,
  encrypted: false,
  ...extra,
});

describe("payoutFields", () => {
  it("a card pays back to a saved card: the select alone, with the saved cards", () => {
    const card: CashierMethod = {
      methodName: "CREDITCARD",
      kind: "card",
      usedInstruments: [{ instrumentId: 7, ccDetails: { lastDigits: "4242" } }],
      fields: [
        field("accountId", "select", { requiredNewPayment: false, requiredRepeatPayment: false }),
        field("cardNumber", "tel", { encrypted: true }),
        field("cvv", "password", { encrypted: true }),
      ],
    };
    const fields = payoutFields(card, now, anyKey);
    expect(fields.map((f) => f.key)).toEqual(["accountId"]);
    expect(fields[0]).toMatchObject({ required: true, options: [{ value: "7" }] });
    expect(usableCashout(card)).toBe(true);
    expect(usableCashout({ ...card, usedInstruments: [] })).toBe(false);
  });
  it("a wire transfer gets the payout layer: formtype radio, SEPA and SWIFT groups, bank country", () => {
    const wire: CashierMethod = {
      methodName: "WIRE_TRANSFER",
      kind: "bank",
      fields: [
        field("amount", "tel"),
        field("formtype", "radio"),
        field("beneficiaryName"),
        field("iban"),
        field("accountNumber"),
        field("comments"),
      ],
    };
    const fields = payoutFields(wire, now, anyKey);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.amount).toBeUndefined();
    expect(byKey.formtype).toMatchObject({ type: "radio", options: [{ value: "SEPA" }, { value: "SWIFT" }] });
    expect(byKey.iban).toMatchObject({ when: { name: "formtype", value: "SEPA" }, rule: "sepaIban" });
    expect(byKey.accountNumber).toMatchObject({ when: { name: "formtype", value: "SWIFT" } });
    expect(byKey.comments).toMatchObject({ when: { name: "formtype", value: "SWIFT" } });
    expect(byKey.bankCountry).toMatchObject({ type: "hidden", fixed: "DE" });
    expect(byKey.beneficiaryName.labelKeys).toContain("payout.fields.beneficiaryName");
  });
  it("PIX of a CPF brand is fixed to the player's own CPF; elsewhere the player types a key", () => {
    const pix: CashierMethod = { methodName: "PIX", kind: "qr", fields: [field("amount", "tel")] };
    const own = payoutFields(pix, now, { country: "BR", ownCpf: "52998224725", states: null });
    expect(own.map((f) => [f.key, f.fixed])).toEqual([["pixKey", "529.982.247-25"]]);
    expect(ownCpfOf(own)).toBe("529.982.247-25");
    const typed = payoutFields(pix, now, anyKey);
    expect(typed.map((f) => [f.key, f.required, f.fixed])).toEqual([["pixKey", true, undefined]]);
    expect(ownCpfOf(typed)).toBeNull();
    // no CPF on the profile: nothing can be paid, and the field says so (checkFields: noFixed)
    expect(ownCpfOf(payoutFields(pix, now, { country: "BR", ownCpf: "", states: null }))).toBe("");
  });
});
