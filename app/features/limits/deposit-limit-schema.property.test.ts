import { parseWithZod } from "@conform-to/zod";
import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatAmountInput } from "~/ui/amount-input";
import { DEPOSIT_PERIODS, depositLimitSchema, type DepositPeriod } from "./deposit-limit-schema";
import { BRL_FORMAT as brl, EUR_FORMAT as eur } from "~/ui/currency-fixtures";

const KEY = "limits:deposit.errors";

/** An amount in cents around the interesting bounds: below 1, 1, the cap, just above it. */
const cents = (cap: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: 150 }),
    fc.integer({ min: 1, max: cap * 100 }),
    fc.constantFrom(99, 100, 101, cap * 100 - 1, cap * 100, cap * 100 + 1),
    fc.integer({ min: cap * 100 + 1, max: cap * 1000 }),
  );
const rules = fc.record({
  format: fc.constantFrom(brl, eur),
  cap: fc.constantFrom(500, 10_000, 10_000_000),
  required: fc.subarray([...DEPOSIT_PERIODS]),
});
const input = rules.chain((r) =>
  fc.record({
    rules: fc.constant(r),
    // null (one time in three): the field is left out of the form.
    daily: fc.option(cents(r.cap), { nil: null, freq: 2 }),
    weekly: fc.option(cents(r.cap), { nil: null, freq: 2 }),
    monthly: fc.option(cents(r.cap), { nil: null, freq: 2 }),
  }),
);

/** The spec §5 rules written out once more, plainly, as the model the schema must agree with. */
function expectedErrors(
  cap: number,
  required: readonly DepositPeriod[],
  amounts: Record<DepositPeriod, number | null>,
) {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(`${KEY}.${message}`);
  for (const period of DEPOSIT_PERIODS) {
    const value = amounts[period];
    if (value === null) {
      if (required.includes(period)) add(period, "required");
    } else if (value < 1) add(period, "min");
    else if (value > cap) add(period, "max");
  }
  const { daily, weekly, monthly } = amounts;
  // A missing required period stops the cross-field checks; an amount out of bounds does not
  // (it is still a number, and the player sees both messages).
  if (Object.values(errors).some((messages) => messages.includes(`${KEY}.required`))) return errors;
  if (daily === null && weekly === null && monthly === null) add("", "atLeastOne");
  if (daily !== null && weekly !== null && daily > weekly) add("daily", "dailyAboveWeekly");
  if (daily !== null && monthly !== null && daily > monthly) add("daily", "dailyAboveMonthly");
  if (weekly !== null && monthly !== null && weekly > monthly) add("weekly", "weeklyAboveMonthly");
  return errors;
}

describe("deposit limit bounds (spec §5) as properties", () => {
  it.prop([input])(
    "accepts exactly the amounts within 1…cap in daily ≤ weekly ≤ monthly order",
    ({ rules, ...given }) => {
      const form = new FormData();
      const amounts = {} as Record<DepositPeriod, number | null>;
      for (const period of DEPOSIT_PERIODS) {
        const value = given[period];
        amounts[period] = value === null ? null : value / 100;
        if (value !== null) form.set(period, formatAmountInput(value / 100, rules.format));
      }
      const result = parseWithZod(form, { schema: depositLimitSchema(rules) });
      const errors = expectedErrors(rules.cap, rules.required, amounts);
      if (Object.keys(errors).length === 0) {
        expect(result.status).toBe("success");
        expect(result.status === "success" && result.value).toEqual({ ...amounts });
      } else {
        expect(result.status).toBe("error");
        expect(result.status === "error" && result.error).toEqual(errors);
      }
    },
  );

  it.prop([rules, fc.constantFrom(...DEPOSIT_PERIODS), fc.integer({ min: 100, max: 1_000_000 })])(
    "reads an amount the same with or without the currency symbol and spaces",
    (r, period, value) => {
      const text = formatAmountInput(value / 100, r.format);
      const plain = new FormData();
      plain.set(period, text);
      const decorated = new FormData();
      decorated.set(period, `  ${r.format.symbol} ${text} `);
      const schema = depositLimitSchema(r);
      const a = parseWithZod(plain, { schema });
      const b = parseWithZod(decorated, { schema });
      expect(b.status).toBe(a.status);
      expect(b.status === "success" ? b.value : b.error).toEqual(a.status === "success" ? a.value : a.error);
    },
  );
});
