import { Form, useNavigation } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "~/forms/controls";
import { SubmitButton } from "~/forms/SubmitButton";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { FilesField, UploadProblem, useUploadForm } from "./UploadParts";
import { documentSchema } from "./upload-schema";

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
  const id = target ? `documents-${target.category}` : "documents";
  const { form, fields, problem } = useUploadForm(`${id}-form`, documentSchema(page.docTypes, page.limits), action);
  const docTypeError = fields.docType.errors?.[0];
  return (
    <Form
      {...getFormProps(form, { ariaAttributes: false })}
      method="post"
      action={target?.url}
      encType="multipart/form-data"
      className="documents__form"
      data-testid="documents-form"
    >
      {target ? <input type="hidden" name="category" value={target.category} /> : null}
      <UploadProblem problem={problem} limits={page.limits} />
      <SelectField
        id={`${id}-docType`}
        label={t("documents.docType")}
        error={docTypeError ? t(docTypeError) : undefined}
        placeholder={t("documents.choose")}
        options={page.docTypes.map((docType) => ({ value: docType, label: t(`documents.docTypes.${docType}`) }))}
        select={{
          name: "docType",
          required: true,
          defaultValue: action?.values.docType ?? "",
          "data-testid": "documents-docType",
        }}
      />
      <FilesField limits={page.limits} id={`${id}-files`} />
      <SubmitButton block pending={busy} pendingLabel={t("documents.sending")} data-testid="documents-submit">
        {t("documents.submit")}
      </SubmitButton>
    </Form>
  );
}
