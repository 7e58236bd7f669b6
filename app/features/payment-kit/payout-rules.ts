/**
 * The rules of payout details (issue 27 §3, spec §5 withdraw fields by country): one named rule
 * per kind of value, shared by the form (as the player types and on the server, via checkFields).
 * The sandbox's makeWalletWithdrawal has its own (sandbox/rules/payout.ts, ADR 090); a test holds
 * both to the same answers. Errors are keys of the cashier namespace.
 */
import { cpfDigits, isValidCpf } from "~/forms/rules";
import { bicOf, ibanDigits, isBic, isIban, isSepaIban } from "./bank-codes";

export type PayoutRuleName =
  | "iban"
  | "sepaIban"
  | "bic"
  | "phone"
  | "pixKey"
  | "name"
  | "latinName"
  | "account"
  | "branchCodeCA"
  | "institutionCA"
  | "accountCA"
  | "branchCodeNZ"
  | "suffixNZ"
  | "accountNZ"
  | "branchCodeJP"
  | "accountJP";

interface PayoutRule {
  test: (value: string) => boolean;
  /** Cashier-namespace key of the message when the test fails. */
  error: string;
  /** The value as the platform takes it (IBAN without spaces, digits without separators). */
  wire?: (value: string) => string;
  /** Digits only: the phone keyboard and no spaces or dashes sent. */
  numeric?: boolean;
  maxLength: number;
}

// bank numbers are often written with spaces or dashes ("12-3456-7890123-00")
const bare = (value: string) => value.replace(/[\s-]/g, "");
const digits = (min: number, max: number, error: string): PayoutRule => ({
  test: (value) => new RegExp(`^\\d{${min},${max}}$`).test(bare(value)),
  error,
  wire: bare,
  numeric: true,
  maxLength: max + 6,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// international format: optional +, country code and number, 10 to 15 digits (E.164)
const PHONE = /^\+?\d{10,15}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// spec §5 names: letters of any script (accented, CJK), spaces, hyphens, apostrophes, dots
const NAME = /^\p{L}[\p{L}\p{M} .'-]{1,99}$/u;
// spec §5 beneficiaryNameJP: English characters only; the payout network takes no kana or kanji
const LATIN_NAME = /^[A-Za-z][A-Za-z .,'-]{1,99}$/;
// a SWIFT or local account: 4 to 34 letters and digits, the IBAN's own bound
const ACCOUNT = /^[A-Za-z0-9]{4,34}$/;

/** A PIX key: a CPF, an e-mail, a phone with country code or a random key (EVP). */
const isPixKey = (value: string) => {
  const text = value.trim();
  return isValidCpf(text) || EMAIL.test(text) || PHONE.test(bare(text)) || EVP.test(text);
};

export const PAYOUT_RULES: Record<PayoutRuleName, PayoutRule> = {
  iban: { test: isIban, error: "payout.errors.iban", wire: ibanDigits, maxLength: 42 },
  sepaIban: {
    test: isSepaIban,
    error: "payout.errors.sepaIban",
    wire: ibanDigits,
    maxLength: 42,
  },
  bic: { test: isBic, error: "payout.errors.bic", wire: bicOf, maxLength: 14 },
  phone: {
    test: (v) => PHONE.test(bare(v)),
    error: "payout.errors.phone",
    wire: bare,
    maxLength: 20,
  },
  pixKey: {
    test: isPixKey,
    error: "payout.errors.pixKey",
    wire: (v) => cpfDigits(v) ?? (PHONE.test(bare(v)) ? bare(v) : v.trim()),
    maxLength: 77,
  },
  name: { test: (v) => NAME.test(v.trim()), error: "payout.errors.name", maxLength: 100 },
  latinName: { test: (v) => LATIN_NAME.test(v.trim()), error: "payout.errors.latinName", maxLength: 100 },
  account: { test: (v) => ACCOUNT.test(bare(v)), error: "payout.errors.account", wire: bare, maxLength: 40 },
  // Canada: 5-digit transit (branch), 3-digit institution, 7 to 12-digit account
  branchCodeCA: digits(5, 5, "payout.errors.branchCodeCA"),
  institutionCA: digits(3, 3, "payout.errors.institutionCA"),
  accountCA: digits(7, 12, "payout.errors.accountCA"),
  // New Zealand: bank and branch (2 + 4 digits), account 7 to 8 digits, suffix 2 to 3
  branchCodeNZ: digits(6, 6, "payout.errors.branchCodeNZ"),
  suffixNZ: digits(2, 3, "payout.errors.suffixNZ"),
  accountNZ: digits(7, 8, "payout.errors.accountNZ"),
  // Japan (Zengin): 3-digit branch, 7-digit account
  branchCodeJP: digits(3, 3, "payout.errors.branchCodeJP"),
  accountJP: digits(7, 7, "payout.errors.accountJP"),
};

/** The error key of `value` under `rule`; null when it passes. An empty value is not judged here. */
export function payoutRuleError(rule: PayoutRuleName, value: string): string | null {
  return PAYOUT_RULES[rule].test(value) ? null : PAYOUT_RULES[rule].error;
}

/** What the platform is sent for a value that passed its rule. */
export const payoutWire = (rule: PayoutRuleName, value: string) =>
  (PAYOUT_RULES[rule].wire ?? ((v) => v.trim()))(value);

/** One field of a country's bank account: its key, as the platform names it, and its rule. */
export interface CountryBankField {
  key: string;
  rule: PayoutRuleName;
}

/**
 * Spec §5/§6 withdraw fields by country: these countries' banks are not reached by IBAN; every
 * other country keeps the method's own fields (an IBAN where the definition has one).
 */
export const COUNTRY_BANK_FIELDS: Record<string, CountryBankField[]> = {
  CA: [
    { key: "branchCode", rule: "branchCodeCA" },
    { key: "financialInstitutionNumber", rule: "institutionCA" },
    { key: "accountNumber", rule: "accountCA" },
  ],
  NZ: [
    { key: "branchCodeNZ", rule: "branchCodeNZ" },
    { key: "accountNumber", rule: "accountNZ" },
    { key: "accountNumberSuffix", rule: "suffixNZ" },
  ],
  JP: [
    { key: "branchCodeJP", rule: "branchCodeJP" },
    { key: "beneficiaryNameJP", rule: "latinName" },
    { key: "accountNumber", rule: "accountJP" },
  ],
};

export const countryBankFields = (country: string) => COUNTRY_BANK_FIELDS[country.trim().toUpperCase()] ?? null;

/** The rule a payout field of this key follows wherever it appears (not the country ones). */
export const RULE_BY_KEY: Record<string, PayoutRuleName> = {
  iban: "iban",
  bic: "bic",
  swiftCode: "bic",
  phone: "phone",
  pixKey: "pixKey",
  beneficiaryName: "name",
  beneficiaryNameJP: "latinName",
  accountNumber: "account",
};

/** The two forms of a wire transfer with a formtype (spec §5): what each one requires. */
export const WIRE_FORMS = {
  SEPA: { iban: "sepaIban" },
  SWIFT: { accountNumber: "account", comments: null },
} as const satisfies Record<string, Record<string, PayoutRuleName | null>>;
export type WireForm = keyof typeof WIRE_FORMS;

/** The state sent when the bank's country has no state list (spec §5). */
export const NO_STATE = "-NA-";
