/**
 * The payout details of a cashout method (issue 27 §3, spec §3 withdrawal inputs, §5 withdraw
 * fields by country and wire transfer), from the same field definitions as deposits: this turns
 * the generic fields of method-form.ts into the cashout's, adding each field's rule, the spec's
 * inputs a definition leaves out, the SEPA / SWIFT groups and the country bank fields (ADR 070).
 */
import type { CashierMethod } from "~/platform/cashier.server";
import { cpfDigits, formatCpf } from "~/forms/rules";
import type { FieldOption, FormField } from "./method-form";
import { countryBankFields, NO_STATE, RULE_BY_KEY, WIRE_FORMS, type PayoutRuleName } from "./payout-rules";

/** What the form needs to know of the player for a payout. */
export interface PayoutContext {
  /** ISO country of the player: the bank's country for the country bank fields and the state list. */
  country: string;
  /**
   * The player's own CPF where the brand pays PIX only to it (identity document cpf), "" when
   * such a brand's profile has none; null or absent where any key will do.
   */
  ownCpf?: string | null;
  /** getStateDetails for the country; empty or null sends '-NA-' (spec §5). */
  states?: { code: string; name: string }[] | null;
}

/** Deposit-only inputs: the amount has its own input, card details pay in, never out. */
const NOT_PAYOUT = new Set(["amount", "cardNumber", "expiryMonth", "expiryYear", "cvv", "cardHolderName"]);

/** Spec §3 withdrawal inputs a method needs even when its definitions leave them out. */
const SPEC_INPUTS: Record<string, { key: string; type: string }[]> = {
  PIX: [{ key: "pixKey", type: "text" }],
  QIWI: [{ key: "phone", type: "tel" }],
  BANKIBAN: [
    { key: "bic", type: "text" },
    { key: "iban", type: "text" },
    { key: "beneficiaryName", type: "text" },
    { key: "bankName", type: "text" },
  ],
  RAPID_TRANSFER: [{ key: "instrumentId", type: "text" }],
};

const labelKeys = (kind: string, key: string) => [
  `fields.${kind}.${key}`,
  `fields.${key}`,
  `payout.fields.${key}`,
  "fields.other",
];

function synthetic(method: CashierMethod, key: string, type: string, over: Partial<FormField> = {}): FormField {
  return {
    key,
    name: key,
    type,
    required: true,
    encrypted: false,
    group: key,
    labelKeys: labelKeys(method.kind ?? "", key),
    ...over,
  };
}

/** Every field gets the payout label keys and the rule of its key. */
function withRule(method: CashierMethod, field: FormField): FormField {
  const rule = RULE_BY_KEY[field.key];
  return {
    ...field,
    labelKeys: labelKeys(method.kind ?? "", field.key),
    ...(rule && !field.options ? { rule } : {}),
  };
}

/** The definition's field of `key`, or one made from the spec with the given overrides. */
function ensure(method: CashierMethod, fields: FormField[], key: string, type: string, over: Partial<FormField>) {
  const found = fields.find((f) => f.key === key);
  return found ? { ...found, ...over } : synthetic(method, key, type, over);
}

/** SEPA (an IBAN in a SEPA country) or SWIFT (account number and comments); both groups are drawn. */
function wireForms(method: CashierMethod, fields: FormField[]): FormField[] {
  const formtype = fields.find((f) => f.key === "formtype")!;
  const grouped = new Set(Object.values(WIRE_FORMS).flatMap((form) => Object.keys(form)));
  const options: FieldOption[] = Object.keys(WIRE_FORMS).map((value) => ({
    value,
    labelKey: `payout.formtype.${value}`,
  }));
  const out = fields.filter((f) => !grouped.has(f.key));
  out[out.indexOf(formtype)] = { ...formtype, type: "radio", required: true, options };
  for (const [value, form] of Object.entries(WIRE_FORMS))
    for (const [key, rule] of Object.entries(form) as [string, PayoutRuleName | null][])
      out.push(
        ensure(method, fields, key, "text", {
          required: true,
          when: { name: formtype.name, value },
          ...(rule ? { rule } : {}),
        }),
      );
  return out;
}

/** CA, NZ and JP banks by their own numbers in place of an IBAN or account (spec §5/§6). */
function countryForms(method: CashierMethod, fields: FormField[], country: string): FormField[] {
  const own = countryBankFields(country);
  if (!own) return fields;
  const replaced = new Set(["iban", "accountNumber", ...own.map((f) => f.key)]);
  const at = fields.findIndex((f) => replaced.has(f.key));
  const rest = fields.filter((f) => !replaced.has(f.key));
  const added = own.map(({ key, rule }) => ensure(method, fields, key, "text", { required: true, rule }));
  rest.splice(at < 0 ? rest.length : at, 0, ...added);
  return rest;
}

/** The bank's country and state (spec §3 wire inputs): a state list when the country has one. */
function bankPlace(method: CashierMethod, ctx: PayoutContext): FormField[] {
  const country = synthetic(method, "bankCountry", "hidden", { fixed: ctx.country.toUpperCase() });
  const states = ctx.states ?? [];
  const state = states.length
    ? synthetic(method, "bankState", "select", { options: states.map((s) => ({ value: s.code, text: s.name })) })
    : synthetic(method, "bankState", "hidden", { fixed: NO_STATE });
  return [country, state];
}

/**
 * The cashout fields of `method` from its generic fields (`base`, formFields' output): deposit
 * inputs dropped, the spec's withdrawal inputs added, every value under its rule.
 */
export function payoutFields(method: CashierMethod, base: FormField[], ctx: PayoutContext): FormField[] {
  let fields = base.filter((f) => !NOT_PAYOUT.has(f.key)).map((f) => withRule(method, f));
  for (const input of SPEC_INPUTS[method.methodName] ?? [])
    if (!fields.some((f) => f.key === input.key))
      fields.push(withRule(method, synthetic(method, input.key, input.type)));
  if (method.methodName === "RAPID_TRANSFER" && method.usedInstruments?.length)
    fields = fields.map((f) =>
      f.key === "instrumentId"
        ? {
            ...f,
            type: "select",
            options: method.usedInstruments!.map((i) => ({
              value: String(i.instrumentId),
              text: String(i.instrumentId),
            })),
          }
        : f,
    );
  if (method.methodName === "PIX" && ctx.ownCpf != null) {
    // Brazil's rule (spec §3, issue 27 §2): the payout goes only to the player's own CPF key.
    const cpf = cpfDigits(ctx.ownCpf) ?? "";
    fields = fields.map((f) => (f.key === "pixKey" ? { ...f, fixed: formatCpf(cpf), rule: "pixKey" } : f));
  }
  // BANKIBAN names its bank by IBAN and BIC (spec §3): no country or state fields
  if (method.kind !== "bank" || method.methodName === "BANKIBAN") return fields;
  fields = fields.some((f) => f.key === "formtype")
    ? wireForms(method, fields)
    : countryForms(method, fields, ctx.country);
  return [...fields, ...bankPlace(method, ctx)];
}
