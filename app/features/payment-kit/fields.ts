import type { PaymentField } from "~/brand/config.generated";

/** New account or card, or a repeat payment with a saved one (spec §3 form field definition). */
export type PaymentMode = "new" | "repeat";

export interface FieldState {
  visible: boolean;
  required: boolean;
}

/**
 * How a method's field shows in a mode. "basedOnExistingAccounts" shows the field on a repeat
 * payment only when the player has no saved account (then the repeat form is the new one). A
 * hidden field is never required, whatever its flags say, so no form can demand what it hides.
 */
export function fieldState(field: PaymentField, mode: PaymentMode, savedAccounts: number): FieldState {
  const visible =
    mode === "new"
      ? field.visibleOnNewPayment
      : field.visibleOnRepeatPayment === "basedOnExistingAccounts"
        ? savedAccounts === 0
        : field.visibleOnRepeatPayment;
  const required = mode === "new" ? field.requiredNewPayment : field.requiredRepeatPayment;
  return { visible, required: visible && required };
}

/** The mode a method opens in: repeat when the player has a saved account or card. */
export function initialMode(savedAccounts: number): PaymentMode {
  return savedAccounts > 0 ? "repeat" : "new";
}
