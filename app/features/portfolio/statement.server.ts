import type { LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/i18n/i18next.server";
import { intlLocale } from "~/i18n/languages";
import { PlatformError } from "~/platform/errors";
import { requirePlayer, scopeHeaders } from "~/routing/scope.server";
import { PERIOD_DAYS, parseFilters, statusOf } from "./filters";
import { dayIn, daysBefore, maskAccount } from "./display";
import { csvAmount, csvDateTime, csvFileName, csvFormatFor, toCsv } from "./csv";
import { allRows } from "./history.server";
import { isAttempt, methodLabel } from "./portfolio.server";

/**
 * {lang}/myaccount/cashier/statement: the filtered history as a CSV download, the same filters as
 * the page (GET), every page of them, written for the player's locale (issue 35 §4): `;` between
 * cells where the locale's decimal mark is a comma, amounts as plain numbers with that mark, dates
 * as ISO date and time in the player's zone, a header row in the page's language. A deposit attempt
 * that moved no money has an empty balance cell, so the balance column is the ledger's.
 */
export async function statementLoader(args: LoaderFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { brand, lang, caller, url, timeZone: zone } = scope;
  const today = dayIn(new Date(), zone);
  const { filters, dateError } = parseFilters(url.searchParams, today);
  const t = await serverT(scope.context, brand, lang, "portfolio");
  const headers = scopeHeaders(scope);
  if (dateError) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(t(`filters.errors.${dateError}`), { status: 400, headers });
  }
  const all = await allRows(caller, { ...filters, page: 1 }, zone).catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });
  if (!all) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(t("error.body"), { status: 502, headers });
  }
  const format = csvFormatFor(intlLocale(brand, lang));
  const money = (amount: number) => csvAmount(amount, brand.currency.decimals, format);
  const code = brand.currency.code;
  const lines = [
    [
      `${t("csv.date")} (${zone})`,
      t("csv.id"),
      t("csv.type"),
      t("csv.method"),
      t("csv.account"),
      t("csv.status"),
      `${t("csv.amount")} (${code})`,
      `${t("csv.balance")} (${code})`,
    ],
    ...all.rows.map((row) => [
      csvDateTime(row.txnDate, zone),
      row.txnId,
      t(`types.${row.txnType}`, { defaultValue: row.txnType }),
      row.txnType === "BET" ? (row.gameName ?? row.accountType) : methodLabel(brand, row.accountType, t),
      maskAccount(row.accountNumber),
      t(`status.${statusOf(row.status)}`),
      money(row.amount),
      isAttempt(row) || row.balanceAfter === null || row.balanceAfter === undefined ? null : money(row.balanceAfter),
    ]),
  ];
  const from = filters.period === "custom" ? filters.from : daysBefore(today, PERIOD_DAYS[filters.period]);
  const to = filters.period === "custom" ? filters.to : today;
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${csvFileName(from, to)}"`);
  return new Response(toCsv(lines, format.separator), { status: 200, headers });
}
