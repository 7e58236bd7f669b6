/**
 * Where a withdrawal is paid (issue 27 §3, spec §3 withdrawal inputs, §5 bank fields by country):
 * the method's field definitions say what is required, and the method's own rules say what is
 * valid. Pure: the caller passes what it knows of the player. A refusal is 100164 with the reason.
 */
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SandboxError } from "../types";
import { cpfDigits } from "../accounts/cpf";

export interface Payout {
  accountType: string;
  /** Masked: only the last 4 characters show. */
  accountNumber: string;
}

export interface PayoutContext {
  /** The player's own CPF digits when the brand pays PIX only to it (identityDocument cpf). */
  ownCpf: string | null;
  /** The player's country: the default bank country for the country bank fields. */
  country: string;
}

const refuse = (errorDescription: string) => new SandboxError(100164, 200, { errorDescription });

export const mask = (value: string) => {
  const clean = value.replace(/\s+/g, "");
  return `${"*".repeat(Math.max(0, clean.length - 4))}${clean.slice(-4)}`;
};

/** ISO 13616: country, check digits, 11–30 letters or digits, and the mod-97 remainder 1. */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  // piecewise remainder: the number is up to 70 digits, far past a double
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (input: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.trim());

/**
 * Issue 27 §3 country bank fields; other countries keep the method's own fields (a market
 * without IBANs, such as Chile, pays to an account number).
 */
const COUNTRY_FIELDS: Record<string, Record<string, RegExp>> = {
  CA: { branchCode: /^\d{5}$/, financialInstitutionNumber: /^\d{3}$/, accountNumber: /^\d{7,12}$/ },
  NZ: { branchCodeNZ: /^\d{6}$/, accountNumberSuffix: /^\d{2,3}$/, accountNumber: /^\d{7,8}$/ },
  // the beneficiary in English (Latin) letters only: the payout network takes no kana or kanji
  JP: { branchCodeJP: /^\d{3}$/, beneficiaryNameJP: /^[A-Za-z][A-Za-z .,'-]*$/, accountNumber: /^\d{7}$/ },
};

// the card's fields are for paying in; a card payout names a saved card (accountId)
const NOT_PAYOUT_FIELDS = new Set([
  "amount",
  "accountId",
  "cardNumber",
  "expiryMonth",
  "expiryYear",
  "cvv",
  "cardHolderName",
]);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_RE = /^\+?\d{10,15}$/;
const EVP_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pixPayout(fields: Record<string, string>, ctx: PayoutContext): Payout {
  const key = fields.pixKey ?? "";
  if (!key) throw refuse("pixKey is required");
  if (ctx.ownCpf !== null) {
    if (cpfDigits(key) !== ctx.ownCpf) throw refuse("the PIX key must be the player's own CPF");
    return { accountType: "PIX", accountNumber: mask(ctx.ownCpf) };
  }
  if (!(cpfDigits(key) || EMAIL_RE.test(key) || PHONE_RE.test(key) || EVP_RE.test(key)))
    throw refuse("pixKey is not a CPF, e-mail, phone or random key");
  return { accountType: "PIX", accountNumber: mask(key) };
}

function requireAll(fields: Record<string, string>, names: string[]): void {
  const missing = names.filter((n) => !fields[n]);
  if (missing.length) throw refuse(`${missing.join(", ")} required`);
}

function checkIban(fields: Record<string, string>, name = "iban"): void {
  if (!isValidIban(fields[name] ?? "")) throw refuse(`${name} is not a valid IBAN`);
}

function checkBic(fields: Record<string, string>, name: string): void {
  if (fields[name] && !isValidBic(fields[name].toUpperCase())) throw refuse(`${name} is not a valid BIC`);
}

/** Wire transfer with a formtype: SEPA pays to an IBAN, SWIFT to an account number with comments. */
function wirePayout(m: PaymentMethod, fields: Record<string, string>, ctx: PayoutContext): Payout {
  const hasFormtype = m.fields.some((f) => f.key === "formtype");
  const governed = new Set(["iban", "accountNumber", "comments"]);
  const country = (fields.bankCountry || ctx.country).toUpperCase();
  const byCountry = hasFormtype ? undefined : COUNTRY_FIELDS[country];
  if (byCountry) governed.add("iban");
  requireAll(
    fields,
    m.fields
      .filter((f) => f.requiredNewPayment === true && !NOT_PAYOUT_FIELDS.has(f.key) && !governed.has(f.key))
      .map((f) => f.key),
  );
  checkBic(fields, "swiftCode");
  if (hasFormtype) {
    const formtype = fields.formtype;
    if (formtype === "SEPA") {
      checkIban(fields);
      return { accountType: "WIRE_TRANSFER", accountNumber: mask(fields.iban) };
    }
    if (formtype === "SWIFT") {
      requireAll(fields, ["accountNumber", "comments"]);
      return { accountType: "WIRE_TRANSFER", accountNumber: mask(fields.accountNumber) };
    }
    throw refuse("formtype must be SEPA or SWIFT");
  }
  if (byCountry) return countryPayout(m.method, fields, byCountry);
  const required = (name: string) => m.fields.some((f) => f.key === name && f.requiredNewPayment === true);
  requireAll(fields, ["iban", "accountNumber", "comments"].filter(required));
  if (fields.iban) checkIban(fields);
  const account = fields.accountNumber || fields.iban;
  if (!account) throw refuse("accountNumber or iban required");
  return { accountType: m.method, accountNumber: mask(account) };
}

function countryPayout(method: string, fields: Record<string, string>, rules: Record<string, RegExp>): Payout {
  requireAll(fields, Object.keys(rules));
  const bad = Object.entries(rules).find(([name, re]) => !re.test(fields[name]));
  if (bad) throw refuse(`${bad[0]} is not valid for the bank's country`);
  return { accountType: method, accountNumber: mask(fields.accountNumber) };
}

/**
 * The checked payout of a wallet or bank withdrawal (makeWalletWithdrawal). Card payouts go to a
 * saved card and are checked by the caller, which knows the player's cards.
 */
export function payoutOf(m: PaymentMethod, fields: Record<string, string>, ctx: PayoutContext): Payout {
  switch (m.method) {
    case "PIX":
      return pixPayout(fields, ctx);
    case "QIWI":
      if (!PHONE_RE.test(fields.phone ?? "")) throw refuse("phone must be 10 to 15 digits");
      return { accountType: "QIWI", accountNumber: mask(fields.phone) };
    case "BANKIBAN":
      requireAll(fields, ["bic", "iban", "beneficiaryName", "bankName"]);
      checkIban(fields);
      checkBic(fields, "bic");
      return { accountType: "BANKIBAN", accountNumber: mask(fields.iban) };
    case "RAPID_TRANSFER":
      requireAll(fields, ["instrumentId"]);
      return { accountType: "RAPID_TRANSFER", accountNumber: mask(fields.instrumentId) };
  }
  if (m.kind === "bank") return wirePayout(m, fields, ctx);
  const required = m.fields.filter((f) => f.requiredNewPayment === true && !NOT_PAYOUT_FIELDS.has(f.key));
  requireAll(
    fields,
    required.map((f) => f.key),
  );
  const email = required.find((f) => f.type === "email");
  if (email && !EMAIL_RE.test(fields[email.key])) throw refuse(`${email.key} is not an e-mail address`);
  const account = required.map((f) => fields[f.key]).find(Boolean);
  if (!account) throw refuse(`${m.method} has no payout field`);
  return { accountType: m.method, accountNumber: mask(account) };
}
