import { friendlyIban } from "./bank-codes";
import { liveFieldError, type FormField } from "./method-form";

/**
 * The message a field shows after a browser event. `undefined` means "the server's", so a
 * refusal stays until the player does something about it. Leaving a field judges it (an empty
 * one keeps the server's message); typing re-judges only a field already showing a message, so
 * nobody is told off mid-word, and the message goes the moment the value is right.
 */
export function liveStep(
  shown: string | null | undefined,
  event: "blur" | "change",
  field: FormField,
  text: string,
): string | null | undefined {
  if (event === "change" && !shown) return shown;
  if (!text.trim()) return event === "blur" ? undefined : null;
  return liveFieldError(field, text);
}

/** A right IBAN is shown in groups of four on leaving the field, as a bank statement prints it. */
export function blurValue(field: FormField, text: string): string {
  const iban = field.rule === "iban" || field.rule === "sepaIban";
  return iban && !liveFieldError(field, text) && text.trim() ? friendlyIban(text) : text;
}
