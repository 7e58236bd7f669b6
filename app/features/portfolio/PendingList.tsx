import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "~/ui/Money";
import type { PendingView } from "./portfolio.server";

/** Hours and minutes left, in words ("3 h 05 min"). */
function left(minutes: number, t: (key: string, vars: Record<string, number | string>) => string) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours
    ? t("pending.leftHours", { hours, minutes: String(rest).padStart(2, "0") })
    : t("pending.leftMinutes", { minutes: rest });
}

/** Whole minutes since the page was shown: the server's "time left" counts down in the browser. */
function useMinutesShown(): number {
  const [minutes, setMinutes] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const timer = window.setInterval(() => setMinutes(Math.floor((Date.now() - start) / 60_000)), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return minutes;
}

/**
 * Pending withdrawals (getPendingCashouts) with the payout clock: when each was requested and
 * when payment is expected (limits.withdraw.payoutHours later), and a Cancel that asks first.
 */
export function PendingList({ lang, pending }: { lang: string; pending: PendingView[] | null }) {
  const { t } = useTranslation("portfolio");
  const shown = useMinutesShown();
  return (
    <section className="portfolio-section" aria-labelledby="portfolio-pending-title" data-testid="portfolio-pending">
      <h2 id="portfolio-pending-title">{t("pending.title")}</h2>
      {pending === null ? (
        <p className="form__error" role="alert">
          {t("pending.unavailable")}
        </p>
      ) : pending.length === 0 ? (
        <p className="portfolio-empty">{t("pending.none")}</p>
      ) : (
        <ul className="portfolio-pending" role="list">
          {pending.map((p) => (
            <li
              key={p.txnId}
              className="portfolio-pending__item"
              data-testid="portfolio-pending-item"
              data-txn={p.txnId}
            >
              <div className="portfolio-pending__head">
                <strong className="portfolio-amount">
                  <Money amount={p.amount} />
                </strong>
                <span className="account-badge" data-tone="warn">
                  {t("status.pending")}
                </span>
              </div>
              <p className="portfolio-pending__to">{[p.method, p.account].filter(Boolean).join(" · ")}</p>
              <p className="portfolio-pending__clock" data-testid="portfolio-payout-clock">
                {/* no sentence period after a date: es-CL's ends in "p. m." already */}
                {t("pending.requested", { date: p.requested })}
                {p.due ? " · " : null}
                {p.due
                  ? p.overdue || p.minutesLeft - shown <= 0
                    ? t("pending.overdue", { date: p.due })
                    : t("pending.expected", { date: p.due, left: left(p.minutesLeft - shown, t) })
                  : null}
              </p>
              <Link
                to={`/${lang}/withdraw/cancelWithdrawal?${new URLSearchParams({ txnId: p.txnId })}`}
                className="btn btn--ghost portfolio-pending__cancel"
                data-testid="portfolio-cancel"
              >
                {t("pending.cancel")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
