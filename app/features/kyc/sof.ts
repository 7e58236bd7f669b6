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

/**
 * The typed form → the platform's fields (docType, docInfo, subAttributes as JSON, the "other"
 * value), or one translated error key per field. Amounts are read in the brand's number format.
 */
export function checkSofForm(
  values: Record<string, string>,
  form: SofForm,
  currency: Pick<CurrencyFormat, "symbol" | "position" | "decimalSeparator" | "thousandsSeparator">,
): SofCheck {
  const errors: SofFieldErrors = {};
  const type = form.docTypes.find((t) => t.docType === values.docType);
  if (!type) return { ok: false, errors: { docType: "sof.errors.docType" } };
  if (!type.docInfo.includes(values.docInfo ?? "")) errors.docInfo = "sof.errors.docInfo";
  const format = { ...currency, decimals: form.decimals };
  const amounts: Record<string, string> = {};
  for (const name of type.subAttributes) {
    const result = checkAmountField(values[name] ?? "", format);
    if ("error" in result) errors[name] = result.error;
    else if ("text" in result) amounts[name] = result.text;
  }
  if (Object.keys(amounts).length === 0 && !type.subAttributes.some((name) => errors[name]))
    errors.amounts = "sof.errors.amountRequired";
  const isOther = form.otherDocType !== null && type.docType === form.otherDocType;
  const other = (values.sourceOfIncomeOtherValue ?? "").trim();
  if (isOther && (other.length === 0 || other.length > OTHER_VALUE_MAX))
    errors.sourceOfIncomeOtherValue = "sof.errors.other";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields: Record<string, string> = {
    docType: type.docType,
    docInfo: values.docInfo ?? "",
    subAttributes: JSON.stringify(amounts),
  };
  if (isOther) fields.sourceOfIncomeOtherValue = other;
  return { ok: true, fields };
}
