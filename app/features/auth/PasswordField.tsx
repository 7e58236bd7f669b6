import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/forms/Field";
import { useHydrated } from "~/ui/useHydrated";

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> {
  /** The input's id (conform's field id). */
  id: string;
  label: ReactNode;
  /** The message to show, already translated. */
  error?: ReactNode;
}

/**
 * A password field with a show/hide toggle (spec §2). The toggle needs JavaScript, so it
 * appears after hydration; without it the field is a plain password input.
 */
export function PasswordField({ label, error, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const toggle = hydrated ? (
    <button
      type="button"
      className="password-input__toggle"
      aria-label={visible ? t("password.hide") : t("password.show")}
      aria-pressed={visible}
      aria-controls={input.id}
      onClick={() => setVisible((v) => !v)}
    >
      <EyeIcon open={!visible} />
    </button>
  ) : null;
  return (
    <Field id={input.id} label={label} error={error} wrap="password-input" trailing={toggle}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={visible ? "text" : "password"}
          className={["input", "password-input__input", className].filter(Boolean).join(" ")}
        />
      )}
    </Field>
  );
}
