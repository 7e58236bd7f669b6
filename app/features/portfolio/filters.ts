/**
 * The portfolio's history filters (spec §9 transaction filters and past periods, §5 start and end
 * dates), read from the page's GET query so they work without JavaScript and can be linked.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { dateRangeProblem, type DateRangeProblem } from "~/forms/rules";
import { checkDateRange } from "~/forms/zod-rules";

/** Spec §9 transaction filters, as the form names them, with the platform's txnType. */
export const TYPES = {
  all: "ALL",
  deposits: "DEPOSIT",
  withdrawals: "WITHDRAWAL",
  cancelled: "CANCELLED_WITHDRAWAL",
  positive: "POSITIVE_ADJUSTMENT",
  negative: "NEGATIVE_ADJUSTMENT",
} as const;
export type TypeFilter = keyof typeof TYPES;

/** What the player reads as a row's state; the platform's states fold into these. */
export const STATUSES = ["pending", "completed", "failed", "cancelled", "rejected"] as const;
export type Status = (typeof STATUSES)[number];

/** Spec §9 past periods, or the player's own dates. */
export const PERIODS = ["7Days", "90Days", "pastYear", "custom"] as const;
export type Period = (typeof PERIODS)[number];
/** The days a past period reaches back, as the platform counts them. */
export const PERIOD_DAYS: Record<Exclude<Period, "custom">, number> = { "7Days": 7, "90Days": 90, pastYear: 365 };

/** The longest custom range: a year and a day, so a leap year's whole year fits. */
export const MAX_RANGE_DAYS = 366;
export const PAGE_SIZE = 10;

export type DateError = DateRangeProblem;

export interface Filters {
  type: TypeFilter;
  status: Status | "any";
  period: Period;
  /** YYYY-MM-DD, set together when period is custom. */
  from: string;
  to: string;
  /** 1-based page. */
  page: number;
}

export interface ParsedFilters {
  filters: Filters;
  /** Set when the custom dates cannot be used: the history is then not asked for. */
  dateError: DateError | null;
}

const TYPE_NAMES = Object.keys(TYPES) as [TypeFilter, ...TypeFilter[]];
const optionalText = z.string().trim().optional().catch(undefined);

/**
 * The query's filters (ADR 101). Unknown values fall back to the defaults (all types, any status,
 * 7Days, page 1) rather than failing the page. Dates without a period make it custom; the form
 * always sends its period, so a preset there wins over dates left filled from before.
 */
const filterValues = z
  .object({
    type: z.enum(TYPE_NAMES).catch("all"),
    status: z.enum([...STATUSES, "any"]).catch("any"),
    period: z.enum(PERIODS).optional().catch(undefined),
    from: optionalText,
    to: optionalText,
    page: z.number().int().min(1).max(10_000).catch(1),
  })
  .transform(({ period: asked, from = "", to = "", ...rest }): Filters => {
    const period = asked ?? (from || to ? "custom" : "7Days");
    return { ...rest, period, from: period === "custom" ? from : "", to: period === "custom" ? to : "" };
  });

const DATE_ERRORS = "filters.errors";

/**
 * The filters with spec §5's date rules on a custom period, at `dates` as `filters.errors.<problem>`.
 * `today` is the brand's calendar day (YYYY-MM-DD in its time zone): an end date after it is refused.
 */
export function filtersSchema(today: string) {
  return filterValues.superRefine((filters, ctx) => {
    if (filters.period === "custom")
      checkDateRange(ctx, { ...filters, today, maxDays: MAX_RANGE_DAYS }, DATE_ERRORS, ["dates"]);
  });
}

/** The filters of a query (the page's GET form) and, on a custom period, the dates' problem. */
export function parseFilters(query: URLSearchParams, today: string): ParsedFilters {
  const values = parseWithZod(query, { schema: filterValues });
  const filters = values.status === "success" ? values.value : filterValues.parse({});
  const checked = parseWithZod(query, { schema: filtersSchema(today) });
  const message = checked.status === "error" ? checked.error?.dates?.[0] : undefined;
  return { filters, dateError: message ? (message.slice(DATE_ERRORS.length + 1) as DateError) : null };
}

/** Spec §5: start and end go together, the end not before the start; not in the future, at most a year. */
export function dateError(from: string, to: string, today: string): DateError | null {
  return dateRangeProblem(from, to, today, MAX_RANGE_DAYS);
}

/** The query of these filters (defaults left out), for paging links and the CSV link. */
export function filterQuery(filters: Filters, page = filters.page): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.type !== "all") query.set("type", filters.type);
  if (filters.status !== "any") query.set("status", filters.status);
  if (filters.period === "custom") {
    query.set("period", "custom");
    query.set("from", filters.from);
    query.set("to", filters.to);
  } else if (filters.period !== "7Days") query.set("period", filters.period);
  if (page > 1) query.set("page", String(page));
  return query;
}

/** The platform state of a history row or pending cashout, as the player reads it. */
export function statusOf(state: string | null): Status {
  switch (state) {
    case "pending":
    case "co_initiated":
      return "pending";
    case "failed":
    case "expired":
      return "failed";
    case "co_reverted":
      return "cancelled";
    case "co_rejected":
      return "rejected";
    default:
      // success, co_success, and rows without a state of their own (rounds, adjustments)
      return "completed";
  }
}
