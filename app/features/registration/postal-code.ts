/**
 * Postal codes by country (issue 35 §5), as data: the countries the brands serve, by ISO code.
 * The same rule runs in the complete-profile form and its action (the sandbox has its own, ADR 090). Spaces
 * and hyphens are the player's to type or leave out; the stored form is the country's own.
 */

interface PostalFormat {
  /** The code without spaces or hyphens, upper case. */
  compact: RegExp;
  /** How the country writes one: the example the form shows. */
  example: string;
  /** The country's written form of a valid compact code (default: as compact). */
  layout?: (compact: string) => string;
}

const at = (index: number, separator: string) => (c: string) => `${c.slice(0, index)}${separator}${c.slice(index)}`;
const digits = (n: number): PostalFormat => ({ compact: new RegExp(`^\\d{${n}}$`), example: "0".repeat(n) });

const FORMATS: Record<string, PostalFormat> = {
  BR: { compact: /^\d{8}$/, example: "00000-000", layout: at(5, "-") },
  CL: digits(7),
  DE: digits(5),
  AT: digits(4),
  SE: { compact: /^\d{5}$/, example: "000 00", layout: at(3, " ") },
  RO: digits(6),
  PE: digits(5),
  UY: digits(5),
  AR: { compact: /^(?:[A-Z]\d{4}[A-Z]{3}|\d{4})$/, example: "C1425AAA" },
  CO: digits(6),
  MX: digits(5),
  ES: digits(5),
  PT: { compact: /^\d{7}$/, example: "0000-000", layout: at(4, "-") },
  NO: digits(4),
  FI: digits(5),
  NZ: digits(4),
  JP: { compact: /^\d{7}$/, example: "000-0000", layout: at(3, "-") },
  CA: { compact: /^[A-Z]\d[A-Z]\d[A-Z]\d$/, example: "A1A 1A1", layout: at(3, " ") },
  US: { compact: /^\d{5}(?:\d{4})?$/, example: "00000", layout: (c) => (c.length === 9 ? at(5, "-")(c) : c) },
  GB: { compact: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, example: "SW1A 1AA", layout: (c) => at(c.length - 3, " ")(c) },
  IE: { compact: /^[A-Z]\d[\dW][A-Z\d]{4}$/, example: "A65 F4E2", layout: at(3, " ") },
  IN: { compact: /^[1-9]\d{5}$/, example: "000000" },
};

/** Longest code the field takes, separators included (every format above fits). */
export const POSTAL_CODE_MAX = 10;

// Other countries: 2–10 letters, digits, spaces and hyphens, with a digit (no country's codes are words).
const ANY_COUNTRY = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** The country's example ("00000-000"), or null for a country without a format here. */
export function postalCodeExample(country: string | null | undefined): string | null {
  return FORMATS[(country ?? "").toUpperCase()]?.example ?? null;
}

/**
 * The code in the country's written form ("01304001" → "01304-001" in BR), or null when it is not
 * one of the country's codes. A country not in the table takes any plausible code, trimmed.
 */
export function normalizePostalCode(country: string | null | undefined, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > POSTAL_CODE_MAX) return null;
  const format = FORMATS[(country ?? "").toUpperCase()];
  if (!format) return ANY_COUNTRY.test(trimmed) ? trimmed.replace(/\s+/g, " ") : null;
  const compact = trimmed.toUpperCase().replace(/[\s-]+/g, "");
  if (!format.compact.test(compact)) return null;
  return format.layout ? format.layout(compact) : compact;
}
