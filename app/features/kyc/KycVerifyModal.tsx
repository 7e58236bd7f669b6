import { Link, useLocation } from "@remix-run/react";
import { Modal, withoutParams } from "~/ui/Modal";
import { useModalData } from "~/frame-kit/useModalData";
import { useShellData } from "~/frame-kit/useRootData";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";
import { KYC_VERIFY_MODAL, type KycVerifyView } from "./verify-frame";

/**
 * The identity-verification modal (spec §2, issue 26 §3): frames the provider with camera and
 * microphone. Rendered only for a logged-in player, so it closes on logout (the shell's data
 * reloads without a player). A started verification that is gone (expired) says so.
 */
export function KycVerifyModal() {
  const { t } = useModalNamespace("account");
  const data = useShellData();
  const location = useLocation();
  const view = useModalData<KycVerifyView>(KYC_VERIFY_MODAL);
  if (!data.loggedIn || !view) return null;
  const closeHref = withoutParams(location, ["modal"]);
  return (
    <>
      <ModalNamespaceScript ns="account" />
      <Modal
        id={KYC_VERIFY_MODAL}
        title={t("verification.frame.title")}
        closeHref={closeHref}
        closeLabel={t("verification.frame.close")}
        size="large"
      >
        {view.frameUrl ? (
          <div className="kyc-frame">
            <iframe
              src={view.frameUrl}
              title={t("verification.frame.title")}
              allow="camera; microphone"
              className="kyc-frame__iframe"
              data-testid="kyc-frame"
            />
            <p className="kyc-frame__hint">{t("verification.frame.hint")}</p>
            {/* The server resumes what sent the player (a withdrawal) and says where the check stands. */}
            <Link
              to={`/${data.lang}/kyc/return?${new URLSearchParams({ from: `${location.pathname}${location.search}` })}`}
              className="btn btn--primary btn--block"
              replace
              preventScrollReset
              data-testid="kyc-frame-done"
            >
              {t("verification.frame.done")}
            </Link>
          </div>
        ) : (
          <>
            <p role="alert" data-testid="kyc-frame-expired">
              {t("verification.frame.expired")}
            </p>
            <Link to={closeHref} className="btn btn--primary btn--block" replace preventScrollReset>
              {t("verification.frame.close")}
            </Link>
          </>
        )}
      </Modal>
    </>
  );
}
