import type { PayoutRuleName } from "./payout-rules";

/** One option of a select: the value sent, and either a text or a key with values to translate. */
export interface FieldOption {
  value: string;
  text?: string;
  labelKey?: string;
  labelValues?: Record<string, string>;
}

/** A field as the form renders it: decided from the definition, the mode and the method's data. */
export interface FormField {
  key: string;
  name: string;
  type: string;
  required: boolean;
  encrypted: boolean;
  /** The definition's class: neighbours of one class (expiry month and year) share a row. */
  group: string;
  /** Translation keys tried in order: by the method's kind, then by the field's key. */
  labelKeys: string[];
  options?: FieldOption[];
  /** Payout details: the named rule of payout-rules.ts the value must pass. */
  rule?: PayoutRuleName;
  /**
   * Payout details: the field counts only when the radio `name` has `value` (a wire's SEPA or
   * SWIFT group); both groups are drawn, so the form works without JavaScript (ADR 070).
   */
  when?: { name: string; value: string };
  /** The only value the field may send, whatever is posted (the player's own CPF, '-NA-'). */
  fixed?: string;
}

/**
 * The fields that count for what was posted: a field of a SEPA / SWIFT group only when its
 * radio has that value, so the group the player did not choose is ignored (ADR 070).
 */
export function activeFields(fields: FormField[], values: Record<string, string | undefined>): FormField[] {
  return fields.filter((f) => !f.when || (values[f.when.name] ?? "") === f.when.value);
}
