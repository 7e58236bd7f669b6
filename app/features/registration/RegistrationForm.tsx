import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { Trans } from "react-i18next";
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useShellData } from "~/shell/useRootData";
import { modalHref } from "~/shell/modal-links";
import { withoutParams } from "~/ui/Modal";
import { useToast } from "~/ui/Toast";
import { useAdoptTypedValue } from "~/ui/typed-before-hydration";
import { Icon } from "~/ui/icons";
import { RegIcon } from "./icons";
import type { RegistrationActionData, VerifiedCpfState } from "./register.server";
import { registrationSchema, rulesFrom } from "./schema";
import { countryByIso, defaultPhoneCountry } from "./countries";
import { CountryListScript, useCountryList } from "./CountryList";
import { CPF_FORMATTED_LENGTH, formatCpf, isValidEmail, passwordChecklist, phoneInput, phoneProblem, stripDisallowedPasswordChars } from "./rules";
import { useModalNamespace } from "./namespace";

const NO_FIELDS: readonly string[] = [];

/** Query parameters of the registration modal (removed when it closes). */
export const REGISTER_PARAMS = ["modal", "confirmClose", "registered"] as const;

export interface RegistrationFormProps {
  variant: "modal" | "page";
  /** The page action's answer after a no-JavaScript post (page variant). */
  actionData?: RegistrationActionData;
}

/** Splits conform's props into the React key and the rest (keys cannot be spread). */
function split<T extends { key?: string }>(props: T): [string | undefined, Omit<T, "key">] {
  const { key, ...rest } = props;
  return [key, rest];
}

const initial = (field: FieldMetadata<unknown>) => (typeof field.initialValue === "string" ? field.initialValue : "");

/**
 * Registration form (spec §2 modal, §3 fields, §5 rules). A real form posting to
 * /{lang}/register/step1 — without JavaScript every button is a submit button of it; with
 * JavaScript it submits through fetchers and stays where it is.
 */
export function RegistrationForm({ variant, actionData }: RegistrationFormProps) {
  const data = useShellData();
  const { t, i18n } = useModalNamespace("registration");
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const action = `/${data.lang}/register/step1`;
  const limits = data.brand.limits;
  const extraFields = data.countryRule?.registrationFields ?? NO_FIELDS;

  const main = useFetcher<RegistrationActionData>({ key: `registration-${variant}` });
  const cpfFetcher = useFetcher<RegistrationActionData>();
  const emailFetcher = useFetcher<RegistrationActionData>();
  const phoneFetcher = useFetcher<RegistrationActionData>();

  const answer = main.data ?? actionData;
  const formAnswer = answer?.kind === "form" ? answer : undefined;
  const schema = useMemo(() => registrationSchema(rulesFrom(limits, extraFields)), [limits, extraFields]);
  const fallbackCountry = defaultPhoneCountry(data.countryCode, data.brand.defaultCountry);
  const countries = useCountryList(data.htmlLang);

  const [form, fields] = useForm({
    id: `registration-${variant}`,
    lastResult: formAnswer?.result,
    defaultValue: { areaCountryCode: fallbackCountry.iso },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });

  // What the player typed, for the checks and the live checklist.
  const [cpf, setCpf] = useState(() => formatCpf(formAnswer?.verified?.cpf ?? initial(fields.cpf)));
  const [verified, setVerified] = useState<VerifiedCpfState | null>(formAnswer?.verified ?? null);
  const [cpfError, setCpfError] = useState<string | null>(null);
  const [email, setEmail] = useState(() => initial(fields.email));
  const [iso, setIso] = useState(() => initial(fields.areaCountryCode) || fallbackCountry.iso);
  const [phone, setPhone] = useState(() => initial(fields.phone));
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const cpfInput = useRef<HTMLInputElement>(null);
  const lastEmail = useRef("");
  const lastPhone = useRef("");
  // Spec §5: characters a password may not contain are dropped as they are typed or pasted.
  const takePassword = (input: HTMLInputElement) => {
    const clean = stripDisallowedPasswordChars(input.value);
    if (clean !== input.value) input.value = clean;
    setPassword(clean);
  };
  useAdoptTypedValue(fields.password.id, takePassword);

  // A no-JavaScript answer or a failed registration carries the verified CPF back.
  useEffect(() => {
    if (formAnswer) setVerified(formAnswer.verified);
  }, [formAnswer]);

  useEffect(() => {
    const result = cpfFetcher.data;
    if (result?.kind !== "cpf") return;
    if (formatCpf(result.cpf) !== cpf) return; // answered for a CPF that was edited since
    setVerified(result.verified);
    setCpfError(result.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cpfFetcher.data]);

  useEffect(() => {
    const result = main.data;
    if (!result) return;
    const base = variant === "page" ? { pathname: `/${data.lang}`, search: "" } : { pathname: location.pathname, search: withoutParams(location, REGISTER_PARAMS).replace(location.pathname, "") };
    if (result.kind === "done") {
      navigate(modalHref(base, "register", { registered: "1" }), { replace: true, preventScrollReset: true });
    } else if (result.kind === "loginFailed") {
      toast.show({ type: "error", title: t("loginFailed.title"), message: t("loginFailed.text") });
      navigate(variant === "page" ? `/${data.lang}` : withoutParams(location, REGISTER_PARAMS), { replace: true, preventScrollReset: true });
    } else if (result.kind === "blocked") {
      navigate(modalHref(base, "restricted-registration"), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [main.data]);

  const vars = {
    min: limits.phone.minDigits,
    max: limits.phone.maxDigits,
    digits: limits.phone.brazilDigits,
    age: limits.minimumAge,
    minLength: limits.passwordMinLength,
  };
  const msg = (key: string | null | undefined) => (key ? t(key, vars) : null);

  const emailAsync = emailFetcher.data?.kind === "check" && emailFetcher.data.field === "email" && emailFetcher.data.value === email.trim() ? emailFetcher.data.error : null;
  const phoneAsync = phoneFetcher.data?.kind === "check" && phoneFetcher.data.field === "phone" && phoneFetcher.data.value === `${iso}|${phone}` ? phoneFetcher.data.error : null;

  // "Validate your CPF first" belongs to a submission, not to leaving the field.
  const cpfFieldError = fields.cpf.errors?.[0];
  const cpfShownError = msg(cpfError ?? (cpfFieldError === "cpf.errors.notVerified" && !submitted && !formAnswer ? null : cpfFieldError));
  const emailShownError = msg(fields.email.errors?.[0] ?? emailAsync);
  const phoneShownError = msg(fields.phone.errors?.[0] ?? fields.areaCountryCode.errors?.[0] ?? phoneAsync);
  const checklist = passwordChecklist(password, limits.passwordMinLength);

  const resetCpf = () => {
    setVerified(null);
    setCpfError(null);
  };

  const validateCpf = () => {
    setCpfError(null);
    cpfFetcher.submit({ intent: "validateCpf", cpf, js: "1" }, { method: "post", action });
  };

  const checkEmail = () => {
    const value = email.trim();
    if (!isValidEmail(value) || value === lastEmail.current) return;
    lastEmail.current = value;
    emailFetcher.submit({ intent: "checkEmail", email: value, js: "1" }, { method: "post", action });
  };

  // Spec §5: skipped if unchanged, re-validated when the dial code changes.
  const checkPhone = (nextIso: string, nextPhone: string) => {
    const key = `${nextIso}|${nextPhone}`;
    if (key === lastPhone.current) return;
    if (phoneProblem(countryByIso(nextIso)?.dialCode ?? "", nextPhone, limits.phone)) return;
    lastPhone.current = key;
    phoneFetcher.submit({ intent: "checkPhone", areaCountryCode: nextIso, phone: nextPhone, js: "1" }, { method: "post", action });
  };

  const closeHref = variant === "page" ? location.pathname : withoutParams(location, REGISTER_PARAMS);
  const loginHref = modalHref(variant === "page" ? { pathname: `/${data.lang}`, search: "" } : { pathname: location.pathname, search: closeHref.slice(location.pathname.length) }, "login");

  // Spec §4: the login link resets the form, closes registration and opens login after the delay.
  const openLogin = (event: React.MouseEvent) => {
    event.preventDefault();
    form.reset();
    setCpf("");
    resetCpf();
    setEmail("");
    setPhone("");
    setPassword("");
    navigate(closeHref, { replace: true, preventScrollReset: true });
    window.setTimeout(() => navigate(loginHref, { preventScrollReset: true }), limits.loginModalDelayMs);
  };

  const [dismissedAnswer, setDismissedAnswer] = useState<typeof formAnswer>(undefined);
  const pending = main.state !== "idle";
  const formErrors = form.errors ?? [];
  const returnTo = variant === "page" ? `/${data.lang}` : closeHref;
  const [cpfKey, { defaultValue: _cpfDefault, ...cpfProps }] = split(getInputProps(fields.cpf, { type: "text" }));
  const [emailKey, emailProps] = split(getInputProps(fields.email, { type: "email" }));
  const [selectKey, selectProps] = split(getSelectProps(fields.areaCountryCode));
  const [phoneKey, phoneProps] = split(getInputProps(fields.phone, { type: "tel" }));
  const [passwordKey, passwordProps] = split(getInputProps(fields.password, { type: showPassword ? "text" : "password" }));
  const [termsKey, termsProps] = split(getInputProps(fields.terms, { type: "checkbox" }));
  const birthDate = verified ? formatDate(verified.dateOfBirth, data.htmlLang) : "";
  const policyHref = (type: string) => `/${data.lang}/register/policy/${type}`;

  return (
    <main.Form method="post" action={action} {...getFormProps(form)} onSubmitCapture={() => setSubmitted(true)} className="form registration" data-variant={variant}>
      {/* Enter submits the registration, not the CPF button that comes first in the form. */}
      <button type="submit" name="intent" value="register" className="registration__default-submit" tabIndex={-1} aria-hidden="true" />
      <CountryListScript locale={data.htmlLang} list={countries} />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="cpfToken" value={verified?.token ?? ""} />

      {formErrors.length > 0 && dismissedAnswer !== formAnswer ? (
        <div className="registration__dialog" role="alertdialog" aria-labelledby={`${form.id}-dialog-title`} aria-describedby={`${form.id}-dialog-text`}>
          <Icon name="alert" size={22} />
          <div>
            <p id={`${form.id}-dialog-title`} className="registration__dialog-title">
              {t("errors.title")}
            </p>
            <p id={`${form.id}-dialog-text`}>{msg(formErrors[0])}</p>
            <p className="registration__dialog-thanks">{t("errors.thanks")}</p>
          </div>
          {/* Spec §8: closing returns to the page route; with JavaScript the form keeps what was typed. */}
          <Link
            to={`/${data.lang}/register/step1`}
            className="registration__dialog-close"
            aria-label={t("errors.dismiss")}
            onClick={(event) => {
              event.preventDefault();
              setDismissedAnswer(formAnswer);
            }}
          >
            <Icon name="close" size={18} />
          </Link>
        </div>
      ) : null}

      <section className="registration__section" aria-labelledby={`${form.id}-identity`}>
        <h3 id={`${form.id}-identity`} className="registration__section-title">
          <span className="registration__step">1</span>
          {t("sections.identity")}
        </h3>
        <Field id={fields.cpf.id} label={t("cpf.label")} error={cpfShownError} hint={verified ? null : t("cpf.hint")}>
          <div className="registration__cpf">
            <input
              key={cpfKey}
              {...cpfProps}
              ref={cpfInput}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("cpf.placeholder")}
              maxLength={CPF_FORMATTED_LENGTH}
              value={cpf}
              readOnly={Boolean(verified)}
              aria-invalid={cpfShownError ? true : undefined}
              aria-describedby={cpfShownError ? `${fields.cpf.id}-error` : `${fields.cpf.id}-hint`}
              onChange={(event) => {
                const next = formatCpf(event.currentTarget.value);
                if (next !== cpf) resetCpf();
                setCpf(next);
              }}
            />
            {verified ? (
              <button
                type="submit"
                name="intent"
                value="editCpf"
                formNoValidate
                className="btn btn--ghost registration__cpf-button"
                onClick={(event) => {
                  event.preventDefault();
                  resetCpf();
                  window.setTimeout(() => cpfInput.current?.focus(), 0);
                }}
              >
                <RegIcon name="edit" size={16} />
                {t("cpf.edit")}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="validateCpf"
                formNoValidate
                className="btn btn--primary registration__cpf-button"
                disabled={hydrated && (cpf.length !== CPF_FORMATTED_LENGTH || cpfFetcher.state !== "idle")}
                onClick={(event) => {
                  event.preventDefault();
                  validateCpf();
                }}
              >
                {cpfFetcher.state !== "idle" ? t("cpf.validating") : t("cpf.validate")}
              </button>
            )}
          </div>
        </Field>
        {verified ? (
          <p className="registration__verified" role="status">
            <Icon name="check" size={16} />
            {t("cpf.verified")}
          </p>
        ) : null}
        <div className="registration__row">
          <Field id={`${form.id}-firstName`} label={t("firstName.label")} error={msg(fields.firstName.errors?.[0])}>
            <input id={`${form.id}-firstName`} name="firstName" className="input" readOnly value={verified?.firstName ?? ""} placeholder={t("fromCpf")} tabIndex={verified ? 0 : -1} />
          </Field>
          <Field id={`${form.id}-lastName`} label={t("lastName.label")}>
            <input id={`${form.id}-lastName`} name="lastName" className="input" readOnly value={verified?.lastName ?? ""} placeholder={t("fromCpf")} tabIndex={verified ? 0 : -1} />
          </Field>
        </div>
        <Field id={`${form.id}-birth`} label={t("dateOfBirth.label")}>
          <input id={`${form.id}-birth`} className="input" readOnly value={birthDate} placeholder={t("fromCpf")} tabIndex={verified ? 0 : -1} />
          <input type="hidden" name="dateOfBirth" value={verified?.dateOfBirth ?? ""} />
        </Field>
        {extraFields.includes("nationalId") ? (
          <TextField field={fields.personalId} label={t("personalId.label")} hint={t("personalId.hint")} msg={msg} autoComplete="off" />
        ) : null}
        {extraFields.includes("birthPlace") ? <TextField field={fields.birthPlace} label={t("birthPlace.label")} msg={msg} autoComplete="off" /> : null}
        {extraFields.includes("maidenName") ? <TextField field={fields.maidenName} label={t("maidenName.label")} msg={msg} autoComplete="off" /> : null}
      </section>

      <section className="registration__section" aria-labelledby={`${form.id}-account`}>
        <h3 id={`${form.id}-account`} className="registration__section-title">
          <span className="registration__step">2</span>
          {t("sections.account")}
        </h3>
        <Field id={fields.email.id} label={t("email.label")} error={emailShownError}>
          <input
            key={emailKey}
            {...emailProps}
            className="input"
            autoComplete="email"
            maxLength={64}
            placeholder={t("email.placeholder")}
            aria-invalid={emailShownError ? true : undefined}
            aria-describedby={emailShownError ? `${fields.email.id}-error` : undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={checkEmail}
          />
        </Field>
        <Field id={fields.phone.id} label={t("phone.label")} error={phoneShownError}>
          <div className="registration__phone">
            <select
              key={selectKey}
              {...selectProps}
              className="input registration__dial"
              aria-label={t("phone.countryLabel")}
              autoComplete="tel-country-code"
              onChange={(event) => {
                const next = event.currentTarget.value;
                setIso(next);
                if (phone) checkPhone(next, phone);
              }}
            >
              {countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {`${country.name} (+${country.dialCode})`}
                </option>
              ))}
            </select>
            <input
              key={phoneKey}
              {...phoneProps}
              className="input"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={limits.phone.maxDigits}
              placeholder={t("phone.placeholder")}
              aria-invalid={phoneShownError ? true : undefined}
              aria-describedby={phoneShownError ? `${fields.phone.id}-error` : undefined}
              onChange={(event) => {
                const digits = phoneInput(event.currentTarget.value, limits.phone.maxDigits);
                if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
                setPhone(digits);
              }}
              onBlur={() => checkPhone(iso, phone)}
            />
          </div>
        </Field>
        <Field id={fields.password.id} label={t("password.label")} error={msg(fields.password.errors?.[0])}>
          <div className="registration__password">
            <input
              key={passwordKey}
              {...passwordProps}
              className="input"
              autoComplete="new-password"
              aria-invalid={fields.password.errors ? true : undefined}
              aria-describedby={`${fields.password.id}-checklist${fields.password.errors ? ` ${fields.password.id}-error` : ""}`}
              onChange={(event) => takePassword(event.currentTarget)}
            />
            {hydrated ? (
              <button type="button" className="registration__toggle" aria-pressed={showPassword} aria-label={showPassword ? t("password.hide") : t("password.show")} onClick={() => setShowPassword((v) => !v)}>
                <RegIcon name={showPassword ? "eyeOff" : "eye"} size={18} />
              </button>
            ) : null}
          </div>
          <ul id={`${fields.password.id}-checklist`} className="registration__checklist" aria-label={t("password.checklist.title")}>
            {(["hasMinLength", "hasUpperCase", "hasLowerCase", "hasNumber"] as const).map((rule) => (
              <li key={rule} className={checklist[rule] ? "is-met" : undefined} data-rule={rule} data-met={checklist[rule] ? "true" : "false"}>
                {checklist[rule] ? <Icon name="check" size={14} /> : <RegIcon name="dot" size={14} />}
                {t(`password.checklist.${rule}`, vars)}
              </li>
            ))}
          </ul>
        </Field>
      </section>

      <div className="field">
        <label className="checkbox registration__terms" htmlFor={fields.terms.id}>
          <input key={termsKey} {...termsProps} aria-describedby={fields.terms.errors ? `${fields.terms.id}-error` : undefined} />
          <span>
            <Trans
              t={t}
              i18n={i18n}
              i18nKey="terms.label"
              values={{ age: limits.minimumAge }}
              components={{
                terms: <a href={policyHref("terms")} target="_blank" rel="noreferrer" />,
                privacy: <a href={policyHref("privacy")} target="_blank" rel="noreferrer" />,
                cookies: <a href={policyHref("cookies")} target="_blank" rel="noreferrer" />,
              }}
            />
          </span>
        </label>
        {fields.terms.errors ? (
          <p id={`${fields.terms.id}-error`} className="field__error">
            {msg(fields.terms.errors[0])}
          </p>
        ) : null}
      </div>

      <button type="submit" name="intent" value="register" className="btn btn--primary btn--block registration__submit" disabled={pending || !verified}>
        {pending ? t("submitting") : t("submit")}
      </button>
      {!verified ? <p className="registration__needs-cpf">{t("cpf.validateFirst")}</p> : null}

      <p className="registration__login">
        {t("haveAccount")}{" "}
        <Link to={loginHref} onClick={hydrated ? openLogin : undefined} preventScrollReset>
          {t("login")}
        </Link>
      </p>
      <p className="registration__secure">
        <RegIcon name="lock" size={14} />
        {t("secure")}
      </p>
    </main.Form>
  );
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | null; hint?: string | null; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField({ field, label, hint, msg, autoComplete }: { field: FieldMetadata<string | undefined>; label: string; hint?: string; msg: (key?: string | null) => string | null; autoComplete?: string }) {
  const [key, props] = split(getInputProps(field, { type: "text" }));
  const error = msg(field.errors?.[0]);
  return (
    <Field id={field.id} label={label} error={error} hint={hint}>
      <input key={key} {...props} className="input" autoComplete={autoComplete} aria-invalid={error ? true : undefined} aria-describedby={error ? `${field.id}-error` : undefined} />
    </Field>
  );
}

/** The registry's ISO date shown in the page language (dd/mm/yyyy in pt-BR). */
function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}
