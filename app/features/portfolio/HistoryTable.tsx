import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Money } from "~/ui/Money";
import type { PortfolioData } from "./portfolio.server";
import { portfolioPath } from "~/routing/spec-routes";

const TONES = { pending: "warn", completed: "ok", failed: "bad", rejected: "bad", cancelled: undefined } as const;

/**
 * One page of the history: a table from 768 px, stacked cards on a phone (the same markup, laid
 * out by CSS). Amounts are signed: money in is positive, money out negative; a deposit attempt
 * that moved no money shows its amount struck through, with its state.
 */
export function HistoryTable({ page }: { page: PortfolioData }) {
  const { t } = useTranslation("portfolio");
  const history = page.history;
  if (!history) return null;
  if (history.rows.length === 0)
    return (
      <p className="portfolio-empty" data-testid="portfolio-history-empty">
        {t("history.empty")}
      </p>
    );
  return (
    <>
      <table className="portfolio-table" data-testid="portfolio-history">
        <caption className="visually-hidden">{t("history.caption", { count: history.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("history.date")}</th>
            <th scope="col">{t("history.type")}</th>
            <th scope="col">{t("history.method")}</th>
            <th scope="col">{t("history.status")}</th>
            <th scope="col" className="portfolio-table__amount">
              {t("history.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.rows.map((row, i) => (
            <tr
              key={`${row.txnId}-${row.type}-${i}`}
              data-testid="portfolio-row"
              data-txn={row.txnId}
              data-type={row.type}
            >
              <td data-label={t("history.date")}>{row.date}</td>
              <td data-label={t("history.type")}>
                {t(`types.${row.type}`, { defaultValue: row.type })}
                <small className="portfolio-table__id">{row.txnId}</small>
              </td>
              <td data-label={t("history.method")} data-empty={row.method || row.account ? undefined : ""}>
                {row.gameHref && row.method ? (
                  <Link to={row.gameHref} data-testid="portfolio-row-game">
                    {row.method}
                  </Link>
                ) : (
                  [row.method, row.account].filter(Boolean).join(" · ") || "–"
                )}
              </td>
              <td data-label={t("history.status")}>
                <span className="account-badge" data-tone={TONES[row.status]} data-testid="portfolio-row-status">
                  {t(`status.${row.status}`)}
                </span>
                {row.reason ? (
                  <small className="portfolio-table__reason" data-testid="portfolio-row-reason">
                    {t("history.reason", { reason: row.reason })}
                  </small>
                ) : null}
              </td>
              <td
                data-label={t("history.amount")}
                className="portfolio-table__amount"
                data-sign={row.attempt ? "none" : row.amount < 0 ? "out" : "in"}
              >
                {row.attempt ? (
                  <>
                    <s data-testid="portfolio-row-attempt">
                      <Money amount={row.amount} />
                    </s>
                    <small className="portfolio-table__note">{t("history.attempt")}</small>
                  </>
                ) : (
                  <Money amount={row.amount} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.truncated ? <p className="field__hint">{t("history.truncated")}</p> : null}
      <Pager page={page} />
    </>
  );
}

function Pager({ page }: { page: PortfolioData }) {
  const { t } = useTranslation("portfolio");
  const pages = page.history?.pages ?? 1;
  const current = Math.min(page.filters.page, pages);
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(page.query);
    if (n > 1) query.set("page", String(n));
    const text = query.toString();
    return portfolioPath(page.lang, text ? `?${text}` : "");
  };
  return (
    <nav className="portfolio-pager" aria-label={t("history.pages")} data-testid="portfolio-pager">
      {current > 1 ? (
        <Link to={href(current - 1)} className="btn btn--ghost" rel="prev" data-testid="portfolio-prev">
          {t("history.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t("history.pageOf", { page: current, pages })}</span>
      {current < pages ? (
        <Link to={href(current + 1)} className="btn btn--ghost" rel="next" data-testid="portfolio-next">
          {t("history.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
