import type { CashierMethod } from "~/platform/cashier.server";
import { formFields, type FormField } from "~/features/payment-kit/method-form";
import type { PayoutContext } from "~/features/payment-kit/payout-fields";
import type { YearMonth } from "~/features/payment-kit/card/rules";

/**
 * The payout details a cashout method asks (issue 27 §3), from its field definitions through the
 * payout layer of ADR 070 (`formFields` with the player's payout context): rules, SEPA / SWIFT
 * groups, country bank fields, the bank's country and state, and a CPF brand's own-CPF PIX key.
 * A card pays back to one of the player's saved cards: its select alone, no card entry.
 */
export function payoutFields(method: CashierMethod, now: YearMonth, ctx: PayoutContext): FormField[] {
  if (method.kind === "card") return formFields(method, "repeat", now).filter((f) => f.key === "accountId");
  return formFields(method, "new", now, ctx);
}

/** A cashout method the player can use: a card only once they have paid in with one (saved cards). */
export function usableCashout(method: CashierMethod): boolean {
  return method.kind !== "card" || (method.usedInstruments?.length ?? 0) > 0;
}

/**
 * The player's own CPF when the payout goes only to it: the PIX key the payout layer fixed (its one
 * place, payout-fields.ts); null for any other method or brand. "" when the profile has no CPF.
 */
export function ownCpfOf(fields: FormField[]): string | null {
  return fields.find((f) => f.key === "pixKey" && f.fixed !== undefined)?.fixed ?? null;
}
