import { z } from "zod";
import { parseAmount } from "~/ui/amount-input";
import type { CurrencyFormat } from "~/ui/format-money";

export const DEPOSIT_PERIODS = ["daily", "weekly", "monthly"] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

const KEY = "limits:deposit.errors";

export interface DepositLimitRules {
  format: CurrencyFormat;
  /** Spec §9 deposit limit cap (brand.limits.depositLimitCap), major units. */
  cap: number;
  /** The periods the player must fill in (spec §5 "chosen required"). */
  required: readonly DepositPeriod[];
}

/**
 * Spec §5 deposit limits, one schema for the browser and the action: daily, weekly and monthly
 * amounts typed in the brand's number format; the required (chosen) ones must be given; each is
 * at least 1 and at most the cap, with up to the currency's decimals; daily not above weekly or
 * monthly, weekly not above monthly. A blank optional period means no limit for it. Messages are
 * i18n keys; the cap's message takes {{max}}. The output is the whole set in major units.
 */
export function depositLimitSchema({ format, cap, required }: DepositLimitRules) {
  const amount = (period: DepositPeriod) => {
    const base = required.includes(period) ? z.string({ required_error: `${KEY}.required` }) : z.string().optional();
    return base.transform((text, ctx): number | null => {
      if (text === undefined) return null;
      const parsed = parseAmount(text, format);
      if (!parsed.ok) {
        // Whitespace inside an amount gets the format message here: it shows how to write one.
        const key = parsed.error === "spaces" ? "format" : parsed.error;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${KEY}.${key}` });
        return z.NEVER;
      }
      if (parsed.value < 1) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${KEY}.min` });
      else if (parsed.value > cap) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${KEY}.max` });
      return parsed.value;
    });
  };
  return z
    .object({
      daily: amount("daily"),
      weekly: amount("weekly"),
      monthly: amount("monthly"),
      redirectUrl: z.string().optional(),
    })
    .superRefine((limits, ctx) => {
      const { daily, weekly, monthly } = limits;
      if (daily === null && weekly === null && monthly === null)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: `${KEY}.atLeastOne` });
      if (daily !== null && weekly !== null && daily > weekly)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["daily"], message: `${KEY}.dailyAboveWeekly` });
      if (daily !== null && monthly !== null && daily > monthly)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["daily"], message: `${KEY}.dailyAboveMonthly` });
      if (weekly !== null && monthly !== null && weekly > monthly)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["weekly"], message: `${KEY}.weeklyAboveMonthly` });
    });
}

export type DepositLimitInput = z.output<ReturnType<typeof depositLimitSchema>>;
