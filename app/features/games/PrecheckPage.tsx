import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PrecheckPageData } from "./precheck.server";

/** {lang}/myaccount?page=realitycheck: what the player has to do before playing, and where it is done. */
export function PrecheckPage({ lang, page, launch }: PrecheckPageData) {
  const { t } = useTranslation("games");
  const action = `/${lang}/myaccount/security/reality-check${launch ? `?${new URLSearchParams({ redirectUrl: launch })}` : ""}`;
  return (
    <section className="page-form precheck" data-precheck={page}>
      <span className="precheck__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            d="M12 2l8 4v6c0 5-3.4 8.7-8 10-4.6-1.3-8-5-8-10V6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path
            d="M8.5 12l2.5 2.5 4.5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h1>{t(`precheck.${page}.title`)}</h1>
      <p>{t(`precheck.${page}.text`)}</p>
      <p className="precheck__why">{t("precheck.why")}</p>
      <div className="precheck__actions">
        <Link to={action} className="btn btn--primary btn--block" data-testid="precheck-action">
          {t("precheck.realitycheck.action")}
        </Link>
        <Link to={`/${lang}`} className="btn btn--ghost btn--block">
          {t("precheck.home")}
        </Link>
      </div>
    </section>
  );
}
