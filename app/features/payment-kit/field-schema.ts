/**
 * The zod schema of a payment form, built at run time from the platform's field definitions
 * (spec §3, as `FormField`s) and the spec §5 rules (ADR 096). The same schema checks in the
 * browser (conform, `useZodForm`) and in the action (`checkFields`); messages are keys of the
 * cashier namespace.
 */
import { z } from "zod";
import { cardNumberError, cvvError, expiryError, holderError, type YearMonth } from "./card/rules";
import { payoutRuleError } from "./payout-rules";
import { activeFields, type FormField } from "./form-field";

/** Longest value any field takes; the platform's own fields are shorter. */
export const FIELD_MAX_LENGTH = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A rule on one value: the message key when it fails, else null. */
type Check = (text: string, field: FormField) => string | null;

/**
 * The spec §5 rules of a field by its key (card fields judge their own emptiness). A new key with
 * rules of its own gets an entry here; expiry month and year are judged together (formSchema).
 */
const BY_KEY: Record<string, Check> = {
  cardNumber: (text) => cardNumberError(text),
  cvv: (text) => cvvError(text),
  cardHolderName: (text) => holderError(text),
};

/**
 * Every other field: required, a length bound, a select's or radio's value from its options, the
 * e-mail form by type, then the payout rule (payout-rules.ts). The first failure is the message.
 */
const required: Check = (text) => (text.trim() ? null : "fields.errors.required");
const tooLong: Check = (text) => (text.length > FIELD_MAX_LENGTH ? "fields.errors.tooLong" : null);
const choice: Check = (text, field) =>
  field.options && !field.options.some((o) => o.value === text) ? "fields.errors.choose" : null;
const email: Check = (text, field) =>
  field.type === "email" && !EMAIL.test(text.trim()) ? "fields.errors.email" : null;
const rule: Check = (text, field) => (field.rule ? payoutRuleError(field.rule, text) : null);
const GENERIC = [required, tooLong, choice, email, rule];

const firstError = (checks: Check[], field: FormField, text: string) => {
  for (const check of checks) {
    const error = check(text, field);
    if (error) return error;
  }
  return null;
};

const isExpiry = (field: FormField) => field.key === "expiryMonth" || field.key === "expiryYear";

/** The message of one value of `field`, null when valid; expiry fields are left to formSchema. */
export function valueError(field: FormField, text: string): string | null {
  // a fixed value is sent whatever was posted (wireFields); only its absence is an error
  if (field.fixed !== undefined) return field.required && !field.fixed ? "payout.errors.noFixed" : null;
  if (!text.trim() && !field.required) return null;
  if (isExpiry(field)) return null;
  const own = BY_KEY[field.key];
  return own ? own(text, field) : firstError(GENERIC, field, text);
}

/**
 * The form of a value still being typed (payout rule, e-mail, length), not its absence: what a
 * payout field shows while the player types (payout-live.ts).
 */
export function typedValueError(field: FormField, text: string): string | null {
  if (!text.trim() || field.fixed !== undefined) return null;
  return firstError([tooLong, rule, email], field, text);
}

/** conform posts an empty input as absent: both are "". */
const text = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/** The schema of one field's value on its own (no expiry, no SEPA / SWIFT group). */
export function fieldSchema(field: FormField) {
  return text.superRefine((value, ctx) => {
    const error = valueError(field, value);
    if (error) ctx.addIssue({ code: z.ZodIssueCode.custom, message: error });
  });
}

/**
 * The schema of a method's form: a string per field, the fields of the unchosen SEPA / SWIFT
 * group ignored (activeFields), and the card expiry judged as one date of `now` (the brand's
 * month), its message on the field it concerns.
 */
export function formSchema(fields: FormField[], now: YearMonth) {
  const shape = Object.fromEntries(fields.map((f) => [f.name, text]));
  return z.object(shape).superRefine((values, ctx) => {
    const value = (key: string) => values[fields.find((f) => f.key === key)?.name ?? key] ?? "";
    for (const field of activeFields(fields, values)) {
      const own = values[field.name] ?? "";
      let error = valueError(field, own);
      if (isExpiry(field) && field.fixed === undefined && (own.trim() || field.required)) {
        const expiry = expiryError(value("expiryMonth"), value("expiryYear"), now);
        const onYear = /year/i.test(expiry ?? "");
        error = (field.key === "expiryYear") === onYear ? expiry : null;
      }
      if (error) ctx.addIssue({ code: z.ZodIssueCode.custom, message: error, path: [field.name] });
    }
  });
}

/** The first message of each field, by field name; empty when the form is valid. */
export function formErrors(
  fields: FormField[],
  values: Record<string, string>,
  now: YearMonth,
): Record<string, string> {
  const result = formSchema(fields, now).safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** conform's form of the server's verdict (`lastResult`): each field's message as a list. */
export function replyOf(errors: Record<string, string>) {
  const names = Object.keys(errors);
  if (!names.length) return null;
  return { status: "error" as const, error: Object.fromEntries(names.map((n) => [n, [errors[n]]])) };
}
