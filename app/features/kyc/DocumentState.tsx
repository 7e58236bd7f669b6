import { useTranslation } from "react-i18next";
import type { KycDocStatus } from "./status";

const STATE_NOTE = { new: null, initiated: "inReview", verified: "verified", notVerified: "refused" } as const;

/**
 * Where one document category stands (issue 26 §5): its state, then "sent" right after an upload
 * in review, or what the state means with the operator's comment on a refusal.
 */
export function DocumentState({
  state,
  sent,
  refusedComment,
}: {
  state: KycDocStatus | null;
  sent: boolean;
  refusedComment: string | null | undefined;
}) {
  const { t } = useTranslation("kyc");
  const note = state ? STATE_NOTE[state] : null;
  return (
    <>
      {state ? (
        <p className="documents__state" data-testid="documents-state" data-state={state}>
          {t("documents.state.label")}: <strong>{t(`documents.state.${state}`)}</strong>
        </p>
      ) : null}
      {sent ? (
        <p className="documents__notice" role="status" data-testid="documents-sent">
          {t("documents.sent")}
        </p>
      ) : note ? (
        <p className="documents__notice" data-testid="documents-note">
          {t(`documents.${note}`)}
          {refusedComment ? (
            <>
              <br />
              <span data-testid="documents-comment">{t("documents.comment", { comment: refusedComment })}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
