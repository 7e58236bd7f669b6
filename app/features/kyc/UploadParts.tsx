import { useTranslation } from "react-i18next";
import { FileField } from "~/forms/controls";
import { ErrorSummary } from "~/forms/ErrorSummary";
import type { UploadLimits } from "./documents-upload.server";

const megabytes = (bytes: number) => String(Math.floor(bytes / (1024 * 1024)));

/** The file input both upload forms share: the accepted types and the caps said up front. */
export function FilesField({ limits, id = "documents-files" }: { limits: UploadLimits; id?: string }) {
  const { t } = useTranslation("kyc");
  return (
    <FileField
      id={id}
      label={t("documents.files")}
      hint={
        <>
          {t("documents.filesHint", { count: limits.maxFiles, size: megabytes(limits.maxFileBytes) })}{" "}
          {t("documents.privacy")}
        </>
      }
      input={{
        name: "files",
        className: "documents__files",
        // A hint to the picker only: the server checks the bytes.
        accept: "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf",
        multiple: limits.maxFiles > 1,
        required: true,
        "data-testid": "documents-files",
      }}
    />
  );
}

/** The form's refusal, translated, at its top (announced: the page is re-rendered by the server without JS). */
export function UploadProblem({ problem, limits }: { problem: string | undefined; limits: UploadLimits }) {
  const { t } = useTranslation("kyc");
  if (!problem) return null;
  return (
    <ErrorSummary
      data-testid="documents-error"
      data-problem={problem}
      message={t(`documents.errors.${problem}`, {
        count: limits.maxFiles,
        size: megabytes(limits.maxFileBytes),
        files: limits.quota.maxFiles,
        total: megabytes(limits.quota.maxBytes),
        perType: limits.quota.maxFilesPerDocType,
      })}
    />
  );
}
