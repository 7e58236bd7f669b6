import { useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { useTranslation } from "react-i18next";

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle (spec §2). The toggle needs JavaScript, so it
 * appears after hydration; without it the field is a plain password input.
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field__control password-input">
      <input {...props} type={visible ? "text" : "password"} className={`input password-input__input ${props.className ?? ""}`} />
      {hydrated ? (
        <button
          type="button"
          className="password-input__toggle"
          aria-label={visible ? t("password.hide") : t("password.show")}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={!visible} />
        </button>
      ) : null}
    </div>
  );
}
