import type { PlatformCaller } from "~/platform/http.server";
import { getTransactionHistory, type HistoryCriteria, type HistoryRow } from "~/platform/portfolio.server";
import { PAGE_SIZE, TYPES, statusOf, type Filters } from "./filters";

/** Rows read per call when the page has to look through the whole range itself. */
const BATCH = 100;
/** A status filter or a CSV reads at most this many rows of the range (the platform has no status criterion). */
export const SCAN_LIMIT = 5000;

export interface HistoryPage {
  rows: HistoryRow[];
  total: number;
  /** True when the range held more than SCAN_LIMIT rows and only the newest were looked at. */
  truncated: boolean;
}

function criteriaOf(filters: Filters, timeZone: string, index: number, size: number): HistoryCriteria {
  const range =
    filters.period === "custom" ? { fromDate: filters.from, toDate: filters.to } : { period: filters.period };
  return { txnType: TYPES[filters.type], ...range, timeZone, page: { index, size } };
}

/** Every row of the filters' range and type (newest first, up to SCAN_LIMIT), or null when the platform failed. */
export async function allRows(caller: PlatformCaller, filters: Filters, timeZone: string) {
  const rows: HistoryRow[] = [];
  for (let index = 0; rows.length < SCAN_LIMIT; index++) {
    const answer = await getTransactionHistory(caller, criteriaOf(filters, timeZone, index, BATCH));
    if (!answer) return null;
    rows.push(...answer.transactions);
    if (answer.transactions.length < BATCH || rows.length >= answer.totalRecords)
      return { rows: byStatus(rows, filters), truncated: false };
  }
  return { rows: byStatus(rows, filters), truncated: true };
}

function byStatus(rows: HistoryRow[], filters: Filters): HistoryRow[] {
  return filters.status === "any" ? rows : rows.filter((row) => statusOf(row.status) === filters.status);
}

/**
 * One page of the history. Without a status filter the platform pages; with one, the page reads
 * the range and pages the matching rows itself.
 */
export async function historyPage(caller: PlatformCaller, filters: Filters, timeZone: string) {
  const start = (filters.page - 1) * PAGE_SIZE;
  if (filters.status === "any") {
    const answer = await getTransactionHistory(caller, criteriaOf(filters, timeZone, filters.page - 1, PAGE_SIZE));
    return answer ? ({ rows: answer.transactions, total: answer.totalRecords, truncated: false } as HistoryPage) : null;
  }
  const all = await allRows(caller, filters, timeZone);
  if (!all) return null;
  return { rows: all.rows.slice(start, start + PAGE_SIZE), total: all.rows.length, truncated: all.truncated };
}
