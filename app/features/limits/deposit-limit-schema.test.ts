import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { depositLimitSchema } from "./deposit-limit-schema";
import { BRL_FORMAT as brl } from "~/ui/currency-fixtures";

const schema = depositLimitSchema({ format: brl, cap: 10_000_000, required: ["monthly"] });

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema });
}
const errorsOf = (fields: Record<string, string>) => {
  const result = submit(fields);
  return result.status === "success" ? null : result.error;
};

describe("deposit limit form (spec §5)", () => {
  it("reads the brand's format into major units; blank optional periods are no limit", () => {
    const result = submit({ daily: "", weekly: "2.500,50", monthly: "R$ 10.000" });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ daily: null, weekly: 2500.5, monthly: 10_000 });
  });

  it("requires the chosen period", () => {
    expect(errorsOf({ daily: "10", weekly: "20" })).toEqual({ monthly: ["limits:deposit.errors.required"] });
  });

  it("wants at least one period when none is required", () => {
    const loose = depositLimitSchema({ format: brl, cap: 10_000_000, required: [] });
    const form = new FormData();
    const result = parseWithZod(form, { schema: loose });
    expect(result.status === "error" && result.error).toEqual({ "": ["limits:deposit.errors.atLeastOne"] });
  });

  it("keeps each amount between 1 and the cap, with at most 2 decimals", () => {
    expect(errorsOf({ monthly: "0,99" })).toEqual({ monthly: ["limits:deposit.errors.min"] });
    expect(errorsOf({ monthly: "0" })).toEqual({ monthly: ["limits:deposit.errors.min"] });
    expect(errorsOf({ monthly: "1" })).toBeNull();
    expect(errorsOf({ monthly: "10.000.000" })).toBeNull();
    expect(errorsOf({ monthly: "10.000.000,01" })).toEqual({ monthly: ["limits:deposit.errors.max"] });
    expect(errorsOf({ monthly: "10,123" })).toEqual({ monthly: ["limits:deposit.errors.decimals"] });
    expect(errorsOf({ monthly: "-5" })).toEqual({ monthly: ["limits:deposit.errors.negative"] });
    expect(errorsOf({ monthly: "dez" })).toEqual({ monthly: ["limits:deposit.errors.format"] });
  });

  it("keeps daily ≤ weekly ≤ monthly and daily ≤ monthly; equal is fine", () => {
    expect(errorsOf({ daily: "100", weekly: "100", monthly: "100" })).toBeNull();
    expect(errorsOf({ daily: "101", weekly: "100", monthly: "1.000" })).toEqual({
      daily: ["limits:deposit.errors.dailyAboveWeekly"],
    });
    expect(errorsOf({ daily: "101", monthly: "100" })).toEqual({ daily: ["limits:deposit.errors.dailyAboveMonthly"] });
    expect(errorsOf({ weekly: "500", monthly: "499,99" })).toEqual({
      weekly: ["limits:deposit.errors.weeklyAboveMonthly"],
    });
  });

  it("uses the brand's cap", () => {
    const small = depositLimitSchema({ format: brl, cap: 500, required: ["monthly"] });
    const form = new FormData();
    form.set("monthly", "501");
    const result = parseWithZod(form, { schema: small });
    expect(result.status === "error" && result.error).toEqual({ monthly: ["limits:deposit.errors.max"] });
  });
});

describe("deposit limit form: any one period is enough when none is required", () => {
  const loose = depositLimitSchema({ format: brl, cap: 10_000_000, required: [] });
  it.each([
    [{ daily: "10" }, { daily: 10, weekly: null, monthly: null }],
    [{ weekly: "20" }, { daily: null, weekly: 20, monthly: null }],
    [{ monthly: "30" }, { daily: null, weekly: null, monthly: 30 }],
    [
      { daily: "10", monthly: "30" },
      { daily: 10, weekly: null, monthly: 30 },
    ],
  ])("%j", (fields, value) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const result = parseWithZod(form, { schema: loose });
    expect(result.status === "success" && result.value).toEqual(value);
  });

  it("requires every chosen period", () => {
    const all = depositLimitSchema({ format: brl, cap: 10_000_000, required: ["daily", "weekly", "monthly"] });
    const result = parseWithZod(new FormData(), { schema: all });
    expect(result.status === "error" && result.error).toEqual({
      daily: ["limits:deposit.errors.required"],
      weekly: ["limits:deposit.errors.required"],
      monthly: ["limits:deposit.errors.required"],
    });
  });
});
