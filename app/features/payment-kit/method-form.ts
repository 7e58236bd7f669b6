import type { CashierData, CashierField, CashierMethod } from "~/platform/cashier.server";
import { fieldState, initialMode, type PaymentMode } from "./fields";
import { mergeCardMethods, mergeCardOrder } from "./merge-cards";
import { activeFields, type FieldOption, type FormField } from "./form-field";
import { FIELD_MAX_LENGTH, formErrors, typedValueError } from "./field-schema";
import { expiryYears, type YearMonth } from "./card/rules";
import { cardDigits } from "./card/grouping";
import { payoutFields, type PayoutContext } from "./payout-fields";
import { payoutWire, PAYOUT_RULES } from "./payout-rules";

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

export type { FieldOption, FormField } from "./form-field";
export { activeFields } from "./form-field";
export { FIELD_MAX_LENGTH } from "./field-schema";

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

/**
 * Spec §5 rules on what the player typed: error keys of the cashier namespace by field name;
 * empty when all is valid. The form's zod schema (payment-kit/field-schema.ts) decides.
 */
export const checkFields = formErrors;

/** What the browser judges of a payout value as the player types (payout-live.ts). */
export const liveFieldError = typedValueError;

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
