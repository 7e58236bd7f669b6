import { Link, useLocation } from "@remix-run/react";
import { Icon } from "~/ui/icons";
import { Modal, withoutParams } from "~/ui/Modal";
import { useModalData } from "~/frame-kit/useModalData";
import { useShellData } from "~/frame-kit/useRootData";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";
import { WITHDRAW_CLOSE_PARAMS, type WithdrawView } from "./withdraw-data";
import { WithdrawFormStep } from "./WithdrawFormStep";
import { WithdrawBonusStep } from "./WithdrawBonusStep";
import { WithdrawResultStep } from "./WithdrawResultStep";
import { WithdrawChannelStep } from "./WithdrawChannelStep";

/**
 * The withdraw modal (spec §2, issue 27): opened by `withdraw=true`; each step is decided by the
 * server (ADR 068), so every step works without JavaScript.
 */
export function WithdrawModal() {
  // Both bundles are added in this first render, before any step reads them (hydration sees the same).
  useModalNamespace("cashier");
  const { t } = useModalNamespace("withdraw");
  const data = useShellData();
  const location = useLocation();
  const view = useModalData<WithdrawView>("withdraw");
  if (!data.loggedIn || !view) return null;
  const closeHref = withoutParams(location, WITHDRAW_CLOSE_PARAMS);
  return (
    <>
      <ModalNamespaceScript ns="withdraw" />
      <ModalNamespaceScript ns="cashier" />
      <Modal id="withdraw" title={t("title")} closeHref={closeHref} closeLabel={t("close")} size="small">
        <div className="deposit withdraw" data-testid="withdraw" data-view={view.view}>
          {view.view === "form" && <WithdrawFormStep key={view.idempotencyKey} view={view} />}
          {view.view === "bonus" && <WithdrawBonusStep view={view} />}
          {view.view === "result" && <WithdrawResultStep view={view} closeHref={closeHref} />}
          {view.view === "channel" && <WithdrawChannelStep view={view} />}
          {view.view === "kycPending" && (
            <div className="deposit__result" role="status" data-testid="withdraw-kyc-pending">
              <span className="deposit__result-icon withdraw__result-icon--failed">
                <Icon name="info" size={36} />
              </span>
              <h3 className="deposit__result-title">{t("kycPending.title")}</h3>
              <p>{t("kycPending.text")}</p>
              <Link to={closeHref} className="btn btn--primary btn--block" replace preventScrollReset>
                {t("close")}
              </Link>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
