import { describe, expect, it } from "vitest";
import type { RefinementCtx } from "zod";
import { checkSofForm, minorToDecimalText, sofSchema, type SofForm } from "./sof";

const form: SofForm = {
  decimals: 2,
  otherDocType: "OTHER",
  docTypes: [
    { docType: "SALARY", docInfo: ["PAYSLIP", "BANK_STATEMENT"], subAttributes: ["annualSalary", "annualBonus"] },
    { docType: "OTHER", docInfo: ["OTHER_DOCUMENT"], subAttributes: ["giftAmount"] },
  ],
};
const brl = { symbol: "R$", position: "before" as const, decimalSeparator: ",", thousandsSeparator: "." };
const eur = { symbol: "€", position: "before" as const, decimalSeparator: ".", thousandsSeparator: "," };

describe("minorToDecimalText: exact text from integer minor units", () => {
  it("places the decimals without a float", () => {
    expect(minorToDecimalText(123450, 2)).toBe("1234.50");
    expect(minorToDecimalText(5, 2)).toBe("0.05");
    expect(minorToDecimalText(5000, 0)).toBe("5000");
    expect(minorToDecimalText(999999999999999, 2)).toBe("9999999999999.99");
  });
});

describe("checkSofForm mirrors the platform's source-of-income rules", () => {
  it("turns typed amounts in the brand's format into the platform's fields", () => {
    expect(
      checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "R$ 45.000,10", annualBonus: "" }, form, brl),
    ).toEqual({
      ok: true,
      fields: { docType: "SALARY", docInfo: "PAYSLIP", subAttributes: JSON.stringify({ annualSalary: "45000.10" }) },
    });
    expect(checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "0.1" }, form, eur)).toMatchObject({
      ok: true,
      fields: { subAttributes: '{"annualSalary":"0.10"}' },
    });
  });
  it("answers one error key per field, and needs at least one amount", () => {
    expect(checkSofForm({ docType: "NOPE" }, form, eur)).toEqual({
      ok: false,
      errors: { docType: "sof.errors.docType" },
    });
    expect(
      checkSofForm({ docType: "SALARY", docInfo: "TAX_RETURN", annualSalary: "1.234", annualBonus: "-5" }, form, eur),
    ).toEqual({
      ok: false,
      errors: {
        docInfo: "sof.errors.docInfo",
        annualSalary: "sof.errors.decimals",
        annualBonus: "sof.errors.negative",
      },
    });
    expect(checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP" }, form, eur)).toEqual({
      ok: false,
      errors: { amounts: "sof.errors.amountRequired" },
    });
  });
  it("refuses decimals when the currency has none", () => {
    expect(
      checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "5000,5" }, { ...form, decimals: 0 }, brl),
    ).toEqual({ ok: false, errors: { annualSalary: "sof.errors.noDecimals" } });
  });
  it("refuses an amount over 13 whole digits", () => {
    const whole = { ...form, decimals: 0 };
    expect(
      checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "9999999999999" }, whole, eur),
    ).toMatchObject({
      ok: true,
    });
    expect(checkSofForm({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "99999999999999" }, whole, eur)).toEqual(
      {
        ok: false,
        errors: { annualSalary: "sof.errors.tooLarge" },
      },
    );
  });
  it("needs the 'other' text (1–200 characters) for the other docType, and sends it", () => {
    const base = { docType: "OTHER", docInfo: "OTHER_DOCUMENT", giftAmount: "10" };
    expect(checkSofForm({ ...base, sourceOfIncomeOtherValue: "  " }, form, eur)).toEqual({
      ok: false,
      errors: { sourceOfIncomeOtherValue: "sof.errors.other" },
    });
    expect(checkSofForm({ ...base, sourceOfIncomeOtherValue: "x".repeat(201) }, form, eur)).toMatchObject({
      ok: false,
    });
    expect(checkSofForm({ ...base, sourceOfIncomeOtherValue: " Lottery win " }, form, eur)).toMatchObject({
      ok: true,
      fields: { sourceOfIncomeOtherValue: "Lottery win", subAttributes: '{"giftAmount":"10.00"}' },
    });
  });
});

describe("sofSchema: the same check for conform in the browser and the action", () => {
  const files = (ctx: RefinementCtx, value: unknown) => {
    if (!(value instanceof File)) ctx.addIssue({ code: "custom", path: ["files"], message: "noFile" });
  };

  it("puts each problem at its field, the files' after the fields'", () => {
    const parsed = sofSchema(form, eur, files).safeParse({ docType: "SALARY", docInfo: "PAYSLIP", annualSalary: "x" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["annualSalary"], "sof.errors.format"],
      [["files"], "noFile"],
    ]);
  });

  it("gives the platform's fields once the form and its files are good", () => {
    const file = new File(["x"], "a.png", { type: "image/png" });
    expect(
      sofSchema(form, eur, files).parse({ docType: "SALARY", docInfo: "PAYSLIP", annualBonus: "12", files: file }),
    ).toEqual({ docType: "SALARY", docInfo: "PAYSLIP", subAttributes: '{"annualBonus":"12.00"}' });
  });
});
