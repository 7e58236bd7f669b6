import type { LoaderFunctionArgs } from "@remix-run/node";
import { serverT } from "~/i18n/i18next.server";
import { htmlLang } from "~/i18n/languages";
import { PlatformError } from "~/platform/errors";
import { requirePlayer, scopeHeaders } from "~/routing/scope.server";
import { PERIOD_DAYS, parseFilters, statusOf } from "./filters";
import { dayIn, daysBefore, formatDateTime, maskAccount } from "./display";
import { csvFileName, toCsv } from "./csv";
import { allRows } from "./history.server";
import { methodLabel } from "./portfolio.server";

/**
 * {lang}/myaccount/cashier/statement: the filtered history as a CSV download, the same filters as
 * the page (GET), every page of them. Amounts are plain numbers with the brand's decimals.
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
  const locale = htmlLang(lang);
  const decimals = brand.currency.decimals;
  const lines = [
    [
      t("csv.date"),
      t("csv.id"),
      t("csv.type"),
      t("csv.method"),
      t("csv.account"),
      t("csv.status"),
      `${t("csv.amount")} (${brand.currency.code})`,
    ],
    ...all.rows.map((row) => [
      formatDateTime(row.txnDate, locale, zone),
      row.txnId,
      t(`types.${row.txnType}`, { defaultValue: row.txnType }),
      row.txnType === "BET" ? row.accountType : methodLabel(brand, row.accountType, t),
      maskAccount(row.accountNumber),
      t(`status.${statusOf(row.status)}`),
      row.amount.toFixed(decimals),
    ]),
  ];
  const from = filters.period === "custom" ? filters.from : daysBefore(today, PERIOD_DAYS[filters.period]);
  const to = filters.period === "custom" ? filters.to : today;
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${csvFileName(from, to)}"`);
  return new Response(toCsv(lines), { status: 200, headers });
}
