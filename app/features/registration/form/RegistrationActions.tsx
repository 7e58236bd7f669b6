import type { MouseEvent } from "react";
import { Link } from "@remix-run/react";
import { Button } from "~/ui/Button";
import { RegIcon } from "../icons";
import { useRegistrationText } from "./fields";

/**
 * The form's end: Create account (disabled until the CPF is verified, pending while the
 * registration is sent), the login link and the security note. `onLogin`, once the page has
 * JavaScript, runs instead of the link's navigation.
 */
export function RegistrationActions({
  pending,
  verified,
  loginHref,
  onLogin,
}: {
  pending: boolean;
  verified: boolean;
  loginHref: string;
  onLogin?: (event: MouseEvent) => void;
}) {
  const { t } = useRegistrationText();
  return (
    <>
      <Button
        name="intent"
        value="register"
        block
        className="registration__submit"
        disabled={!verified}
        pending={pending}
        pendingLabel={t("submitting")}
      >
        {t("submit")}
      </Button>
      {!verified ? <p className="registration__needs-cpf">{t("cpf.validateFirst")}</p> : null}
      <p className="registration__login">
        {t("haveAccount")}{" "}
        <Link to={loginHref} onClick={onLogin} preventScrollReset>
          {t("login")}
        </Link>
      </p>
      <p className="registration__secure">
        <RegIcon name="lock" size={14} />
        {t("secure")}
      </p>
    </>
  );
}
