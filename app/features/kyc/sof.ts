import { z, type RefinementCtx } from "zod";
import { parseAmountMinor, type AmountFormat } from "~/ui/amount-input";
import type { CurrencyFormat } from "~/ui/format-money";

/**
 * The source-of-income form (spec §3, issue 26 §5) as getSofProperties describes it, and the
 * check of what the player typed, mirroring docs/contract/kyc.md so the platform's refusal is rare.
 */
export interface SofForm {
  decimals: number;
  otherDocType: string | null;
  docTypes: { docType: string; docInfo: string[]; subAttributes: string[] }[];
}

/** The platform's amount: at most 13 whole digits. */
const MAX_WHOLE_DIGITS = 13;
export const OTHER_VALUE_MAX = 200;

export type SofFieldErrors = Partial<Record<string, string>>;
export type SofCheck = { ok: true; fields: Record<string, string> } | { ok: false; errors: SofFieldErrors };

/** Integer minor units as the platform's decimal text (123450, 2 decimals → "1234.50"), no float on the way. */
export function minorToDecimalText(minor: number, decimals: number): string {
  const digits = BigInt(minor)
    .toString()
    .padStart(decimals + 1, "0");
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** One typed amount: empty (skipped), an error key, or the platform's text. */
type AmountField = { empty: true } | { error: string } | { text: string };

function checkAmountField(raw: string, format: AmountFormat): AmountField {
  if (!raw.trim()) return { empty: true };
  const parsed = parseAmountMinor(raw, format);
  if (!parsed.ok) {
    const key =
      parsed.error === "decimals"
        ? format.decimals === 0
          ? "noDecimals"
          : "decimals"
        : parsed.error === "spaces"
          ? "format"
          : parsed.error;
    return { error: `sof.errors.${key}` };
  }
  const text = minorToDecimalText(parsed.minor, format.decimals);
  if (text.split(".")[0].replace(/^0+(?=\d)/, "").length > MAX_WHOLE_DIGITS) return { error: "sof.errors.tooLarge" };
  return { text };
}

/** What the schema gives: the platform's fields (docType, docInfo, subAttributes as JSON, the "other" value). */
export type SofFields = Record<string, string>;

type Currency = Pick<CurrencyFormat, "symbol" | "position" | "decimalSeparator" | "thousandsSeparator">;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The source-of-income form as one zod schema (ADR 101), for conform in the browser and for the
 * action: an error key per field (`amounts` when none is typed), then the platform's fields.
 * Amounts are read in the brand's number format; `files` adds the upload's own check (files.ts).
 */
export function sofSchema(form: SofForm, currency: Currency, files?: (ctx: RefinementCtx, value: unknown) => void) {
  const format = { ...currency, decimals: form.decimals };
  return z
    .object({})
    .catchall(z.unknown())
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const type = form.docTypes.find((t) => t.docType === values.docType);
      if (!type) return issue("docType", "sof.errors.docType");
      if (!type.docInfo.includes(text(values.docInfo))) issue("docInfo", "sof.errors.docInfo");
      const results = type.subAttributes.map((name) => [name, checkAmountField(text(values[name]), format)] as const);
      for (const [name, result] of results) if ("error" in result) issue(name, result.error);
      if (results.every(([, result]) => "empty" in result)) issue("amounts", "sof.errors.amountRequired");
      const other = text(values.sourceOfIncomeOtherValue).trim();
      if (isOtherType(form, type.docType) && (other.length === 0 || other.length > OTHER_VALUE_MAX))
        issue("sourceOfIncomeOtherValue", "sof.errors.other");
      files?.(ctx, values.files);
    })
    .transform((values): SofFields => {
      const type = form.docTypes.find((t) => t.docType === values.docType)!;
      const amounts: Record<string, string> = {};
      for (const name of type.subAttributes) {
        const result = checkAmountField(text(values[name]), format);
        if ("text" in result) amounts[name] = result.text;
      }
      const fields: SofFields = {
        docType: type.docType,
        docInfo: text(values.docInfo),
        subAttributes: JSON.stringify(amounts),
      };
      if (isOtherType(form, type.docType))
        fields.sourceOfIncomeOtherValue = text(values.sourceOfIncomeOtherValue).trim();
      return fields;
    });
}

const isOtherType = (form: SofForm, docType: string) => form.otherDocType !== null && docType === form.otherDocType;

/** The schema's answer as one error key per field, or the platform's fields (the unit tests' view). */
export function checkSofForm(values: Record<string, string>, form: SofForm, currency: Currency): SofCheck {
  const parsed = sofSchema(form, currency).safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: SofFieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}
