/**
 * Where a withdrawal is paid (issue 27 §3, spec §3 withdrawal inputs, §5 bank fields by country):
 * the method's field definitions say what is required, and the method's own rules say what is
 * valid. Pure: the caller passes what it knows of the player. A refusal is 100164 with the reason.
 */
import type { PaymentMethod } from "../../contract/brand";
import { SandboxError } from "../types";
import { cpfDigits } from "../accounts/cpf";
import {
  countryBankFields,
  isBic,
  isIban,
  NO_STATE,
  PAYOUT_RULES,
  RULE_OF_FIELD,
  type PayoutRuleName,
} from "../rules/payout";
import { statesOf } from "./states";

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

/** ISO 13616 (ibantools, sandbox/rules/payout.ts): lengths, format and the mod-97 check. */
export const isValidIban = (input: string) => isIban(input);

/** ISO 9362 with a real country code. */
export const isValidBic = (input: string) => isBic(input);

/** Refuses the first present value that fails its rule (the platform's own, sandbox/rules/payout.ts). */
function checkRules(fields: Record<string, string>, rules: Record<string, PayoutRuleName>): void {
  for (const [name, rule] of Object.entries(rules)) {
    const value = fields[name];
    if (value && !PAYOUT_RULES[rule].test(value)) throw refuse(`${name} is not ${PAYOUT_RULES[rule].says}`);
  }
}

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
function pixPayout(fields: Record<string, string>, ctx: PayoutContext): Payout {
  const key = fields.pixKey ?? "";
  if (!key) throw refuse("pixKey is required");
  if (ctx.ownCpf !== null) {
    if (cpfDigits(key) !== ctx.ownCpf) throw refuse("the PIX key must be the player's own CPF");
    return { accountType: "PIX", accountNumber: mask(ctx.ownCpf) };
  }
  if (!PAYOUT_RULES.pixKey.test(key)) throw refuse("pixKey is not a CPF, e-mail, phone or random key");
  return { accountType: "PIX", accountNumber: mask(key) };
}

function requireAll(fields: Record<string, string>, names: string[]): void {
  const missing = names.filter((n) => !fields[n]);
  if (missing.length) throw refuse(`${missing.join(", ")} required`);
}

/**
 * The bank's state (spec §5): one of its country's getStateDetails list, else '-NA-' (or none,
 * from a client that predates the list).
 */
function checkState(fields: Record<string, string>, country: string): void {
  const states = statesOf(country);
  const state = fields.bankState ?? "";
  if (states.length && !states.some((s) => s.code === state.toUpperCase()))
    throw refuse(`bankState must be one of the states of ${country}`);
  if (!states.length && state && state !== NO_STATE) throw refuse(`bankState must be ${NO_STATE} for ${country}`);
}

/** Wire transfer with a formtype: SEPA pays to an IBAN, SWIFT to an account number with comments. */
function wirePayout(m: PaymentMethod, fields: Record<string, string>, ctx: PayoutContext): Payout {
  const hasFormtype = m.fields.some((f) => f.key === "formtype");
  const governed = new Set(["iban", "accountNumber", "comments"]);
  const country = (fields.bankCountry || ctx.country).toUpperCase();
  const byCountry = hasFormtype ? null : countryBankFields(country);
  requireAll(
    fields,
    m.fields
      .filter((f) => f.requiredNewPayment === true && !NOT_PAYOUT_FIELDS.has(f.key) && !governed.has(f.key))
      .map((f) => f.key),
  );
  checkState(fields, country);
  if (hasFormtype) {
    const formtype = fields.formtype;
    if (formtype === "SEPA") {
      // the SWIFT group is not part of a SEPA payout, whatever came with it
      const { accountNumber: _a, comments: _c, ...sepa } = fields;
      requireAll(sepa, ["iban"]);
      checkRules(sepa, { ...RULE_OF_FIELD, iban: "sepaIban" });
      return { accountType: "WIRE_TRANSFER", accountNumber: mask(sepa.iban) };
    }
    if (formtype === "SWIFT") {
      const { iban: _i, ...swift } = fields;
      requireAll(swift, ["accountNumber", "comments"]);
      checkRules(swift, RULE_OF_FIELD);
      return { accountType: "WIRE_TRANSFER", accountNumber: mask(swift.accountNumber) };
    }
    throw refuse("formtype must be SEPA or SWIFT");
  }
  if (byCountry) {
    requireAll(fields, Object.keys(byCountry));
    checkRules(fields, { ...RULE_OF_FIELD, ...byCountry });
    return { accountType: m.method, accountNumber: mask(fields.accountNumber) };
  }
  const required = (name: string) => m.fields.some((f) => f.key === name && f.requiredNewPayment === true);
  requireAll(fields, ["iban", "accountNumber", "comments"].filter(required));
  checkRules(fields, RULE_OF_FIELD);
  const account = fields.accountNumber || fields.iban;
  if (!account) throw refuse("accountNumber or iban required");
  return { accountType: m.method, accountNumber: mask(account) };
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
      requireAll(fields, ["phone"]);
      checkRules(fields, { phone: "phone" });
      return { accountType: "QIWI", accountNumber: mask(fields.phone.replace(/[\s-]/g, "")) };
    case "BANKIBAN":
      requireAll(fields, ["bic", "iban", "beneficiaryName", "bankName"]);
      checkRules(fields, RULE_OF_FIELD);
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
