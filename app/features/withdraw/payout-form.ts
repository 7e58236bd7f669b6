import type { CashierMethod } from "~/platform/cashier.server";
import { formFields, type FormField } from "~/features/cashier/method-form";
import type { YearMonth } from "~/features/cashier/card/rules";

/**
 * The payout details a cashout method asks (issue 27 §3), from its field definitions through the
 * deposit forms' machinery (method-form.ts): a card pays back to one of the player's saved cards
 * (its select alone: no card number or CVV goes with a payout); other methods take their
 * definitions as for a new payment. The amount is the modal's own input, so its definition is left
 * out. A PIX method whose definitions name no key takes `pixKey`, unless the key is fixed to the
 * player's own CPF (`ownCpf`).
 */
export function payoutFields(method: CashierMethod, now: YearMonth, ownCpf: boolean): FormField[] {
  if (method.kind === "card") return formFields(method, "repeat", now).filter((f) => f.key === "accountId");
  const fields = formFields(method, "new", now).filter((f) => f.key !== "amount");
  if (method.kind === "qr" && !ownCpf && !fields.some((f) => f.key === "pixKey"))
    fields.push({
      key: "pixKey",
      name: "pixKey",
      type: "text",
      required: true,
      encrypted: false,
      group: "",
      labelKeys: [`fields.${method.kind}.pixKey`, "fields.pixKey", "fields.other"],
    });
  return fields;
}

/** A cashout method the player can use: a card only once they have paid in with one (saved cards). */
export function usableCashout(method: CashierMethod): boolean {
  return method.kind !== "card" || (method.usedInstruments?.length ?? 0) > 0;
}

/** Whether the payout goes to the player's own CPF: a PIX (qr) method where the identity document is the CPF. */
export function paysToOwnCpf(method: CashierMethod, identityKind: string): boolean {
  return method.kind === "qr" && identityKind === "cpf";
}
