import type { FormHTMLAttributes } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "~/forms/controls";
import { SubmitButton } from "~/forms/SubmitButton";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { FilesField, UploadProblem } from "./UploadParts";
import { problemOfErrors } from "./upload-problem";

/**
 * Where a form posts when it is not its own page's: the locked-account page (ADR 072) has one per
 * category on one page, so its fields get the category in their ids.
 */
export interface UploadTarget {
  url: string;
  category: "identity" | "address";
}

/** What the form shows of its checks: conform's form props, the type's message, the summary's problem. */
export interface UploadFormState {
  formProps: FormHTMLAttributes<HTMLFormElement> & { id: string };
  docTypeError?: string;
  problem?: string;
}

/** The ids of a form's fields start with this; the form's own id is `${base}-form`. */
export const uploadIdBase = (target?: UploadTarget) => (target ? `documents-${target.category}` : "documents");

/**
 * A form checked by its action only (the locked-account page): the root draws that page on every
 * path, so it keeps conform and zod off every page's first load (ADR 101).
 */
export function serverCheckedUpload(target: UploadTarget | undefined, action?: DocumentsActionData): UploadFormState {
  const errors = action?.result?.error ?? undefined;
  return {
    formProps: { id: `${uploadIdBase(target)}-form` },
    docTypeError: errors?.docType?.[0],
    problem: problemOfErrors(errors) ?? action?.problem,
  };
}

/** Proof of identity or address (issue 26 §5): a plain multipart form, so it works without JavaScript. */
export function DocumentUploadForm({
  page,
  action,
  target,
  upload,
}: {
  page: Pick<DocumentsPageData, "limits" | "docTypes">;
  action?: DocumentsActionData;
  target?: UploadTarget;
  upload: UploadFormState;
}) {
  const { t } = useTranslation("kyc");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (!target || navigation.formData?.get("category") === target.category);
  const id = uploadIdBase(target);
  return (
    <Form
      {...upload.formProps}
      method="post"
      action={target?.url}
      encType="multipart/form-data"
      className="documents__form"
      data-testid="documents-form"
    >
      {target ? <input type="hidden" name="category" value={target.category} /> : null}
      <UploadProblem problem={upload.problem} limits={page.limits} />
      <SelectField
        id={`${id}-docType`}
        label={t("documents.docType")}
        error={upload.docTypeError ? t(upload.docTypeError) : undefined}
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
