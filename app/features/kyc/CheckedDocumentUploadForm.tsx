import { getFormProps } from "@conform-to/react";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { DocumentUploadForm, uploadIdBase } from "./DocumentUploadForm";
import { documentSchema } from "./upload-schema";
import { useUploadForm } from "./use-upload-form";

/** The documents page's upload form: checked in the browser by the action's own schema (ADR 101). */
export function CheckedDocumentUploadForm({
  page,
  action,
}: {
  page: Pick<DocumentsPageData, "limits" | "docTypes">;
  action?: DocumentsActionData;
}) {
  const { form, fields, problem } = useUploadForm(
    `${uploadIdBase()}-form`,
    documentSchema(page.docTypes, page.limits),
    action,
  );
  return (
    <DocumentUploadForm
      page={page}
      action={action}
      upload={{
        formProps: getFormProps(form, { ariaAttributes: false }),
        docTypeError: fields.docType.errors?.[0],
        problem,
      }}
    />
  );
}
