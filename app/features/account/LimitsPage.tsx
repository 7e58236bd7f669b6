import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Money } from "~/ui/Money";
import { useShellData } from "~/frame-kit/useRootData";
import type { LimitsPageData } from "./limits.server";

/**
 * {lang}/myaccount/limits: the session and deposit limits the platform holds for the player. The
 * account layout draws the frame (its route's handle.account).
 */
export function LimitsPage({ page }: { page: LimitsPageData }) {
  const { brand } = useShellData();
  const { t } = useTranslation("account");
  const session =
    page.sessionMinutes === null
      ? t("limits.unknown")
      : page.sessionMinutes === 0
        ? t("limits.none")
        : page.sessionMinutes % 60 === 0
          ? t("session.hours", { count: page.sessionMinutes / 60 })
          : t("session.minutes", { count: page.sessionMinutes });
  return (
    <>
      <h2>{t("limits.sessionHeading")}</h2>
      <dl className="account-list">
        <div className="account-list__row">
          <dt>{t("limits.session")}</dt>
          <dd data-testid="limits-session">{session}</dd>
        </div>
      </dl>
      <Link to={`/${page.lang}/myaccount/security/reality-check`} className="btn btn--primary btn--block">
        {t("limits.changeSession")}
      </Link>

      <h2>{t("limits.depositHeading")}</h2>
      {page.deposit ? (
        <dl className="account-list" data-testid="limits-deposit">
          {(["daily", "weekly", "monthly"] as const).map((period) => (
            <div className="account-list__row" key={period}>
              <dt>{t(`limits.${period}`)}</dt>
              <dd>
                <Money amount={page.deposit![period]} fallback={t("limits.none")} format={brand.currency} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="form__error" role="alert">
          {t("limits.unavailable")}
        </p>
      )}
      <p className="account-page__intro">{t("limits.depositHelp")}</p>
      <Link
        to={`/${page.lang}/setmonthlydepositlimit`}
        className="btn btn--primary btn--block"
        data-testid="limits-change-deposit"
      >
        {t("limits.changeDeposit")}
      </Link>
    </>
  );
}
