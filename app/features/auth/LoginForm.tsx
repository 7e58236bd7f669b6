import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getFormProps, getInputProps } from "@conform-to/react";
import { Button } from "~/ui/Button";
import { Field } from "~/forms/Field";
import { useZodForm } from "~/forms/use-zod-form";
import { useShellData } from "~/frame-kit/useRootData";
import { loginReason, modalHref } from "~/routing/modal-links";
import { withoutParams } from "~/ui/Modal";
import { PasswordField } from "./PasswordField";
import { linkSchema, loginSchema } from "./schemas";
import { LOGIN_CONTEXT_PARAMS, LOGIN_OVERLAY_PARAMS } from "./redirect";
import type { LoginActionData } from "./login.server";

export interface LoginFormProps {
  /** "modal" or "page": ids differ so both can exist in one document. */
  variant: "modal" | "page";
  /** The action's answer when the page itself rendered it (JavaScript off). */
  actionData?: LoginActionData;
  /** Where the player was when they chose to log in (the modal's page); none on the login page. */
  returnTo?: string;
}

function FormMessage({ error }: { error?: LoginActionData["error"] }) {
  const { t } = useTranslation("auth");
  const here = useLocation();
  if (!error) return null;
  return (
    <div className="form__error" role="alert">
      <span data-testid="login-error">{t(error.key, error.values)}</span>
      {error.reset ? (
        <>
          {" "}
          <Link to={modalHref(here, "forgot")} preventScrollReset rel="nofollow" data-testid="login-error-reset">
            {t("login.errors.resetNow")}
          </Link>
        </>
      ) : null}
    </div>
  );
}

/**
 * Why the player is asked to log in, when the login is to launch a game (the stored redirect is a
 * gameplay route): in a demo-exempt country a guest cannot play demo at all (spec §4 sends them
 * home, where this modal opens), elsewhere the game or the chosen mode needs real money.
 */
function PlayNotice() {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  const redirectUrl = new URLSearchParams(location.search).get("redirectUrl") ?? "";
  if (!redirectUrl.startsWith(`/${data.lang}/gameplay/`)) return null;
  return (
    <p className="auth__lead" data-testid="login-play-notice">
      {t(data.countryRule?.demoExempt ? "login.playNotice.demoUnavailable" : "login.playNotice.realMoney")}
    </p>
  );
}

/** Why the login opened by itself (`reason=`), e.g. a deposit posted after the session ended. */
function ReasonNotice() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const reason = loginReason(new URLSearchParams(location.search).get("reason"));
  if (!reason) return null;
  return (
    <p className="auth__lead" role="status" data-testid="login-reason">
      {t(`login.reason.${reason}`)}
    </p>
  );
}

/** After a refused attempt the password goes (the rest of what was typed stays). */
function useClearPasswordOnAnswer(answer: LoginActionData | undefined, inputId: string) {
  useEffect(() => {
    if (!answer?.error && answer?.result?.status !== "error") return;
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (input) input.value = "";
  }, [answer, inputId]);
}

/** Hidden fields that carry the login page's parameters (spec §2) to the action. */
function ContextFields({ returnTo }: { returnTo?: string }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <>
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {LOGIN_CONTEXT_PARAMS.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
    </>
  );
}

/**
 * Username-or-e-mail and password (spec §2 login modal). A real form posting to
 * /{lang}/login; with JavaScript it submits through a fetcher (stays where it is, button
 * disabled while in flight) and a success redirects.
 */
export function LoginForm({ variant, actionData, returnTo }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const location = useLocation();
  const fetcher = useFetcher<LoginActionData>({ key: `login-${variant}` });
  const schema = loginSchema(data.brand.limits.loginEmailMaxLength);
  const answer = fetcher.data ?? actionData;
  const [form, fields] = useZodForm(`login-${variant}`, schema, answer?.result);
  const busy = fetcher.state !== "idle";
  const fieldError = (errors: string[] | undefined, values?: { max: number }) =>
    errors?.[0] ? t(errors[0], values) : undefined;
  useClearPasswordOnAnswer(fetcher.data, fields.password.id);
  const { key: emailKey, ...emailProps } = getInputProps(fields.emailId, { type: "text" });
  const { key: passwordKey, type: _type, ...passwordProps } = getInputProps(fields.password, { type: "password" });
  const here = { pathname: location.pathname, search: location.search };
  const googleReturn = returnTo ?? withoutParams(here, LOGIN_OVERLAY_PARAMS);

  return (
    <div className="auth">
      <fetcher.Form
        method="post"
        action={`/${data.lang}/login`}
        className="form"
        {...getFormProps(form)}
        aria-busy={busy}
      >
        <PlayNotice />
        <ReasonNotice />
        <FormMessage error={answer?.error} />
        <ContextFields returnTo={returnTo} />
        <Field
          id={fields.emailId.id}
          label={t("login.emailId")}
          error={fieldError(fields.emailId.errors, { max: data.brand.limits.loginEmailMaxLength })}
        >
          {(control) => (
            <input
              key={emailKey}
              {...emailProps}
              {...control}
              className="input"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("login.emailIdPlaceholder")}
            />
          )}
        </Field>
        <PasswordField
          key={passwordKey}
          {...passwordProps}
          label={t("login.password")}
          error={fieldError(fields.password.errors)}
          autoComplete="current-password"
        />
        <div className="form__links">
          <Link to={modalHref(here, "forgot")} preventScrollReset rel="nofollow">
            {t("login.forgot")}
          </Link>
        </div>
        <Button block pending={busy} pendingLabel={t("login.submitting")} data-testid="login-submit">
          {t("login.submit")}
        </Button>
      </fetcher.Form>
      {data.brand.features.googleSignIn ? (
        <>
          <div className="auth__divider" role="presentation">
            <span>{t("login.or")}</span>
          </div>
          <a
            className="btn btn--ghost btn--block auth__google"
            href={`/${data.lang}/auth/google?returnTo=${encodeURIComponent(googleReturn)}`}
            rel="nofollow"
          >
            <GoogleMark />
            {t("login.google")}
          </a>
        </>
      ) : null}
      <div className="auth__footer">
        <p>
          {t("login.noAccount")}{" "}
          <Link to={modalHref(here, "register")} rel="nofollow">
            {t("login.register")}
          </Link>
        </p>
        <p>
          {t("login.help")} <Link to={`/${data.lang}/page/contact-us`}>{t("login.support")}</Link>
        </p>
      </div>
    </div>
  );
}

/** Password-only view that links a Google account to the existing account (spec §2, 100428). */
export function LinkGoogleForm({ email, actionData }: { email: string; actionData?: LoginActionData }) {
  const { t } = useTranslation("auth");
  const data = useShellData();
  const fetcher = useFetcher<LoginActionData>({ key: "login-link" });
  const answer = fetcher.data ?? actionData;
  const [form, fields] = useZodForm("login-link", linkSchema, answer?.result);
  const busy = fetcher.state !== "idle";
  const fieldError = (errors: string[] | undefined, values?: { max: number }) =>
    errors?.[0] ? t(errors[0], values) : undefined;
  useClearPasswordOnAnswer(fetcher.data, fields.password.id);
  const { key: passwordKey, type: _type, ...passwordProps } = getInputProps(fields.password, { type: "password" });
  return (
    <div className="auth" data-testid="link-google">
      <p className="auth__lead">{t("link.intro", { email })}</p>
      {/* view=link in the action URL: without JavaScript a failed attempt re-renders this view, not the plain login form */}
      <fetcher.Form method="post" action={`/${data.lang}/login?view=link`} className="form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="link" />
        <FormMessage error={answer?.error} />
        <Field id="link-email" label={t("login.emailId")}>
          <input id="link-email" className="input" value={email} readOnly autoComplete="username" />
        </Field>
        <PasswordField
          key={passwordKey}
          {...passwordProps}
          label={t("login.password")}
          error={fieldError(fields.password.errors)}
          autoComplete="current-password"
        />
        <Button block pending={busy}>
          {t("link.submit")}
        </Button>
      </fetcher.Form>
      <div className="auth__footer">
        <p>
          <Link to={`/${data.lang}/login`}>{t("link.other")}</Link>
        </p>
      </div>
    </div>
  );
}

/** After Google sign-in with an e-mail that has no account (100166): offer registration. */
export function GoogleRegisterOffer({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const data = useShellData();
  return (
    <div className="auth auth__notice" data-testid="google-register">
      <p className="auth__lead">{t("googleRegister.intro", { email })}</p>
      <Link to={`/${data.lang}?modal=register`} className="btn btn--primary btn--block" rel="nofollow">
        {t("googleRegister.register")}
      </Link>
      <Link to={`/${data.lang}/login`} className="btn btn--ghost btn--block">
        {t("googleRegister.back")}
      </Link>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width={18} height={18} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
