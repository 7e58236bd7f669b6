import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Modal, withoutParams } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { useShellData } from "~/frame-kit/useRootData";
import { LoginForm } from "./LoginForm";
import { ForgotForm, ResetForm } from "./RecoveryForms";
import { LOGIN_OVERLAY_PARAMS } from "./redirect";

/** ?modal=login or ?quicklogin (spec §2): closing removes both and the login parameters. */
export function LoginModal() {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  if (data.loggedIn) return null;
  const closeHref = withoutParams(location, LOGIN_OVERLAY_PARAMS);
  return (
    <Modal id="login" title={t("login.title")} closeHref={closeHref} closeLabel={t("common.close")} size="small">
      <LoginForm variant="modal" returnTo={closeHref} />
    </Modal>
  );
}

export function ForgotModal() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  return (
    <Modal
      id="forgot"
      title={t("forgot.title")}
      closeHref={withoutParams(location, LOGIN_OVERLAY_PARAMS)}
      closeLabel={t("common.close")}
      size="small"
    >
      <ForgotForm variant="modal" />
    </Modal>
  );
}

/** ?resetPasswordToken=… anywhere (spec §2) opens this. */
export function ResetModal() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const data = useShellData();
  const token = new URLSearchParams(location.search).get("resetPasswordToken") ?? "";
  // The reset page renders the same form itself.
  if (location.pathname === `/${data.lang}/reset-password`) return null;
  return (
    <Modal
      id="reset"
      title={t("reset.title")}
      closeHref={withoutParams(location, ["modal", "resetPasswordToken"])}
      closeLabel={t("common.close")}
      size="small"
    >
      <ResetForm variant="modal" token={token} />
    </Modal>
  );
}

/** 100152 / 100173 at login: the account is suspended; support can help. */
export function SuspendedModal() {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  const closeHref = withoutParams(location, ["modal"]);
  return (
    <Modal
      id="suspended"
      title={t("suspended.title")}
      closeHref={closeHref}
      closeLabel={t("common.close")}
      size="small"
    >
      <div className="auth auth-notice auth-notice--error" data-testid="suspended">
        <span className="auth-notice__icon">
          <Icon name="shield" size={28} />
        </span>
        <p>{t("suspended.text")}</p>
        <p className="auth__muted">{t("suspended.help")}</p>
      </div>
      <div className="auth__actions">
        <Link to={`/${data.lang}/page/contact-us`} className="btn btn--primary btn--block">
          <Icon name="chat" size={18} />
          {t("suspended.contact")}
        </Link>
        <Link to={closeHref} className="btn btn--ghost btn--block" replace preventScrollReset>
          {t("common.close")}
        </Link>
      </div>
    </Modal>
  );
}
