import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { FilesField, UploadProblem } from "./UploadParts";

/**
 * Where a form posts when it is not its own page's: the locked-account page (ADR 072) has one per
 * category on one page, so its fields get the category in their ids.
 */
export interface UploadTarget {
  url: string;
  category: "identity" | "address";
}

/** Proof of identity or address (issue 26 §5): a plain multipart form, so it works without JavaScript. */
export function DocumentUploadForm({
  page,
  action,
  target,
}: {
  page: Pick<DocumentsPageData, "limits" | "docTypes">;
  action?: DocumentsActionData;
  target?: UploadTarget;
}) {
  const { t } = useTranslation("kyc");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (!target || navigation.formData?.get("category") === target.category);
  const docTypeError = action?.fieldErrors.docType;
  const id = target ? `documents-${target.category}` : "documents";
  return (
    <Form
      method="post"
      action={target?.url}
      encType="multipart/form-data"
      className="documents__form"
      data-testid="documents-form"
    >
      {target ? <input type="hidden" name="category" value={target.category} /> : null}
      <UploadProblem action={action} limits={page.limits} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-docType`}>
          {t("documents.docType")}
        </label>
        <select
          id={`${id}-docType`}
          name="docType"
          className="input"
          required
          defaultValue={action?.values.docType ?? ""}
          aria-invalid={docTypeError ? true : undefined}
          aria-describedby={docTypeError ? `${id}-docType-error` : undefined}
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
          <p id={`${id}-docType-error`} className="field__error">
            {t(docTypeError)}
          </p>
        ) : null}
      </div>
      <FilesField limits={page.limits} id={`${id}-files`} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="documents-submit">
        {busy ? t("documents.sending") : t("documents.submit")}
      </button>
    </Form>
  );
}
