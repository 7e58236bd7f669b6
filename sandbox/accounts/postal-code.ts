/**
 * The platform's postal-code rule for profile updates (issue 35 §5; ADR 090: its own, not the
 * front end's). A code is read without spaces or hyphens, upper case, checked against its
 * country's pattern, and stored in the country's written form. Other countries take any
 * plausible code: 2–10 letters, digits, spaces and hyphens with a digit, as typed.
 */

/** Pattern of the compact code, and where the written form puts a separator (index, character). */
type Format = readonly [compact: RegExp, separator?: readonly [at: number, char: string]];

const FORMATS: Record<string, Format> = {
  AR: [/^(?:[A-Z]\d{4}[A-Z]{3}|\d{4})$/],
  AT: [/^\d{4}$/],
  BR: [/^\d{8}$/, [5, "-"]],
  CA: [/^[A-Z]\d[A-Z]\d[A-Z]\d$/, [3, " "]],
  CL: [/^\d{7}$/],
  CO: [/^\d{6}$/],
  DE: [/^\d{5}$/],
  ES: [/^\d{5}$/],
  FI: [/^\d{5}$/],
  GB: [/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, [-3, " "]],
  IE: [/^[A-Z]\d[\dW][A-Z\d]{4}$/, [3, " "]],
  IN: [/^[1-9]\d{5}$/],
  JP: [/^\d{7}$/, [3, "-"]],
  MX: [/^\d{5}$/],
  NO: [/^\d{4}$/],
  NZ: [/^\d{4}$/],
  PE: [/^\d{5}$/],
  PT: [/^\d{7}$/, [4, "-"]],
  RO: [/^\d{6}$/],
  SE: [/^\d{5}$/, [3, " "]],
  US: [/^\d{5}(?:\d{4})?$/],
  UY: [/^\d{5}$/],
};

const MAX_LENGTH = 10;

/** The code as the country writes it, or null when it is not one of the country's codes. */
export function normalizePostalCode(country: string | null | undefined, value: string): string | null {
  const text = value.trim();
  if (text.length > MAX_LENGTH) return null;
  const code = (country ?? "").toUpperCase();
  const format = FORMATS[code];
  if (!format) return /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(text) ? text.replace(/\s+/g, " ") : null;
  const compact = text.toUpperCase().replace(/[\s-]+/g, "");
  const [pattern, separator] = format;
  if (!pattern.test(compact)) return null;
  // US ZIP+4 is written 12345-6789; a 5-digit ZIP has no separator
  const split = separator ?? (code === "US" && compact.length === 9 ? ([5, "-"] as const) : null);
  return split ? `${compact.slice(0, split[0])}${split[1]}${compact.slice(split[0])}` : compact;
}
