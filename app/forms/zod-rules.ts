import { z, type RefinementCtx, type ZodString } from "zod";
import { parseAmountMinor, type AmountFormat, type AmountParseError } from "~/ui/amount-input";
import {
  CPF_FORMATTED_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_ALLOWED_RE,
  birthDateProblem,
  dateRangeProblem,
  formatCpf,
  isValidCpf,
  isValidEmail,
  nameProblem,
  passwordChecklist,
  phoneProblem,
  type NameLimits,
  type PhoneLimits,
} from "./rules";

/**
 * The spec §5 rules as zod schemas (ADR 095): one definition for conform in the browser and for the
 * action. Messages are the caller's i18n keys (each feature keeps its namespace's keys), so the
 * rule is shared and the text stays where it was.
 */

/** A required, trimmed string; a missing field answers `requiredKey`. */
export const requiredText = (requiredKey: string) => z.string({ required_error: requiredKey }).trim();

/**
 * A string checked by a function that answers an error key, or null when the value is good: the
 * adapter for checks that live beside their feature (card number, expiry, CVV, IBAN/BIC …).
 */
export function fromCheck(check: (value: string) => string | null, base: ZodString = z.string()) {
  return base.superRefine((value, ctx) => {
    const key = check(value);
    if (key) ctx.addIssue({ code: "custom", message: key });
  });
}

/** Spec §5 e-mail: required, at most 64 characters, the allowed shape. */
export function emailRule(keys: { required: string; tooLong: string; invalid: string }) {
  return requiredText(keys.required).max(EMAIL_MAX_LENGTH, keys.tooLong).refine(isValidEmail, keys.invalid);
}

/**
 * Spec §5 password: allowed characters only, then the checklist (length, upper, lower, digit).
 * `base` carries what one form adds before (a required minimum of 1, an upper bound).
 */
export function passwordRule(
  keys: { required: string; characters: string; weak: string },
  minLength: number,
  base: ZodString = z.string({ required_error: keys.required }),
  { browserPattern = false }: { browserPattern?: boolean } = {},
) {
  // As a regex the allowed characters reach the input as `pattern` (conform's constraint): the
  // reset form's check without JavaScript. Registration places its messages itself, so no pattern.
  const allowed = browserPattern
    ? base.regex(PASSWORD_ALLOWED_RE, keys.characters)
    : base.refine((value) => PASSWORD_ALLOWED_RE.test(value), keys.characters);
  return allowed.refine((value) => Object.values(passwordChecklist(value, minLength)).every(Boolean), keys.weak);
}

/** Spec §5 names: trimmed, letters (any script), spaces and hyphens, within the brand's lengths. */
export function nameRule(keys: { required: string; invalid: string }, limits: NameLimits) {
  return requiredText(keys.required).refine((value) => nameProblem(value, limits) === null, keys.invalid);
}

/** Spec §5 CPF: formatted as ddd.ddd.ddd-dd on the way (the value the schema gives), check digits right. */
export function cpfRule(keys: { required: string; invalid: string }) {
  return requiredText(keys.required)
    .transform(formatCpf)
    .refine((value) => value.length === CPF_FORMATTED_LENGTH && isValidCpf(value), keys.invalid);
}

/** Spec §5 date of birth (YYYY-MM-DD): `${prefix}.required`, `.invalid` or `.underage`. */
export function birthDateRule(prefix: string, minimumAge: number, today?: Date) {
  return requiredText(`${prefix}.required`).superRefine((value, ctx) => {
    const problem = birthDateProblem(value, minimumAge, today);
    if (problem) ctx.addIssue({ code: "custom", message: `${prefix}.${problem}` });
  });
}

/**
 * Spec §5 phone with its dial code, for a rule across fields: adds `${prefix}.${problem}` at `path`
 * when the number does not fit the dial code (a missing one is the field's own required message).
 */
export function checkPhone(
  ctx: RefinementCtx,
  phone: { dialCode: string; number: string; limits: PhoneLimits },
  prefix: string,
  path: (string | number)[],
) {
  if (!phone.dialCode || !phone.number.trim()) return;
  const problem = phoneProblem(phone.dialCode, phone.number, phone.limits);
  if (problem) ctx.addIssue({ code: "custom", path, message: `${prefix}.${problem}` });
}

/**
 * Spec §5 dates in a range (YYYY-MM-DD start and end): both or neither, end not before start, not
 * after `today`, at most `maxDays`. The issue goes on `path` as `${prefix}.${problem}`.
 */
export function checkDateRange(
  ctx: RefinementCtx,
  range: { from: string; to: string; today: string; maxDays: number },
  prefix: string,
  path: (string | number)[],
) {
  const problem = dateRangeProblem(range.from, range.to, range.today, range.maxDays);
  if (problem) ctx.addIssue({ code: "custom", path, message: `${prefix}.${problem}` });
}

export type AmountProblem = AmountParseError | "required" | "min" | "max";

export interface AmountRuleOptions {
  /** The brand's currency format: separators, symbol and decimals (2 for BRL). */
  format: AmountFormat;
  /** The i18n key of each problem. */
  message: (problem: AmountProblem) => string;
  /** Bounds in minor units, inclusive. */
  min?: number;
  max?: number;
  /** An empty field is allowed (the schema then gives undefined). */
  optional?: boolean;
}

/**
 * Spec §5 amounts: the brand's number format, at most the currency's decimals, within min and
 * max; the schema gives integer minor units (ARCHITECTURE §10), never a float.
 */
export function amountRule({ format, message, min, max, optional = false }: AmountRuleOptions) {
  return z.string({ required_error: message("required") }).transform((raw, ctx): number | undefined => {
    if (!raw.trim()) {
      if (!optional) ctx.addIssue({ code: "custom", message: message("required") });
      return undefined;
    }
    const parsed = parseAmountMinor(raw, format);
    const problem: AmountProblem | null = !parsed.ok
      ? parsed.error
      : min !== undefined && parsed.minor < min
        ? "min"
        : max !== undefined && parsed.minor > max
          ? "max"
          : null;
    if (problem) ctx.addIssue({ code: "custom", message: message(problem) });
    return parsed.ok ? parsed.minor : undefined;
  });
}

export interface FilesRuleOptions {
  /** Keys of the problems: none chosen, too many, one too large, a type not accepted. */
  keys: { required: string; tooMany: string; tooLarge: string; type: string };
  maxFiles: number;
  maxFileBytes: number;
  /** Accepted MIME types (a first check; the server sniffs the bytes). */
  types: readonly string[];
}

/** Spec §5 uploads: 1 to maxFiles files, each at most maxFileBytes, of the accepted types. */
export function filesRule({ keys, maxFiles, maxFileBytes, types }: FilesRuleOptions) {
  const file = z.instanceof(File);
  return z
    .union([file, z.array(file)], { errorMap: () => ({ message: keys.required }) })
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((f) => f.size > 0 || f.name))
    .superRefine((files, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: "custom", message });
      if (files.length === 0) return issue(keys.required);
      if (files.length > maxFiles) return issue(keys.tooMany);
      if (files.some((f) => f.size > maxFileBytes)) return issue(keys.tooLarge);
      if (files.some((f) => !types.includes(f.type))) issue(keys.type);
    });
}
