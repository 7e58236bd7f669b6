import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { acceptsUpload } from "./documents";
import { CheckedDocumentUploadForm } from "./CheckedDocumentUploadForm";
import { SofUploadForm } from "./SofUploadForm";
import { DocumentState } from "./DocumentState";

/** {lang}/myaccount/documents/<slug> (issue 26 §5): where the category stands and its upload form. */
export function DocumentsPage({ page }: { page: DocumentsPageData }) {
  const { t } = useTranslation("kyc");
  const action = useActionData<DocumentsActionData>();
  return (
    <section
      className="page-form account-page documents"
      aria-labelledby="documents-title"
      data-testid="documents-page"
    >
      <h1 id="documents-title">
        <Icon name="user" size={22} /> {page.title}
      </h1>
      <p className="account-page__intro">{t(`documents.${page.category}.intro`)}</p>
      {/* "Sent" only while the upload is in review: a decision since replaces it (live, by revalidation). */}
      <DocumentState
        state={page.state}
        sent={Boolean(page.sent && !action && page.state === "initiated")}
        refusedComment={page.refusedComment}
      />
      {!acceptsUpload(page.state) ? null : page.category === "sourceOfIncome" ? (
        page.sof ? (
          <SofUploadForm page={page} sof={page.sof} action={action} />
        ) : (
          <p className="form__error" role="alert">
            {t("documents.unavailable")}
          </p>
        )
      ) : (
        <CheckedDocumentUploadForm page={page} action={action} />
      )}
      <div className="account-page__actions">
        <Link
          to={`/${page.lang}/myaccount/documents`}
          className="btn btn--ghost btn--block"
          data-testid="documents-index-link"
        >
          {t("documents.index.title")}
        </Link>
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
