import { describe, expect, it } from "vitest";
import type { CashierMethod } from "~/platform/cashier.server";
import { payoutFields, paysToOwnCpf, usableCashout } from "./payout-form";

const now = { year: 2026, month: 11 };
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
    const fields = payoutFields(card, now, false);
    expect(fields.map((f) => f.key)).toEqual(["accountId"]);
    expect(fields[0]).toMatchObject({ required: true, options: [{ value: "7" }] });
    expect(usableCashout(card)).toBe(true);
    expect(usableCashout({ ...card, usedInstruments: [] })).toBe(false);
  });
  it("a wallet or bank method takes its definitions, never the amount", () => {
    const wire: CashierMethod = {
      methodName: "WIRE_TRANSFER",
      kind: "bank",
      fields: [field("amount", "tel"), field("beneficiaryName"), field("accountNumber")],
    };
    expect(payoutFields(wire, now, false).map((f) => f.key)).toEqual(["beneficiaryName", "accountNumber"]);
  });
  it("PIX asks a key unless it is the player's own CPF", () => {
    const pix: CashierMethod = { methodName: "PIX", kind: "qr", fields: [field("amount", "tel")] };
    expect(payoutFields(pix, now, true)).toEqual([]);
    expect(payoutFields(pix, now, false).map((f) => [f.key, f.required])).toEqual([["pixKey", true]]);
    expect(paysToOwnCpf(pix, "cpf")).toBe(true);
    expect(paysToOwnCpf(pix, "nationalId")).toBe(false);
    expect(paysToOwnCpf({ ...pix, kind: "wallet" }, "cpf")).toBe(false);
  });
});
