/**
 * The portfolio's history filters (spec §9 transaction filters and past periods, §5 start and end
 * dates), read from the page's GET query so they work without JavaScript and can be linked.
 */
import { dateRangeProblem, type DateRangeProblem } from "~/forms/rules";

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

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/**
 * The filters of a query. `today` is the brand's calendar day (YYYY-MM-DD in its time zone): an end
 * date after it is refused. Dates without a period make it custom; unknown values fall back to the
 * defaults (all types, any status, 7Days, page 1) rather than failing the page.
 */
export function parseFilters(query: URLSearchParams, today: string): ParsedFilters {
  const from = (query.get("from") ?? "").trim();
  const to = (query.get("to") ?? "").trim();
  // The form always sends its period: a preset there wins over dates left filled from before.
  const asked = query.get("period");
  const period: Period = PERIODS.includes(asked as Period) ? (asked as Period) : from || to ? "custom" : "7Days";
  const pageNumber = Number(query.get("page"));
  const filters: Filters = {
    type: oneOf(Object.keys(TYPES) as TypeFilter[], query.get("type"), "all"),
    status: oneOf([...STATUSES, "any"] as const, query.get("status"), "any"),
    period,
    from: period === "custom" ? from : "",
    to: period === "custom" ? to : "",
    page: Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1,
  };
  return { filters, dateError: period === "custom" ? dateError(from, to, today) : null };
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
