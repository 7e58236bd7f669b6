/**
 * Source of income (spec §3, §9; docs/contract/kyc.md): the form getSofProperties describes —
 * docTypes, each with the proofs it takes (docInfo) and its monetary value fields (subAttributes,
 * 11 in all) — and the check of what a player declares with it.
 */
import type { SourceOfIncomeDetails } from "./state";

/** The 11 monetary value fields, amounts in the brand's currency. */
export const MONETARY_FIELDS = [
  "annualSalary",
  "annualBonus",
  "selfEmploymentIncome",
  "pensionIncome",
  "rentalIncome",
  "dividendIncome",
  "interestIncome",
  "investmentSaleProceeds",
  "propertySaleProceeds",
  "inheritanceAmount",
  "giftAmount",
] as const;

export const OTHER_DOC_TYPE = "OTHER";

export const SOF_DOC_TYPES: { docType: string; docInfo: string[]; subAttributes: string[] }[] = [
  {
    docType: "SALARY",
    docInfo: ["PAYSLIP", "EMPLOYMENT_CONTRACT", "BANK_STATEMENT"],
    subAttributes: ["annualSalary", "annualBonus"],
  },
  { docType: "SELF_EMPLOYMENT", docInfo: ["TAX_RETURN", "COMPANY_ACCOUNTS"], subAttributes: ["selfEmploymentIncome"] },
  { docType: "PENSION", docInfo: ["PENSION_STATEMENT", "BANK_STATEMENT"], subAttributes: ["pensionIncome"] },
  { docType: "RENTAL", docInfo: ["TENANCY_AGREEMENT", "BANK_STATEMENT"], subAttributes: ["rentalIncome"] },
  {
    docType: "INVESTMENTS",
    docInfo: ["BROKER_STATEMENT", "DIVIDEND_STATEMENT", "BANK_STATEMENT"],
    subAttributes: ["dividendIncome", "interestIncome", "investmentSaleProceeds"],
  },
  { docType: "PROPERTY_SALE", docInfo: ["SALE_CONTRACT", "BANK_STATEMENT"], subAttributes: ["propertySaleProceeds"] },
  { docType: "INHERITANCE", docInfo: ["WILL_OR_PROBATE", "BANK_STATEMENT"], subAttributes: ["inheritanceAmount"] },
  { docType: "GIFT", docInfo: ["GIFT_LETTER", "BANK_STATEMENT"], subAttributes: ["giftAmount"] },
  { docType: OTHER_DOC_TYPE, docInfo: ["BANK_STATEMENT", "OTHER_DOCUMENT"], subAttributes: [...MONETARY_FIELDS] },
];

export type SofResult =
  { ok: true; details: SourceOfIncomeDetails; otherValue: string | null } | { ok: false; message: string };

/** A declared source of income: known docType and docInfo, its own fields with amounts, "other" text when OTHER. */
export function checkSourceOfIncome(fields: Record<string, string>, decimals: number): SofResult {
  const type = SOF_DOC_TYPES.find((t) => t.docType === fields.docType);
  if (!type) return { ok: false, message: "docType must be one of getSofProperties' docTypes" };
  if (!type.docInfo.includes(fields.docInfo ?? ""))
    return { ok: false, message: "docInfo must be one of the docType's docInfo" };
  let raw: unknown;
  try {
    raw = JSON.parse(fields.subAttributes || "{}");
  } catch {
    return { ok: false, message: "subAttributes must be a JSON object" };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, message: "subAttributes must be a JSON object" };
  const amount = new RegExp(decimals > 0 ? `^\\d{1,13}(\\.\\d{1,${decimals}})?$` : "^\\d{1,13}$");
  const subAttributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!type.subAttributes.includes(name)) return { ok: false, message: `${name} is not a field of ${type.docType}` };
    const text = String(value).trim();
    if (!amount.test(text))
      return { ok: false, message: `${name} must be an amount with at most ${decimals} decimals` };
    subAttributes[name] = text;
  }
  if (Object.keys(subAttributes).length === 0) return { ok: false, message: "give at least one amount" };
  const other = (fields.sourceOfIncomeOtherValue ?? "").trim();
  if (type.docType === OTHER_DOC_TYPE && (other.length === 0 || other.length > 200))
    return { ok: false, message: "sourceOfIncomeOtherValue (1-200 characters) is required for OTHER" };
  return {
    ok: true,
    details: { docType: type.docType, docInfo: fields.docInfo, subAttributes },
    otherValue: type.docType === OTHER_DOC_TYPE ? other : null,
  };
}
