import { useState } from "react";
import { Link } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { Icon } from "~/ui/icons";
import type { FormAnswer } from "./hooks";
import { useRegistrationText } from "./fields";

/**
 * The registration's refusal (spec §8): a dialog over the form with the platform's reason. It
 * stays until the player closes it or the next answer comes.
 */
export function ErrorDialog({
  formId,
  answer,
  errorKey,
}: {
  formId: string;
  answer: FormAnswer | undefined;
  errorKey: string | undefined;
}) {
  const { t, msg } = useRegistrationText();
  const { lang } = useShellData();
  const [dismissed, setDismissed] = useState<FormAnswer | undefined>(undefined);
  if (errorKey === undefined || dismissed === answer) return null;
  return (
    <div
      className="registration__dialog"
      role="alertdialog"
      aria-labelledby={`${formId}-dialog-title`}
      aria-describedby={`${formId}-dialog-text`}
    >
      <Icon name="alert" size={22} />
      <div>
        <p id={`${formId}-dialog-title`} className="registration__dialog-title">
          {t("errors.title")}
        </p>
        <p id={`${formId}-dialog-text`}>{msg(errorKey)}</p>
        <p className="registration__dialog-thanks">{t("errors.thanks")}</p>
      </div>
      {/* Spec §8: closing returns to the page route; with JavaScript the form keeps what was typed. */}
      <Link
        to={`/${lang}/register/step1`}
        className="registration__dialog-close"
        aria-label={t("errors.dismiss")}
        onClick={(event) => {
          event.preventDefault();
          setDismissed(answer);
        }}
      >
        <Icon name="close" size={18} />
      </Link>
    </div>
  );
}
