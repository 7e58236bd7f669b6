import { useState } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Button } from "~/ui/Button";
import { Field } from "~/forms/Field";
import { useZodForm } from "~/forms/use-zod-form";
import { useAdoptTypedValue } from "~/ui/typed-before-hydration";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { withoutParams } from "~/ui/Modal";
import { Icon } from "~/ui/icons";
import { PasswordField } from "./PasswordField";
import { forgotSchema, resetSchema } from "./schemas";
import { passwordChecklist, stripDisallowedPasswordChars } from "~/forms/rules";

export interface ForgotActionData {
  result: SubmissionResult<string[]>;
  status?: "sent" | "wrongEmail" | "failed";
  email?: string;
}

export interface ResetActionData {
  result: SubmissionResult<string[]>;
  status?: "done" | "expired" | "failed";
}

/** An in-place dialog (title, text, actions) for outcomes the spec calls dialogs. */
function Notice({
  tone,
  title,
  children,
  testId,
}: {
  tone: "error" | "success";
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <div
      className={`auth-notice auth-notice--${tone}`}
      role={tone === "error" ? "alertdialog" : "status"}
      aria-label={title}
      data-testid={testId}
    >
      <span className="auth-notice__icon">
        <Icon name={tone === "error" ? "alert" : "check"} size={26} />
      </span>
      <h3 className="auth-notice__title">{title}</h3>
      <div className="auth-notice__body">{children}</div>
    </div>
  );
}

/**
 * Forgot password (spec §2): e-mail (max 64), Enter submits, success view. 100164 or a
 * transport error shows the wrong-email dialog; anything else "something went wrong".
 */
export function ForgotForm({ variant, actionData }: { variant: "modal" | "page"; actionData?: ForgotActionData }) {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  const fetcher = useFetcher<ForgotActionData>({ key: `forgot-${variant}` });
  const max = data.brand.limits.loginEmailMaxLength;
  const schema = forgotSchema(max);
  const answer = fetcher.data ?? actionData;
  const [form, fields] = useZodForm(`forgot-${variant}`, schema, answer?.result);
  const busy = fetcher.state !== "idle";
  const here = { pathname: location.pathname, search: location.search };
  const loginHref = variant === "modal" ? modalHref(here, "login") : `/${data.lang}/login`;

  if (answer?.status === "sent") {
    return (
      <div className="auth">
        <Notice tone="success" title={t("forgot.sentTitle")} testId="forgot-sent">
          <p>{t("forgot.sentText", { email: answer.email ?? "" })}</p>
        </Notice>
        <Link to={loginHref} className="btn btn--primary btn--block" rel="nofollow">
          {t("forgot.backToLogin")}
        </Link>
      </div>
    );
  }
  const { key, ...emailProps } = getInputProps(fields.email, { type: "email" });
  return (
    <div className="auth">
      <p className="auth__lead">{t("forgot.intro")}</p>
      {answer?.status === "wrongEmail" ? (
        <Notice tone="error" title={t("forgot.wrongEmailTitle")} testId="forgot-wrong-email">
          <p>{t("forgot.wrongEmailText")}</p>
        </Notice>
      ) : null}
      {answer?.status === "failed" ? (
        <div className="form__error" role="alert" data-testid="forgot-failed">
          {t("common.somethingWrong")}
        </div>
      ) : null}
      <fetcher.Form method="post" action={`/${data.lang}/forgotpassword`} className="form" {...getFormProps(form)}>
        <Field
          id={fields.email.id}
          label={t("forgot.email")}
          error={fields.email.errors?.[0] ? t(fields.email.errors[0], { max }) : undefined}
        >
          {(control) => (
            <input
              key={key}
              {...emailProps}
              {...control}
              className="input"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("forgot.emailPlaceholder")}
            />
          )}
        </Field>
        <Button block pending={busy} pendingLabel={t("forgot.submitting")}>
          {t("forgot.submit")}
        </Button>
      </fetcher.Form>
      <div className="auth__footer">
        <p>
          <Link to={loginHref} rel="nofollow">
            {t("forgot.backToLogin")}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Spec §5: characters a password may not contain are dropped as they are typed or pasted. */
function stripped(input: HTMLInputElement): string {
  const clean = stripDisallowedPasswordChars(input.value);
  if (clean !== input.value) input.value = clean;
  return clean;
}

/** The requirements box of spec §2: min length, upper, lower, digit, and confirmation equal. */
function Requirements({ password, confirm, minLength }: { password: string; confirm: string; minLength: number }) {
  const { t } = useTranslation("auth");
  const checks = passwordChecklist(password, minLength);
  const items: [string, boolean][] = [
    [t("reset.rules.minLength", { min: minLength }), checks.hasMinLength],
    [t("reset.rules.upper"), checks.hasUpperCase],
    [t("reset.rules.lower"), checks.hasLowerCase],
    [t("reset.rules.number"), checks.hasNumber],
    [t("reset.rules.match"), password.length > 0 && password === confirm],
  ];
  return (
    <div className="auth-rules" aria-live="polite">
      <p className="auth-rules__title">{t("reset.rules.title")}</p>
      <ul role="list">
        {items.map(([label, ok]) => (
          <li key={label} className={ok ? "is-met" : undefined} data-met={ok}>
            <Icon name={ok ? "check" : "info"} size={16} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Reset password (spec §2): new and confirm with toggles, requirements box, success view with
 * a login button; 11006 → link-expired dialog; others "something went wrong".
 */
export function ResetForm({
  variant,
  token,
  actionData,
}: {
  variant: "modal" | "page";
  token: string;
  actionData?: ResetActionData;
}) {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  const fetcher = useFetcher<ResetActionData>({ key: `reset-${variant}` });
  const minLength = data.brand.limits.passwordMinLength;
  const schema = resetSchema(minLength);
  const answer = fetcher.data ?? actionData;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [form, fields] = useZodForm(`reset-${variant}`, schema, answer?.result);
  useAdoptTypedValue(fields.password.id, (input) => setPassword(stripped(input)));
  useAdoptTypedValue(fields.confirmPassword.id, (input) => setConfirm(stripped(input)));
  const busy = fetcher.state !== "idle";
  const here = { pathname: location.pathname, search: location.search };
  const clean = withoutParams(here, ["modal", "resetPasswordToken"]);
  const withModal = (name: string) =>
    modalHref({ pathname: new URL(clean, "http://x").pathname, search: new URL(clean, "http://x").search }, name);

  if (answer?.status === "done") {
    return (
      <div className="auth">
        <Notice tone="success" title={t("reset.doneTitle")} testId="reset-done">
          <p>{t("reset.doneText")}</p>
        </Notice>
        <Link to={`/${data.lang}?modal=login`} className="btn btn--primary btn--block" rel="nofollow">
          {t("reset.login")}
        </Link>
      </div>
    );
  }
  if (answer?.status === "expired") {
    return (
      <div className="auth">
        <Notice tone="error" title={t("reset.expiredTitle")} testId="reset-expired">
          <p>{t("reset.expiredText")}</p>
        </Notice>
        <Link to={withModal("forgot")} className="btn btn--primary btn--block" rel="nofollow">
          {t("reset.requestNew")}
        </Link>
      </div>
    );
  }
  const { key: pKey, type: _p, ...passwordProps } = getInputProps(fields.password, { type: "password" });
  const { key: cKey, type: _c, ...confirmProps } = getInputProps(fields.confirmPassword, { type: "password" });
  return (
    <div className="auth">
      <p className="auth__lead">{t("reset.intro")}</p>
      {answer?.status === "failed" ? (
        <div className="form__error" role="alert" data-testid="reset-failed">
          {t("common.somethingWrong")}
        </div>
      ) : null}
      {fields.resetPasswordToken.errors?.[0] ? (
        <div className="form__error" role="alert">
          {t(fields.resetPasswordToken.errors[0])}
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action={`/${data.lang}/reset-password?resetPasswordToken=${encodeURIComponent(token)}`}
        className="form"
        {...getFormProps(form)}
      >
        <input type="hidden" name="resetPasswordToken" value={token} />
        <PasswordField
          key={pKey}
          {...passwordProps}
          label={t("reset.password")}
          error={fields.password.errors?.[0] ? t(fields.password.errors[0], { min: minLength }) : undefined}
          autoComplete="new-password"
          onChange={(e) => setPassword(stripped(e.currentTarget))}
        />
        <PasswordField
          key={cKey}
          {...confirmProps}
          label={t("reset.confirm")}
          error={fields.confirmPassword.errors?.[0] ? t(fields.confirmPassword.errors[0]) : undefined}
          autoComplete="new-password"
          onChange={(e) => setConfirm(stripped(e.currentTarget))}
        />
        <Requirements password={password} confirm={confirm} minLength={minLength} />
        <Button block pending={busy} pendingLabel={t("reset.submitting")}>
          {t("reset.submit")}
        </Button>
      </fetcher.Form>
    </div>
  );
}
