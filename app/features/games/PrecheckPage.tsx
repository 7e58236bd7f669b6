import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PrecheckPageData } from "./precheck.server";

/** {lang}/myaccount and its pre-check pages: what the player has to do, and where it is done. */
export function PrecheckPage({ lang, page, launch }: PrecheckPageData) {
  const { t } = useTranslation("games");
  const key = page ?? "account";
  const action =
    page === "realitycheck"
      ? {
          href: `/${lang}/myaccount/security/reality-check${launch ? `?${new URLSearchParams({ redirectUrl: launch })}` : ""}`,
          label: t("precheck.realitycheck.action"),
        }
      : { href: `/${lang}/page/contact-us`, label: t("precheck.contactSupport") };
  return (
    <section className="page-form precheck" data-precheck={key}>
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
      <h1>{t(`precheck.${key}.title`)}</h1>
      <p>{t(`precheck.${key}.text`)}</p>
      {page ? <p className="precheck__why">{t("precheck.why")}</p> : null}
      <div className="precheck__actions">
        {page ? (
          <Link to={action.href} className="btn btn--primary btn--block" data-testid="precheck-action">
            {action.label}
          </Link>
        ) : null}
        <Link to={`/${lang}`} className="btn btn--ghost btn--block">
          {t("precheck.home")}
        </Link>
      </div>
    </section>
  );
}
