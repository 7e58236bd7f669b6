/**
 * Deposit limits (issue 25 §4): the method's period limits shown in step 1, and the message of a
 * responsible-gaming refusal (100327, 100520/100524/100526) built from the platform's answer.
 */

export const LIMIT_PERIODS = ["daily", "weekly", "monthly"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A period limit in major units. */
export interface PeriodLimit {
  period: LimitPeriod;
  amount: number;
}

const FIELD: Record<LimitPeriod, string> = {
  daily: "maxDailyLimit",
  weekly: "maxWeeklyLimit",
  monthly: "maxMonthlyLimit",
};

const positive = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Spec §3 limits of one method: its own maxDaily/Weekly/MonthlyLimit and its row of
 * `cashierDepositLimitList` (by `option`); the smaller where both are set, none where 0.
 */
export function periodLimits(
  methodName: string,
  methodLimits: Record<string, unknown> | null | undefined,
  list: readonly unknown[] | null | undefined,
): PeriodLimit[] {
  const row = (list ?? []).find(
    (entry): entry is Record<string, unknown> =>
      typeof entry === "object" && entry !== null && (entry as Record<string, unknown>).option === methodName,
  );
  return LIMIT_PERIODS.flatMap((period) => {
    const values = [positive(methodLimits?.[FIELD[period]]), positive(row?.[FIELD[period]])].filter(
      (v): v is number => v !== null,
    );
    return values.length ? [{ period, amount: Math.min(...values) }] : [];
  });
}

/** The player's RG deposit limit codes (docs/contract/cashier.md) whose answer says what is left. */
export const RG_LIMIT_CODES = ["100327", "100520", "100524", "100526"] as const;

export interface LimitFormat {
  /** Major units to the brand's money text. */
  money: (amount: number) => string;
  /** An ISO instant to a local date and time. */
  date: (iso: string) => string;
  /** A period's word in the page's language ("daily"). */
  period: (period: LimitPeriod) => string;
}

/**
 * Issue 25 §4: an RG refusal says how much can still be deposited, and from when; null when the
 * code is not one of these or the answer lacks the figures (the code's own message then).
 */
export function limitRefusal(
  code: string,
  body: unknown,
  format: LimitFormat,
): { key: string; values: Record<string, string> } | null {
  if (!(RG_LIMIT_CODES as readonly string[]).includes(code) || !body || typeof body !== "object") return null;
  const answer = body as Record<string, unknown>;
  const period = LIMIT_PERIODS.find((p) => p === answer.limitPeriod);
  const limit = Number(answer.limitAmount);
  const remaining = Number(answer.remainingAmount);
  if (!period || !Number.isFinite(limit) || !Number.isFinite(remaining) || limit <= 0 || remaining < 0) return null;
  const from = typeof answer.availableFrom === "string" && !Number.isNaN(Date.parse(answer.availableFrom));
  const values: Record<string, string> = {
    period: format.period(period),
    limit: format.money(limit),
    amount: format.money(remaining),
  };
  if (from) values.date = format.date(answer.availableFrom as string);
  if (remaining > 0) return { key: from ? "limits.leftUntil" : "limits.left", values };
  return from ? { key: "limits.reached", values } : null;
}

/** The brand's local date and time of an instant, in the page's language (pb: pt-BR). */
export function localDateTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}
