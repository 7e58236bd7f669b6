import { Link, useLocation } from "@remix-run/react";
import { Modal, withoutParams } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { modalHref } from "~/routing/modal-links";
import { useShellData } from "~/frame-kit/useRootData";
import { useModalData } from "~/frame-kit/useModalData";
import { TrackingPixels } from "~/features/affiliates/TrackingPixels";
import { REGISTER_PARAMS, RegistrationForm } from "./RegistrationForm";
import { RestrictedRegistrationContent } from "./RestrictedRegistrationModal";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";
import type { RegisterModalData } from "./register-pixel.server";

/**
 * `?modal=register` (spec §2): the registration form, its abort confirmation
 * (`confirmClose=1`), and after registering the success view with the deposit call to action
 * (`registered=1`) or the "created but not signed in" notice (`registered=loginFailed`).
 * The form stays mounted under the confirmation, so continuing keeps what was typed.
 */
export function RegisterModal() {
  const data = useShellData();
  const location = useLocation();
  const { t, ready } = useModalNamespace("registration");
  const params = new URLSearchParams(location.search);
  const confirm = params.get("confirmClose") === "1";
  const registered = params.get("registered");
  const pixels = useModalData<RegisterModalData>("register")?.pixels ?? [];
  const leaveHref = withoutParams(location, REGISTER_PARAMS);
  const leave = { pathname: location.pathname, search: leaveHref.slice(location.pathname.length) };

  let content;
  if (!ready) {
    content = (
      <Modal id="register" title="" closeHref={leaveHref}>
        <div className="registration__loading shimmer" aria-busy="true" />
      </Modal>
    );
  } else if (data.countryRule?.registrationBlocked) {
    content = <RestrictedRegistrationContent closeHref={leaveHref} />;
  } else if (registered === "1" && data.player) {
    content = (
      <Modal id="register" title={t("success.title")} closeHref={leaveHref} closeLabel={t("close")} size="small">
        <div className="registration__result">
          <span className="registration__result-icon registration__result-icon--success">
            <Icon name="check" size={36} />
          </span>
          <p className="registration__result-heading">{t("success.heading", { name: data.player.firstName })}</p>
          <p className="registration__result-text">{t("success.text")}</p>
          <TrackingPixels urls={pixels} />
          <Link
            to={modalHref(leave, "deposit", { deposit: "true" })}
            className="btn btn--primary btn--block"
            preventScrollReset
          >
            {t("success.deposit")}
          </Link>
          {/* Registration steps 2–3, coming back to the page the player registered on. */}
          <Link
            to={`/${data.lang}/completeprofile?${new URLSearchParams({ regstep2: "true", redirectUrl: leaveHref })}`}
            className="btn btn--ghost btn--block"
            data-testid="register-complete-profile"
          >
            {t("success.completeProfile")}
          </Link>
          <Link to={leaveHref} className="btn btn--ghost btn--block" preventScrollReset replace>
            {t("success.later")}
          </Link>
        </div>
      </Modal>
    );
  } else if (registered === "loginFailed") {
    content = (
      <Modal id="register" title={t("loginFailed.title")} closeHref={leaveHref} closeLabel={t("close")} size="small">
        <div className="registration__result">
          <span className="registration__result-icon registration__result-icon--warning">
            <Icon name="alert" size={32} />
          </span>
          <p className="registration__result-text">{t("loginFailed.text")}</p>
          <Link to={modalHref(leave, "login")} className="btn btn--primary btn--block" preventScrollReset>
            {t("login")}
          </Link>
        </div>
      </Modal>
    );
  } else if (data.player) {
    content = null;
  } else {
    const confirmHref = modalHref(location, "register", { confirmClose: "1" });
    content = (
      <Modal
        id="register"
        title={confirm ? t("abort.title") : t("title")}
        closeHref={confirm ? leaveHref : confirmHref}
        closeLabel={t("close")}
        size="medium"
      >
        {confirm ? (
          <div className="registration__result registration__abort">
            <span className="registration__result-icon registration__result-icon--warning">
              <Icon name="alert" size={32} />
            </span>
            <p className="registration__result-text">{t("abort.text")}</p>
            <Link
              to={withoutParams(location, ["confirmClose"])}
              className="btn btn--primary btn--block"
              preventScrollReset
              replace
            >
              {t("abort.continue")}
            </Link>
            <Link to={leaveHref} className="btn btn--ghost btn--block" preventScrollReset replace>
              {t("abort.leave")}
            </Link>
          </div>
        ) : (
          <p className="registration__intro">
            {t(data.brand.identityDocument.kind === "cpf" ? "subtitleCpf" : "subtitle")}
          </p>
        )}
        <div hidden={confirm}>
          <RegistrationForm variant="modal" />
        </div>
      </Modal>
    );
  }
  return (
    <>
      <ModalNamespaceScript ns="registration" />
      {content}
    </>
  );
}
