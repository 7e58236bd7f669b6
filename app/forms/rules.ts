/**
 * Spec §5 validation rules shared by features, as pure functions (browser and server alike).
 * Each returns true/false or a small result; the zod schema (schema.ts) turns them into i18n keys.
 */

/** Email: allowed characters, one @, a domain, a TLD of 2–4 letters; at most 64 characters. */
export const EMAIL_MAX_LENGTH = 64;
const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(email) && !email.includes("..");
}

/** Nickname: letters or digits with single separators (_ @ . -) between them, at least 5 characters. */
const NICKNAME_RE = /^[A-Za-z0-9]+(?:[_@.-][A-Za-z0-9]+)*$/;
export function isValidNickname(value: string): boolean {
  return value.length >= 5 && NICKNAME_RE.test(value);
}

/** Password: the characters a password may contain (printable ASCII, no space). */
export const PASSWORD_ALLOWED_RE = /^[\x21-\x7e]*$/;
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

/** Removes characters a password may not contain (spec §5: blocked on typing and pasting). */
export function stripDisallowedPasswordChars(value: string): string {
  return value.replace(/[^\x21-\x7e]/g, "");
}

export interface PasswordChecklist {
  hasMinLength: boolean;
  hasUpperCase: boolean;
  hasLowerCase: boolean;
  hasNumber: boolean;
}

/** The live checklist of spec §5. */
export function passwordChecklist(password: string, minLength = DEFAULT_PASSWORD_MIN_LENGTH): PasswordChecklist {
  return {
    hasMinLength: password.length >= minLength,
    hasUpperCase: /[A-Z]/.test(password),
    hasLowerCase: /[a-z]/.test(password),
    hasNumber: /[0-9]/.test(password),
  };
}

export function isValidPassword(password: string, minLength = DEFAULT_PASSWORD_MIN_LENGTH): boolean {
  const list = passwordChecklist(password, minLength);
  return (
    PASSWORD_ALLOWED_RE.test(password) && list.hasMinLength && list.hasUpperCase && list.hasLowerCase && list.hasNumber
  );
}

/** confirmPassword must equal password. */
export function passwordsMatch(password: string, confirm: string): boolean {
  return password.length > 0 && password === confirm;
}

export interface PhoneLimits {
  minDigits: number;
  maxDigits: number;
  /** The area code with a fixed length (55, Brazil), where the brand's market asks for it … */
  brazilAreaCode?: string;
  /** … and that length. */
  brazilDigits?: number;
}

export const DEFAULT_PHONE_LIMITS: PhoneLimits = {
  minDigits: 5,
  maxDigits: 15,
  brazilAreaCode: "55",
  brazilDigits: 11,
};

export type PhoneProblem = "required" | "digitsOnly" | "length" | "brazilLength";

/** Phone: area code and number required, digits only, 5–15 digits; where the brand says so, area 55 needs exactly 11. */
export function phoneProblem(
  areaCode: string,
  number: string,
  limits: PhoneLimits = DEFAULT_PHONE_LIMITS,
): PhoneProblem | null {
  const area = areaCode.replace(/^\+/, "").trim();
  const digits = number.trim();
  if (!area || !digits) return "required";
  if (!/^\d+$/.test(area) || !/^\d+$/.test(digits)) return "digitsOnly";
  if (limits.brazilAreaCode !== undefined && limits.brazilDigits !== undefined && area === limits.brazilAreaCode)
    return digits.length === limits.brazilDigits ? null : "brazilLength";
  if (digits.length < limits.minDigits || digits.length > limits.maxDigits) return "length";
  return null;
}

/** Keeps digits only, capped at the maximum length (spec §5 phone input). */
export function phoneInput(value: string, maxDigits = DEFAULT_PHONE_LIMITS.maxDigits): string {
  return value.replace(/\D/g, "").slice(0, maxDigits);
}

// ---------------------------------------------------------------------------------------------
// CPF

export const CPF_FORMATTED_LENGTH = 14;

/** As-you-type formatting to ddd.ddd.ddd-dd (non-digits dropped, at most 11 digits). */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** The 11 digits of a CPF written formatted or bare; null for anything else. */
export function cpfDigits(value: string): string | null {
  const text = value.trim();
  if (/^\d{11}$/.test(text)) return text;
  const m = /^(\d{3})\.(\d{3})\.(\d{3})-(\d{2})$/.exec(text);
  return m ? m.slice(1).join("") : null;
}

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF (formatted or 11 digits) with both check digits right and not a run of one digit. */
export function isValidCpf(value: string): boolean {
  const d = cpfDigits(value);
  if (!d || /^(\d)\1{10}$/.test(d)) return false;
  return cpfCheckDigit(d, 9) === Number(d[9]) && cpfCheckDigit(d, 10) === Number(d[10]);
}

/** Completes nine base digits with their check digits (tests make fresh valid CPFs with it). */
export function cpfWithCheckDigits(base9: string): string {
  const ten = base9 + cpfCheckDigit(base9, 9);
  return ten + cpfCheckDigit(ten, 10);
}

// ---------------------------------------------------------------------------------------------
// Dates of birth

/** A real calendar date given as numbers (month 1–12). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Parses YYYY-MM-DD into its parts when it is a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Whole years from a birth date to `today` (UTC calendar). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - birth.year;
  const month = today.getUTCMonth() + 1;
  if (month < birth.month || (month === birth.month && today.getUTCDate() < birth.day)) age -= 1;
  return age;
}

export type BirthDateProblem = "required" | "invalid" | "underage";

/** Day, month and year required; a real date, not in the future; at least `minimumAge` years. */
export function birthDateProblem(value: string, minimumAge = 18, today: Date = new Date()): BirthDateProblem | null {
  if (!value.trim()) return "required";
  const birth = parseIsoDate(value);
  if (!birth) return "invalid";
  const age = ageOn(birth, today);
  if (age < 0 || Date.UTC(birth.year, birth.month - 1, birth.day) > today.getTime()) return "invalid";
  return age >= minimumAge ? null : "underage";
}

// ---------------------------------------------------------------------------------------------
// Names

export interface NameLimits {
  min: number;
  max: number;
}

/** Letters of any script (accented, Chinese, Japanese, Korean …), spaces and hyphens. */
const NAME_RE = /^[\p{L}\p{M}](?:[\p{L}\p{M} -]*[\p{L}\p{M}])?$/u;

export type NameProblem = "required" | "characters" | "length";

/** Trimmed; only letters, spaces and hyphens; 2–30 characters for registration. */
export function nameProblem(value: string, limits: NameLimits = { min: 2, max: 30 }): NameProblem | null {
  const name = value.trim();
  if (!name) return "required";
  if (!NAME_RE.test(name)) return "characters";
  const length = [...name].length;
  if (length < limits.min || length > limits.max) return "length";
  return null;
}

/** Splits a registry full name into first name (first word) and last name (the rest). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words[0], lastName: words.slice(1).join(" ") };
}

// ---------------------------------------------------------------------------------------------
// Dates in a range

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD calendar date as a day count since 1970 (UTC); null when it is not a real date. */
export function dayNumber(date: string): number | null {
  if (!DATE_RE.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || !new Date(time).toISOString().startsWith(date)) return null;
  return time / DAY_MS;
}

export type DateRangeProblem = "datesTogether" | "invalidDate" | "endBeforeStart" | "future" | "tooLong";

/** Spec §5: start and end go together, the end not before the start, not after `today`, at most `maxDays` days. */
export function dateRangeProblem(from: string, to: string, today: string, maxDays: number): DateRangeProblem | null {
  if (!from || !to) return "datesTogether";
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return "invalidDate";
  if (end < start) return "endBeforeStart";
  const last = dayNumber(today);
  if (last !== null && end > last) return "future";
  if (end - start + 1 > maxDays) return "tooLong";
  return null;
}
