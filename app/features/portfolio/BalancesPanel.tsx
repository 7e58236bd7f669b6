import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "~/session/PlayerContext";
import { modalHref } from "~/routing/modal-links";
import { Money } from "~/ui/Money";

/**
 * The player's wallets by spec §3's formulas, live: the same PushRealBalance the header shows, so
 * a cancelled withdrawal's money appears here without a reload. Deposit and withdraw open their
 * modals over this page (by URL, so without JavaScript too).
 */
export function BalancesPanel() {
  const { t } = useTranslation("portfolio");
  const { balances } = usePlayer();
  const location = useLocation();
  if (!balances) return null;
  const withdrawQuery = new URLSearchParams(location.search);
  withdrawQuery.set("withdraw", "true");
  const parts = [
    ["cash", balances.cash],
    ["gamesBonus", balances.gamesBonus],
    ["freebet", balances.freebet],
    ["drp", balances.drp],
  ] as const;
  return (
    <section className="portfolio-balances" aria-labelledby="portfolio-balances-title" data-testid="portfolio-balances">
      <h2 id="portfolio-balances-title" className="visually-hidden">
        {t("balances.title")}
      </h2>
      <div className="portfolio-balances__total">
        <span>{t("balances.total")}</span>
        <strong data-testid="portfolio-total">
          <Money amount={balances.total} />
        </strong>
      </div>
      <dl className="portfolio-balances__parts">
        {parts.map(([key, amount]) => (
          <div key={key} data-testid={`portfolio-${key}`}>
            <dt>{t(`balances.${key}`)}</dt>
            <dd>
              <Money amount={amount} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="portfolio-balances__actions">
        <Link to={modalHref(location, "deposit", { deposit: "true" })} className="btn btn--primary">
          {t("balances.deposit")}
        </Link>
        <Link to={`${location.pathname}?${withdrawQuery}`} className="btn btn--ghost" data-testid="portfolio-withdraw">
          {t("balances.withdraw")}
        </Link>
      </div>
    </section>
  );
}
