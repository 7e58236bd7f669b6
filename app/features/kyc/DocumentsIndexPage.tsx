import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import type { DocumentsIndexData } from "./documents-index.server";

/** {lang}/myaccount/documents (issue 35 §2): each upload page, its state, and the overall status. */
export function DocumentsIndexPage({ page }: { page: DocumentsIndexData }) {
  const { t } = useTranslation(["kyc", "account"]);
  return (
    <section
      className="page-form account-page documents"
      aria-labelledby="documents-index-title"
      data-testid="documents-index"
    >
      <h1 id="documents-index-title">
        <Icon name="user" size={22} /> {page.title}
      </h1>
      <p className="account-page__intro">{t("documents.index.intro")}</p>
      <p className="documents__state" data-testid="documents-index-overall" data-headline={page.headline}>
        {t("account:status.kyc")}: <strong>{t(`account:status.kycState.${page.headline}`)}</strong>
      </p>
      <ul className="account-links">
        {page.categories.map((item) => (
          <li key={item.category}>
            <Link
              to={item.href}
              className="account-links__item"
              data-testid={`documents-index-${item.category}`}
              data-state={item.state ?? "unknown"}
            >
              <span>
                <strong>{t(`documents.${item.category}.title`)}</strong>
                <small>
                  {t("documents.state.label")}:{" "}
                  {item.state ? t(`documents.state.${item.state}`) : t("account:status.kycState.unknown")}
                </small>
              </span>
              {item.actionNeeded ? <strong className="account-badge">{t("documents.index.send")}</strong> : null}
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="account-page__actions">
        <Link
          to={`/${page.lang}/accountstatus`}
          className="btn btn--ghost btn--block"
          data-testid="documents-status-link"
        >
          {t("documents.statusLink")}
        </Link>
      </div>
    </section>
  );
}
