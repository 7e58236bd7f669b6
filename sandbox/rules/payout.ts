/**
 * The platform's own rules for payout details (spec §5 withdraw fields by country; ADR 090): what
 * makeWalletWithdrawal accepts as an IBAN, a BIC, a phone, a PIX key or a bank's codes. IBAN and
 * BIC come from `ibantools` (ISO 13616 lengths and mod-97, ISO 9362), the rest from the spec.
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { cpfDigits, isValidCpf } from "../accounts/cpf";

/** A rule: its test and how a refusal describes a value that fails it. */
export interface PayoutRule {
  test: (value: string) => boolean;
  says: string;
}

// bank numbers are often written with spaces or dashes ("12-3456-7890123-00")
const bare = (value: string) => value.replace(/[\s-]/g, "");
const ibanOf = (value: string) => electronicFormatIBAN(value.trim()) ?? "";

export const isIban = (value: string) => isValidIBAN(ibanOf(value));
export const isBic = (value: string) => isValidBIC(value.replace(/\s+/g, "").toUpperCase());

// E.164: an optional +, then 10 to 15 digits with the country code
const isPhone = (value: string) => /^\+?\d{10,15}$/.test(bare(value));
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);
const isRandomKey = (value: string) => /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);

const digitsRule = (min: number, max: number): PayoutRule => ({
  test: (value) => new RegExp(`^\\d{${min},${max}}$`).test(bare(value)),
  says: "valid for the bank's country",
});

export const PAYOUT_RULES = {
  iban: { test: isIban, says: "a valid IBAN" },
  sepaIban: {
    test: (value: string) => isIban(value) && isSEPACountry(ibanOf(value).slice(0, 2)),
    says: "a valid IBAN of a SEPA country",
  },
  bic: { test: isBic, says: "a valid BIC" },
  phone: { test: isPhone, says: "a phone number of 10 to 15 digits" },
  /** A PIX key: a CPF (bare or formatted), an e-mail, a phone with country code, a random key. */
  pixKey: {
    test: (value: string) => {
      const text = value.trim();
      return isValidCpf(cpfDigits(text) ?? "") || isEmail(text) || isPhone(text) || isRandomKey(text);
    },
    says: "a CPF, e-mail, phone or random key",
  },
  // spec §5 beneficiaryNameJP: English characters only (the Zengin network takes no kana or kanji)
  latinName: {
    test: (value: string) => /^[A-Za-z][A-Za-z .,'-]{1,99}$/.test(value.trim()),
    says: "a name in English letters only",
  },
  // a SWIFT or local account: 4 to 34 letters and digits, an IBAN's own bound
  account: {
    test: (value: string) => /^[A-Za-z0-9]{4,34}$/.test(bare(value)),
    says: "an account number of 4 to 34 letters and digits",
  },
  // Canada: 5-digit transit (branch), 3-digit institution, 7 to 12-digit account
  branchCodeCA: digitsRule(5, 5),
  institutionCA: digitsRule(3, 3),
  accountCA: digitsRule(7, 12),
  // New Zealand: bank and branch (2 + 4 digits), account 7 to 8 digits, suffix 2 to 3
  branchCodeNZ: digitsRule(6, 6),
  accountNZ: digitsRule(7, 8),
  suffixNZ: digitsRule(2, 3),
  // Japan (Zengin): 3-digit branch, 7-digit account
  branchCodeJP: digitsRule(3, 3),
  accountJP: digitsRule(7, 7),
} satisfies Record<string, PayoutRule>;

export type PayoutRuleName = keyof typeof PAYOUT_RULES;

/** The rule a payout field of this key follows wherever it appears (a beneficiary's name is free). */
export const RULE_OF_FIELD: Record<string, PayoutRuleName> = {
  iban: "iban",
  bic: "bic",
  swiftCode: "bic",
  phone: "phone",
  beneficiaryNameJP: "latinName",
  accountNumber: "account",
};

/**
 * Spec §5 withdraw fields by country: these countries' banks are not reached by IBAN, so a wire
 * transfer there needs these fields (key as the platform names it → its rule).
 */
const COUNTRY_BANK_FIELDS: Record<string, Record<string, PayoutRuleName>> = {
  CA: { branchCode: "branchCodeCA", financialInstitutionNumber: "institutionCA", accountNumber: "accountCA" },
  NZ: { branchCodeNZ: "branchCodeNZ", accountNumber: "accountNZ", accountNumberSuffix: "suffixNZ" },
  JP: { branchCodeJP: "branchCodeJP", beneficiaryNameJP: "latinName", accountNumber: "accountJP" },
};

export const countryBankFields = (country: string) => COUNTRY_BANK_FIELDS[country.trim().toUpperCase()] ?? null;

/** Spec §5: the state sent when the bank's country has no state list. */
export const NO_STATE = "-NA-";
