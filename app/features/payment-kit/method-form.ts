import type { CashierData, CashierField, CashierMethod } from "~/platform/cashier.server";
import { fieldState, initialMode, type PaymentMode } from "./fields";
import { mergeCardMethods, mergeCardOrder } from "./merge-cards";
import { cardNumberError, cvvError, expiryError, expiryYears, holderError, type YearMonth } from "./card/rules";
import { cardDigits } from "./card/grouping";
import { payoutFields, type PayoutContext } from "./payout-fields";
import { payoutRuleError, payoutWire, PAYOUT_RULES, type PayoutRuleName } from "./payout-rules";

/** The deposit flows the front end drives (spec §4 provider redirects); a `bank` method has none. */
export type DepositKind = "qr" | "card" | "wallet" | "redirect";
const KINDS: readonly string[] = ["qr", "card", "wallet", "redirect"];

/**
 * The cashier's deposit methods in its displayOrder, VISA and MASTERCARD merged into one card
 * (merge-cards.ts). Methods of a kind without a deposit flow (a bank transfer form) are left out:
 * the platform would refuse them (100196), so offering them would only lead to an error.
 */
export function depositMethods(cashier: CashierData): CashierMethod[] {
  const methods = mergeCardMethods(cashier.depositMethods ?? {});
  const order = mergeCardOrder(cashier.displayOrder?.length ? cashier.displayOrder : Object.keys(methods));
  return order.flatMap((name) => {
    const method = methods[name];
    return method && KINDS.includes(method.kind ?? "") ? [method] : [];
  });
}

/** One option of a select: the value sent, and either a text or a key with values to translate. */
export interface FieldOption {
  value: string;
  text?: string;
  labelKey?: string;
  labelValues?: Record<string, string>;
}

/** A field as the form renders it: decided from the definition, the mode and the method's data. */
export interface FormField {
  key: string;
  name: string;
  type: string;
  required: boolean;
  encrypted: boolean;
  /** The definition's class: neighbours of one class (expiry month and year) share a row. */
  group: string;
  /** Translation keys tried in order: by the method's kind, then by the field's key. */
  labelKeys: string[];
  options?: FieldOption[];
  /** Payout details: the named rule of payout-rules.ts the value must pass. */
  rule?: PayoutRuleName;
  /**
   * Payout details: the field counts only when the radio `name` has `value` (a wire's SEPA or
   * SWIFT group); both groups are drawn, so the form works without JavaScript (ADR 070).
   */
  when?: { name: string; value: string };
  /** The only value the field may send, whatever is posted (the player's own CPF, '-NA-'). */
  fixed?: string;
}

/** Field types a deposit form can take from the player; label, file and button carry no value here. */
const INPUT_TYPES = ["select", "tel", "text", "email", "password"];
/** A payout form also takes a radio (a wire's formtype, spec §5). */
const PAYOUT_INPUT_TYPES = [...INPUT_TYPES, "radio"];

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The options of a select field, from the method's data: saved cards (accountId of a card
 * method), the expiry months and years of spec §5, the method's banks. Null for a select the
 * cashier gives no options for, which is then not shown.
 */
function optionsOf(field: CashierField, method: CashierMethod, now: YearMonth): FieldOption[] | null {
  if (field.key === "accountId" && method.kind === "card")
    return (method.usedInstruments ?? []).map((card) => ({
      value: String(card.instrumentId),
      labelKey: "fields.savedCard",
      labelValues: { digits: card.ccDetails?.lastDigits ?? "" },
    }));
  if (field.key === "expiryMonth")
    return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), text: pad2(i + 1) }));
  if (field.key === "expiryYear") return expiryYears(now).map((year) => ({ value: String(year), text: String(year) }));
  if (field.key === "bank") return (method.banks ?? []).map((bank) => ({ value: bank, text: bank }));
  return null;
}

/** The saved accounts a repeat payment can use (a card method's saved cards). */
export const savedAccounts = (method: CashierMethod) => method.usedInstruments?.length ?? 0;

/** The mode the URL asks for (`step=new` is "Add new card"), else the method's own (fields.ts). */
export function modeOf(method: CashierMethod, step: string | null): PaymentMode {
  if (step === "new") return "new";
  return initialMode(savedAccounts(method));
}

/**
 * The fields of `method` in `mode`, ONLY from its definitions (spec §3): visible and required by
 * fields.ts. The saved-account select belongs to a repeat payment: in "new" mode the player
 * asked for a new card, so it is not shown; a select without options is not shown either.
 * With `payout` (a cashout), the fields are the payout details of payout-fields.ts.
 */
export function formFields(
  method: CashierMethod,
  mode: PaymentMode,
  now: YearMonth,
  payout?: PayoutContext,
): FormField[] {
  const base = definedFields(method, mode, now, payout ? PAYOUT_INPUT_TYPES : INPUT_TYPES);
  return payout ? payoutFields(method, base, payout) : base;
}

function definedFields(method: CashierMethod, mode: PaymentMode, now: YearMonth, types: string[]): FormField[] {
  const saved = savedAccounts(method);
  return (method.fields ?? []).flatMap((field) => {
    if (!types.includes(field.type)) return [];
    const state = fieldState(
      { ...field, id: field.id ?? field.key, class: field.class ?? "" } as Parameters<typeof fieldState>[0],
      mode,
      saved,
    );
    if (!state.visible) return [];
    const options = field.type === "select" ? optionsOf(field, method, now) : null;
    if (field.type === "select" && !options?.length) return [];
    if (field.key === "accountId" && method.kind === "card" && mode === "new") return [];
    return [
      {
        key: field.key,
        name: field.name,
        type: field.type,
        // A saved-account select with options is how a repeat payment names the card.
        required: state.required || (field.key === "accountId" && mode === "repeat"),
        encrypted: field.encrypted,
        group: field.class ?? "",
        labelKeys: [`fields.${method.kind}.${field.key}`, `fields.${field.key}`, "fields.other"],
        ...(options ? { options } : {}),
      },
    ];
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest value any field takes; the platform's own fields are shorter. */
export const FIELD_MAX_LENGTH = 200;

/**
 * Spec §5 rules on what the player typed, by field key (card number, expiry, CVV, holder) or type
 * (e-mail, select): error keys of the cashier namespace by field name; empty when all is valid.
 */
export function checkFields(fields: FormField[], values: Record<string, string>, now: YearMonth) {
  const errors: Record<string, string> = {};
  const value = (key: string) => values[fields.find((f) => f.key === key)?.name ?? key] ?? "";
  for (const field of activeFields(fields, values)) {
    // a fixed value is sent whatever was posted (wireFields); only its absence is an error
    if (field.fixed !== undefined) {
      if (field.required && !field.fixed) errors[field.name] = "payout.errors.noFixed";
      continue;
    }
    const text = values[field.name] ?? "";
    if (!text.trim() && !field.required) continue;
    let error: string | null = null;
    if (field.key === "cardNumber") error = cardNumberError(text);
    else if (field.key === "cvv") error = cvvError(text);
    else if (field.key === "cardHolderName") error = holderError(text);
    else if (field.key === "expiryMonth" || field.key === "expiryYear") {
      const expiry = expiryError(value("expiryMonth"), value("expiryYear"), now);
      const own = field.key === "expiryYear" ? /year/i.test(expiry ?? "") : !/year/i.test(expiry ?? "");
      error = own ? expiry : null;
    } else if (!text.trim()) error = "fields.errors.required";
    else if (text.length > FIELD_MAX_LENGTH) error = "fields.errors.tooLong";
    else if (field.options && !field.options.some((o) => o.value === text)) error = "fields.errors.choose";
    else if (field.type === "email" && !EMAIL.test(text.trim())) error = "fields.errors.email";
    else if (field.rule) error = payoutRuleError(field.rule, text);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/**
 * The fields that count for what was posted: a field of a SEPA / SWIFT group only when its
 * radio has that value, so the group the player did not choose is ignored (ADR 070).
 */
export function activeFields(fields: FormField[], values: Record<string, string>): FormField[] {
  return fields.filter((f) => !f.when || (values[f.when.name] ?? "") === f.when.value);
}

/**
 * What the browser checks of one value as the player types or leaves a field: the payout rule
 * or the e-mail form; emptiness and cross-field rules are left to the submit (checkFields).
 */
export function liveFieldError(field: FormField, text: string): string | null {
  if (!text.trim() || field.fixed !== undefined) return null;
  if (text.length > FIELD_MAX_LENGTH) return "fields.errors.tooLong";
  if (field.rule) return payoutRuleError(field.rule, text);
  if (field.type === "email" && !EMAIL.test(text.trim())) return "fields.errors.email";
  return null;
}

/** The longest value a payout rule takes (an IBAN with its spaces), else the general bound. */
export const fieldMaxLength = (field: FormField) =>
  field.rule ? PAYOUT_RULES[field.rule].maxLength : FIELD_MAX_LENGTH;

/** The fields in rows: neighbours of one class together, every other field alone. */
export function fieldRows(fields: FormField[]): FormField[][] {
  const rows: FormField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (last && field.group && last[0].group === field.group) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/**
 * What goes to the platform: trimmed values, the card number as digits only, a payout value in
 * its rule's form (IBAN without spaces), a fixed value as fixed, and no field of an unchosen group.
 */
export function wireFields(fields: FormField[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of activeFields(fields, values)) {
    const text = (field.fixed ?? values[field.name] ?? "").trim();
    if (!text) continue;
    if (field.key === "cardNumber") out[field.name] = cardDigits(text);
    else out[field.name] = field.rule ? payoutWire(field.rule, text) : text;
  }
  return out;
}

/**
 * What the page may show again after an error: everything the player typed except encrypted
 * fields (card number, CVV), which never go back into HTML nor into the session (ADR 058).
 */
export function echoable(fields: FormField[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    fields
      .filter((f) => !f.encrypted && values[f.name])
      .map((f) => [f.name, values[f.name].slice(0, FIELD_MAX_LENGTH)]),
  );
}
