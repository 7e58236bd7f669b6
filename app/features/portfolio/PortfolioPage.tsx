import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BalancesPanel } from "./BalancesPanel";
import { FilterForm } from "./FilterForm";
import { HistoryTable } from "./HistoryTable";
import { PendingList } from "./PendingList";
import type { PortfolioData } from "./portfolio.server";
import { portfolioPath } from "~/routing/spec-routes";

/**
 * {lang}/myaccount/cashier (spec §2 "Portfolio"): balances, pending withdrawals with their payout
 * clock and cancel, and the filtered history with paging and a CSV of it. The account layout draws
 * the frame.
 */
export function PortfolioPage({ page }: { page: PortfolioData }) {
  const { t } = useTranslation("portfolio");
  const location = useLocation();
  const csv = portfolioPath(page.lang, `/statement${page.query ? `?${page.query}` : ""}`);
  return (
    <div className="portfolio">
      {page.cancelled ? (
        <p className="form__success" role="status" data-testid="portfolio-cancelled">
          {t("cancel.done")}
        </p>
      ) : null}
      <BalancesPanel />
      <PendingList lang={page.lang} pending={page.pending} />
      <section className="portfolio-section" aria-labelledby="portfolio-history-title">
        <div className="portfolio-section__head">
          <h2 id="portfolio-history-title">{t("history.title")}</h2>
          {page.history && page.history.total > 0 ? (
            // A plain anchor: the file is downloaded, not routed.
            <a href={csv} className="btn btn--ghost" download data-testid="portfolio-csv">
              {t("history.csv")}
            </a>
          ) : null}
        </div>
        <FilterForm lang={page.lang} filters={page.filters} dateError={page.dateError} today={page.today} />
        {page.history === null && !page.dateError ? (
          <div className="form__error" role="alert" data-testid="portfolio-error">
            <strong>{t("error.title")}</strong> {t("error.body")}{" "}
            <Link to={`${location.pathname}${location.search}`} reloadDocument data-testid="portfolio-retry">
              {t("error.retry")}
            </Link>
          </div>
        ) : (
          <HistoryTable page={page} />
        )}
        <p className="portfolio-zone" data-testid="portfolio-zone">
          {t("history.timeZone", { zone: page.timeZone })}
        </p>
      </section>
    </div>
  );
}
