import { Link, useLocation } from "@remix-run/react";
import { Modal, withoutParams } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";

/** The restricted-registration notice (spec §4: registration blocked for the visitor's country). */
export function RestrictedRegistrationContent({ closeHref }: { closeHref: string }) {
  const { t } = useModalNamespace("registration");
  return (
    <Modal
      id="restricted-registration"
      title={t("restricted.title")}
      closeHref={closeHref}
      closeLabel={t("close")}
      size="small"
    >
      <div className="registration__result">
        <span className="registration__result-icon registration__result-icon--danger">
          <Icon name="shield" size={32} />
        </span>
        <p className="registration__result-text">{t("restricted.text")}</p>
        <Link to={closeHref} className="btn btn--primary btn--block" preventScrollReset replace>
          {t("restricted.back")}
        </Link>
      </div>
    </Modal>
  );
}

/** `?modal=restricted-registration`. */
export function RestrictedRegistrationModal() {
  const location = useLocation();
  const { ready } = useModalNamespace("registration");
  return (
    <>
      <ModalNamespaceScript ns="registration" />
      {ready ? (
        <RestrictedRegistrationContent closeHref={withoutParams(location, ["modal", "confirmClose", "registered"])} />
      ) : null}
    </>
  );
}
