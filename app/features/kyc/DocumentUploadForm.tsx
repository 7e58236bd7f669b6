import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { FilesField, UploadProblem } from "./UploadParts";

/** Proof of identity or address (issue 26 §5): a plain multipart form, so it works without JavaScript. */
export function DocumentUploadForm({ page, action }: { page: DocumentsPageData; action?: DocumentsActionData }) {
  const { t } = useTranslation("kyc");
  const busy = useNavigation().state === "submitting";
  const docTypeError = action?.fieldErrors.docType;
  return (
    <Form method="post" encType="multipart/form-data" className="documents__form" data-testid="documents-form">
      <UploadProblem action={action} limits={page.limits} />
      <div className="field">
        <label className="field__label" htmlFor="documents-docType">
          {t("documents.docType")}
        </label>
        <select
          id="documents-docType"
          name="docType"
          className="input"
          required
          defaultValue={action?.values.docType ?? ""}
          aria-invalid={docTypeError ? true : undefined}
          aria-describedby={docTypeError ? "documents-docType-error" : undefined}
          data-testid="documents-docType"
        >
          <option value="">{t("documents.choose")}</option>
          {page.docTypes.map((docType) => (
            <option key={docType} value={docType}>
              {t(`documents.docTypes.${docType}`)}
            </option>
          ))}
        </select>
        {docTypeError ? (
          <p id="documents-docType-error" className="field__error">
            {t(docTypeError)}
          </p>
        ) : null}
      </div>
      <FilesField limits={page.limits} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="documents-submit">
        {busy ? t("documents.sending") : t("documents.submit")}
      </button>
    </Form>
  );
}
