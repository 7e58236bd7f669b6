import { Link, useLocation } from "@remix-run/react";
import { Modal, withoutParams } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { useModalData } from "~/frame-kit/useModalData";
import { useShellData } from "~/frame-kit/useRootData";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";
import { DEPOSIT_CLOSE_PARAMS, type DepositView } from "./deposit-data";
import { DepositAmountStep } from "./DepositAmountStep";
import { DepositQrStep } from "./DepositQrStep";
import { DepositAftermath } from "./DepositAftermath";
import { DepositChooseStep } from "./DepositChooseStep";
import { DepositMethodStep } from "./DepositMethodStep";
import { DepositProviderStep } from "./DepositProviderStep";

/**
 * The deposit modal (spec §2, issue 25): opened by the URL (`?modal=deposit`, `deposit=true`,
 * `source=website&service=deposit`); each step is decided by the server (ADR 057).
 */
export function DepositModal() {
  const { t } = useModalNamespace("cashier");
  const data = useShellData();
  const location = useLocation();
  const view = useModalData<DepositView>("deposit");
  if (!data.loggedIn || !view) return null;
  const closeHref = withoutParams(location, DEPOSIT_CLOSE_PARAMS);
  // Spec §2: closing the success step adds step=3.
  const successClose = `${closeHref}${closeHref.includes("?") ? "&" : "?"}step=3`;
  return (
    <>
      <ModalNamespaceScript ns="cashier" />
      <Modal
        id="deposit"
        title={t("deposit.title")}
        closeHref={view.view === "success" ? successClose : closeHref}
        closeLabel={t("deposit.close")}
        size="small"
      >
        <div className="deposit" data-testid="deposit" data-view={view.view}>
          {view.view === "amount" && <DepositAmountStep view={view} />}
          {view.view === "qr" && <DepositQrStep view={view} />}
          {view.view === "success" && (
            <div className="deposit__result" role="status">
              <span className="deposit__result-icon">
                <Icon name="check" size={36} />
              </span>
              <h3 className="deposit__result-title" tabIndex={-1} data-modal-focus>
                {t("deposit.success.title")}
              </h3>
              <p>{t("deposit.success.subtitle", { amount: view.amountText })}</p>
              <DepositAftermath after={view.after} />
              <Link to={successClose} className="btn btn--primary btn--block" replace preventScrollReset>
                {t("deposit.close")}
              </Link>
            </div>
          )}
          {view.view === "error" && (
            <div className="deposit__result">
              <p className="form__error" role="alert" data-testid="deposit-error">
                {t(view.messageKey)}
              </p>
              <Link to={closeHref} className="btn btn--ghost btn--block" replace preventScrollReset>
                {t("deposit.close")}
              </Link>
            </div>
          )}
          {view.view === "choose" && <DepositChooseStep methods={view.methods} />}
          {view.view === "method" && <DepositMethodStep key={view.idempotencyKey} view={view} />}
          {view.view === "provider" && <DepositProviderStep view={view} />}
        </div>
      </Modal>
    </>
  );
}
