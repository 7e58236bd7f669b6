import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { intlLocale } from "~/i18n/languages";
import { PlatformError } from "~/platform/errors";
import { getTransactionStatus } from "~/platform/cashier.server";
import type { PlatformCaller } from "~/platform/http.server";
import { getPendingCashouts, type HistoryRow } from "~/platform/portfolio.server";
import { requirePlayer, scopeHeaders } from "~/routing/scope.server";
import { PAGE_SIZE, filterQuery, parseFilters, statusOf, type DateError, type Filters, type Status } from "./filters";
import { dayIn, formatDateTime, maskAccount, payoutClock, zoneLabel } from "./display";
import { historyPage } from "./history.server";

export interface HistoryRowView {
  txnId: string;
  /** The platform's txnType (DEPOSIT, WITHDRAWAL, BET …). */
  type: string;
  /** Signed, major units. */
  amount: number;
  date: string;
  status: Status;
  method: string | null;
  account: string | null;
  /** Why the operator rejected a withdrawal (its transaction status), else null. */
  reason: string | null;
  /** A game round's game page, else null. */
  gameHref: string | null;
  /** A deposit attempt that moved no money (pending, failed, expired): its amount did not reach the balance. */
  attempt: boolean;
}

export interface PendingView {
  txnId: string;
  amount: number;
  method: string | null;
  account: string | null;
  requested: string;
  due: string | null;
  minutesLeft: number;
  overdue: boolean;
}

export interface PortfolioData {
  lang: string;
  title: string;
  filters: Filters;
  dateError: DateError | null;
  /** The player's today (YYYY-MM-DD): the latest date the date inputs offer. */
  today: string;
  /** Null when the platform did not answer. */
  pending: PendingView[] | null;
  history: { rows: HistoryRowView[]; total: number; pages: number; truncated: boolean } | null;
  /** The filters' query without the page, for the CSV link and the paging links. */
  query: string;
  /** The txnId of a withdrawal the player has just cancelled (?cancelled=…). */
  cancelled: string | null;
  /** The zone every date of the page is written in (the player's, else the brand's), as people say it. */
  timeZone: string;
}

/**
 * A payment method as players read it: the brand's name for it (Skrill, iDEAL), else the page
 * language's name for a card or a bank transfer, else the platform's code.
 */
export function methodLabel(brand: BrandConfig, code: string | null, t: TFunction): string | null {
  if (!code) return null;
  const own = brand.payments.methods.find((m) => m.method === code)?.displayName;
  return own || t(`methods.${code}`, { defaultValue: code });
}

/** A game's page in real mode (spec §2 gameplay path with its game type). */
function gamePath(lang: string, code: string): string {
  return `/${lang}/gameplay/${encodeURIComponent(code)}/real-game`;
}

/** A deposit that has not (or never) reached the wallet: listed with its state, its amount not counted. */
export function isAttempt(row: HistoryRow): boolean {
  return row.txnType === "DEPOSIT" && statusOf(row.status) !== "completed";
}

/**
 * The reasons of the page's rejected withdrawals (issue 27 §6), which only their transaction
 * status carries: one call per rejected row of this page, at most a page's worth.
 */
async function rejectionReasons(caller: PlatformCaller, rows: HistoryRow[]): Promise<Map<string, string>> {
  const rejected = [...new Set(rows.filter((r) => r.status === "co_rejected").map((r) => r.txnId))];
  const found = await Promise.all(
    rejected.map((txnId) =>
      orNull(getTransactionStatus(caller, txnId)).then((s) => [txnId, s?.errorDescription] as const),
    ),
  );
  return new Map(found.flatMap(([txnId, reason]) => (reason ? [[txnId, String(reason)] as const] : [])));
}

/** Catches a platform refusal as "no answer": the page then shows its error state for that part. */
function orNull<T>(promise: Promise<T | null>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });
}

/**
 * {lang}/myaccount/cashier, the portfolio (spec §2, issue 27 §6): pending withdrawals with their
 * payout clock, and one page of the filtered history. A guest logs in first and comes back.
 */
export async function portfolioLoader(args: LoaderFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { brand, lang, caller, url, timeZone: zone } = scope;
  const locale = intlLocale(brand, lang);
  const now = Date.now();
  const today = dayIn(new Date(now), zone);
  const { filters, dateError } = parseFilters(url.searchParams, today);
  const [t, tp, pending, history] = await Promise.all([
    serverT(scope.context, brand, lang, "account"),
    serverT(scope.context, brand, lang, "portfolio"),
    orNull(getPendingCashouts(caller)),
    dateError ? Promise.resolve(null) : orNull(historyPage(caller, filters, zone)),
  ]);
  const reasons = history ? await rejectionReasons(caller, history.rows) : new Map<string, string>();
  const hours = brand.limits.withdraw.payoutHours;
  const methodName = (code: string | null) => methodLabel(brand, code, tp);
  const cancelled = url.searchParams.get("cancelled");
  const query = filterQuery({ ...filters, page: 1 }).toString();
  return data<PortfolioData>(
    {
      lang,
      title: t("portfolio.title"),
      filters,
      dateError,
      today,
      timeZone: zoneLabel(zone, locale, new Date(now)),
      query,
      cancelled: cancelled && /^[A-Za-z0-9]{1,25}$/.test(cancelled) ? cancelled : null,
      pending:
        pending?.map((p) => {
          const clock = payoutClock(p.txnDate, hours, now);
          return {
            txnId: p.txnId,
            amount: p.amount,
            method: methodName(p.paymentMethod ?? p.accountType),
            account: maskAccount(p.accountNumber),
            requested: formatDateTime(p.txnDate, locale, zone),
            due: clock ? formatDateTime(clock.dueAt, locale, zone) : null,
            minutesLeft: clock?.minutesLeft ?? 0,
            overdue: clock?.overdue ?? false,
          };
        }) ?? null,
      history: history && {
        rows: history.rows.map((row) => ({
          txnId: row.txnId,
          type: row.txnType,
          amount: row.amount,
          date: formatDateTime(row.txnDate, locale, zone),
          status: statusOf(row.status),
          method: row.txnType === "BET" ? (row.gameName ?? row.accountType) : methodName(row.accountType),
          account: maskAccount(row.accountNumber),
          reason: row.txnType === "WITHDRAWAL" ? (reasons.get(row.txnId) ?? null) : null,
          gameHref: row.txnType === "BET" && row.accountType ? gamePath(lang, row.accountType) : null,
          attempt: isAttempt(row),
        })),
        total: history.total,
        pages: Math.max(1, Math.ceil(history.total / PAGE_SIZE)),
        truncated: history.truncated,
      },
    },
    { headers: scopeHeaders(scope) },
  );
}
