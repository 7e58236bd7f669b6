import { useTranslation } from "react-i18next";
import type { DocumentsActionData } from "./documents.server";
import type { UploadLimits } from "./documents-upload.server";

const megabytes = (bytes: number) => String(Math.floor(bytes / (1024 * 1024)));

/** The file input both upload forms share: the accepted types and the caps said up front. */
export function FilesField({ limits, id = "documents-files" }: { limits: UploadLimits; id?: string }) {
  const { t } = useTranslation("kyc");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("documents.files")}
      </label>
      <input
        id={id}
        name="files"
        type="file"
        className="input documents__files"
        // A hint to the picker only: the server checks the bytes.
        accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
        multiple={limits.maxFiles > 1}
        required
        aria-describedby={`${id}-hint`}
        data-testid="documents-files"
      />
      <p id={`${id}-hint`} className="field__hint">
        {t("documents.filesHint", { count: limits.maxFiles, size: megabytes(limits.maxFileBytes) })}{" "}
        {t("documents.privacy")}
      </p>
    </div>
  );
}

/** The form's refusal, translated, at its top (announced: the page is re-rendered by the server without JS). */
export function UploadProblem({ action, limits }: { action?: DocumentsActionData; limits: UploadLimits }) {
  const { t } = useTranslation("kyc");
  if (!action) return null;
  return (
    <p className="form__error" role="alert" data-testid="documents-error" data-problem={action.problem}>
      {t(`documents.errors.${action.problem}`, {
        count: limits.maxFiles,
        size: megabytes(limits.maxFileBytes),
        files: limits.quota.maxFiles,
        total: megabytes(limits.quota.maxBytes),
        perType: limits.quota.maxFilesPerDocType,
      })}
    </p>
  );
}
