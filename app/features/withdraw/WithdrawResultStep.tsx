import { Link } from "@remix-run/react";
import { Icon } from "~/ui/icons";
import { usePlayer } from "~/session/PlayerContext";
import { useModalNamespace } from "~/ui/modal-namespace";
import type { WithdrawResultView } from "./withdraw-data";

/**
 * Step 3 by status (spec §4). A success is pending until the operator pays: the payout clock says
 * by when, and the player's stream turns it to paid live (PushTransactionStatusToUser).
 */
export function WithdrawResultStep({ view, closeHref }: { view: WithdrawResultView; closeHref: string }) {
  const { t } = useModalNamespace("withdraw");
  const { t: tc } = useModalNamespace("cashier");
  const { transaction } = usePlayer();
  const pushed = transaction && transaction.txnId === view.txnId ? transaction.status : null;
  const state = pushed === "SUCCESS" || pushed === "FAILURE" ? pushed : view.state;
  const success = view.status === "success";
  return (
    <div
      className="deposit__result"
      role="status"
      data-testid="withdraw-result"
      data-txn={view.txnId ?? undefined}
      data-status={view.status}
      data-state={state ?? undefined}
    >
      <span className={`deposit__result-icon${success ? "" : " withdraw__result-icon--failed"}`}>
        <Icon name={success ? "check" : "info"} size={36} />
      </span>
      <h3 className="deposit__result-title">{t(`result.${view.status}`)}</h3>
      {success ? (
        <>
          <p data-testid="withdraw-state">
            {state === "SUCCESS"
              ? t("result.paid", { amount: view.amountText })
              : state === "FAILURE"
                ? t("result.notPaid", { amount: view.amountText })
                : t("result.pending", { amount: view.amountText })}
          </p>
          {state === "PENDING" && view.expectedBy && (
            <p className="withdraw__clock" data-testid="withdraw-clock">
              {t("result.expectedBy", { when: view.expectedBy })}
            </p>
          )}
        </>
      ) : (
        view.messageKey && <p data-testid="withdraw-message">{tc(view.messageKey, view.messageValues)}</p>
      )}
      <Link
        to={closeHref}
        className="btn btn--primary btn--block"
        replace
        preventScrollReset
        data-testid="withdraw-close"
      >
        {t("close")}
      </Link>
    </div>
  );
}
