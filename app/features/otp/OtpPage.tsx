import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { Button } from "~/ui/Button";
import { Field } from "~/forms/Field";
import { useShellData } from "~/frame-kit/useRootData";
import { useToast } from "~/ui/Toast";
import { useHydrated } from "~/ui/useHydrated";
import type { OtpActionData, OtpLoaderData } from "./otp.server";
import { OTP_FIELDS, otpSchema, pastedCode, phoneSchema } from "./schema";

/** The page's own link, keeping the withdrawal it returns to (`redirectUrl`) when there is one. */
const pageHref = (page: OtpLoaderData, pathname: string, view?: string) => {
  const query = new URLSearchParams({ ...(view ? { view } : {}), ...(page.next ? { redirectUrl: page.next } : {}) });
  return `${pathname}${query.size ? `?${query.toString()}` : ""}`;
};

/** Spec §4 OTP: code entry, change phone number, success. */
/** The page's loader and action data, handed down to each view. */
interface OtpPageProps {
  page: OtpLoaderData;
  actionData: OtpActionData | undefined;
}

export function OtpPage({ page, actionData }: OtpPageProps) {
  const verifier = useFetcher<OtpActionData>({ key: "otp-verify" });
  const { t } = useTranslation("otp");
  const { lang } = useShellData();
  const verified =
    page.view === "verified" ||
    (verifier.data?.intent === "verify" && verifier.data.verified) ||
    (actionData?.intent === "verify" && actionData.verified);

  return (
    <section className="page-form otp" aria-labelledby="otp-title">
      {verified ? (
        <div className="otp__success">
          <span className="otp__success-icon" aria-hidden="true">
            <Icon name="check" size={36} />
          </span>
          <h1 id="otp-title">{t("success.title")}</h1>
          <p>{t("success.text")}</p>
          <Link to={page.next ?? `/${lang}`} className="btn btn--primary btn--block">
            {t("success.continue")}
          </Link>
        </div>
      ) : page.view === "phone" ? (
        <ChangePhone page={page} actionData={actionData} />
      ) : page.view === "send" ? (
        <SendCode page={page} />
      ) : (
        <CodeEntry page={page} actionData={actionData} />
      )}
    </section>
  );
}

/**
 * No live code yet: a POST sends one (a GET never does). With JavaScript the form submits by
 * itself once the page is on screen; without it, the player presses the button.
 */
function SendCode({ page }: Pick<OtpPageProps, "page">) {
  const { t } = useTranslation("otp");
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const autoSent = useRef(false);
  useEffect(() => {
    // Once per page load, and not after a failed send (the player retries with the button).
    if (autoSent.current || page.sendFailed || !formRef.current) return;
    autoSent.current = true;
    submit(formRef.current, { replace: true });
  }, [page.sendFailed, submit]);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <>
      <span className="otp__badge" aria-hidden="true">
        <Icon name="phone" size={28} />
      </span>
      <h1 id="otp-title">{t("entry.title")}</h1>
      <p className="otp__lead">
        {page.maskedPhone ? t("send.text", { phone: page.maskedPhone }) : t("send.textNoPhone")}
      </p>
      {page.sendFailed ? (
        <p className="form__error" role="alert">
          {t("errors.sendFailed")}
        </p>
      ) : null}
      <Form method="post" ref={formRef} className="form">
        <input type="hidden" name="intent" value="send" />
        <Button block pending={sending} pendingLabel={t("send.sending")}>
          {t("send.button")}
        </Button>
      </Form>
      <p className="otp__change">
        <Link to={pageHref(page, location.pathname, "phone")} rel="nofollow">
          {t("entry.changePhone")}
        </Link>
      </p>
    </>
  );
}

function CodeEntry({ page, actionData }: OtpPageProps) {
  const { t } = useTranslation("otp");
  const { brand, lang } = useShellData();
  const location = useLocation();
  const fetcher = useFetcher<OtpActionData>({ key: "otp-verify" });
  const result = fetcher.data ?? actionData;
  const verifyResult = result?.intent === "verify" ? result.result : undefined;
  const initial = (verifyResult?.initialValue ?? {}) as Record<string, unknown>;
  const [digits, setDigits] = useState<string[]>(() =>
    OTP_FIELDS.map((name) => (typeof initial[name] === "string" ? (initial[name] as string).slice(0, 1) : "")),
  );
  const [locked, setLocked] = useState(false);
  const [shownError, setShownError] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "otp-code",
    lastResult: verifyResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
    shouldValidate: "onSubmit",
  });

  // A wrong code shows its error for wrongCodeDisplayMs, then the boxes clear and unlock (spec §4).
  const formError = verifyResult?.error?.[""]?.[0] ?? null;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "verify") return;
    if (fetcher.data.verified) return;
    const key = fetcher.data.result.error?.[""]?.[0] ?? null;
    setShownError(key);
    const timer = setTimeout(() => {
      setShownError(null);
      setDigits(OTP_FIELDS.map(() => ""));
      setLocked(false);
      inputs.current[0]?.focus();
    }, brand.limits.otp.wrongCodeDisplayMs);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data, brand.limits.otp.wrongCodeDisplayMs]);

  // All four filled: the form locks and verifies by itself (spec §4).
  const update = (next: string[]) => {
    const complete = next.every((d) => /^\d$/.test(d));
    // Render the values (and the lock) before the form is read.
    flushSync(() => {
      setDigits(next);
      if (complete) setLocked(true);
    });
    if (complete) formRef.current?.requestSubmit();
  };
  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, "").slice(-1);
    const next = digits.map((d, i) => (i === index ? digit : d));
    if (digit && index < OTP_FIELDS.length - 1) inputs.current[index + 1]?.focus();
    update(next);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === "ArrowLeft" && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === "ArrowRight" && index < OTP_FIELDS.length - 1) inputs.current[index + 1]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = pastedCode(event.clipboardData.getData("text"), OTP_FIELDS.length);
    if (!code) return;
    event.preventDefault();
    inputs.current[OTP_FIELDS.length - 1]?.focus();
    update(code);
  };

  const hydrated = useHydrated();
  const toast = useToast();
  const phoneUpdated = page.phoneUpdated;
  useEffect(() => {
    if (phoneUpdated) toast.show({ type: "success", title: t("phone.updated") });
  }, [phoneUpdated, toast, t]);

  const busy = fetcher.state !== "idle" || locked;
  // Without JavaScript the server's answer stays on the page; with it, the timed one shows.
  const errorKey = fetcher.data ? shownError : formError;
  const fieldError = OTP_FIELDS.map((name) => fields[name].errors?.[0]).find(Boolean);

  return (
    <>
      <span className="otp__badge" aria-hidden="true">
        <Icon name="phone" size={28} />
      </span>
      <h1 id="otp-title">{t("entry.title")}</h1>
      <p className="otp__lead">{page.maskedPhone ? t("entry.sentTo", { phone: page.maskedPhone }) : t("entry.sent")}</p>
      {/* Spec §8: a toast once the page runs; without JavaScript the notice stays in the page. */}
      {page.phoneUpdated && !hydrated ? (
        <p className="form__success" role="status">
          {t("phone.updated")}
        </p>
      ) : null}
      <fetcher.Form method="post" ref={formRef} {...getFormProps(form)} className="form" aria-busy={busy}>
        <input type="hidden" name="intent" value="verify" />
        <fieldset className="otp__digits">
          <legend className="field__label">{t("entry.codeLabel")}</legend>
          {OTP_FIELDS.map((name, index) => {
            const { key, ...props } = getInputProps(fields[name], { type: "text" });
            return (
              // One digit of the code, named by aria-label under the fieldset's legend (ADR 095).
              // eslint-disable-next-line no-restricted-syntax
              <input
                key={key}
                {...props}
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                className="input otp__digit"
                inputMode="numeric"
                pattern="[0-9]"
                maxLength={1}
                autoComplete={index === 0 ? "one-time-code" : "off"}
                aria-label={t("entry.digitLabel", { n: index + 1 })}
                value={digits[index]}
                defaultValue={undefined}
                readOnly={busy}
                aria-invalid={errorKey || fields[name].errors ? true : undefined}
                onChange={(event) => setDigit(index, event.target.value)}
                onKeyDown={onKeyDown(index)}
                onPaste={onPaste}
                onFocus={(event) => event.target.select()}
              />
            );
          })}
        </fieldset>
        {fieldError ? <p className="field__error">{t(fieldError)}</p> : null}
        {errorKey ? (
          <p className="form__error" role="alert" id="otp-error">
            {t(errorKey)}
          </p>
        ) : null}
        {busy && !errorKey ? (
          <div
            className="otp__progress"
            role="progressbar"
            aria-label={t("entry.verifying")}
            style={{ animationDuration: `${brand.limits.otp.progressMs}ms` }}
          />
        ) : null}
        <Button block pending={busy}>
          {t("entry.verify")}
        </Button>
      </fetcher.Form>
      <Resend key={page.sentAt ?? 0} page={page} actionData={actionData} />
      <p className="otp__change">
        <Link to={pageHref(page, location.pathname, "phone")} rel="nofollow">
          {t("entry.changePhone")}
        </Link>
      </p>
      <p className="otp__support-link">
        <Link to={`/${lang}/page/contact-us`}>{t("entry.support")}</Link>
      </p>
    </>
  );
}

/**
 * Resend: a countdown from resendSeconds to 0 (spec §9), then a resend button and the
 * contact-support notice. The server checks the interval too; without JavaScript the button
 * is always there and the server answers "please wait" when it is early.
 */
function Resend({ page, actionData }: OtpPageProps) {
  const fetcher = useFetcher<OtpActionData>({ key: "otp-resend" });
  const { t } = useTranslation("otp");
  const { lang } = useShellData();
  const hydrated = useHydrated();
  const [left, setLeft] = useState(page.resendIn);
  useEffect(() => {
    const start = Date.now();
    const tick = () => setLeft(Math.max(0, page.resendIn - Math.floor((Date.now() - start) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [page.resendIn]);
  const result = fetcher.data ?? actionData;
  const resend = result?.intent === "resend" ? result : null;
  const error = resend?.result.error?.[""]?.[0];
  const showButton = !hydrated || left === 0;
  // Spec §8: the resend answer is a toast (success, or the generic failure) once the page runs;
  // "wait for the timer" stays next to the button. Without JavaScript both stay in the page.
  const toast = useToast();
  const answer = fetcher.data?.intent === "resend" ? fetcher.data : null;
  useEffect(() => {
    if (!answer) return;
    if (answer.resent) toast.show({ type: "success", title: t("resend.success") });
    else if (answer.result.error?.[""]?.[0] === "otp:errors.resendFailed")
      toast.show({ type: "error", title: t("errors.resendFailed") });
  }, [answer, toast, t]);
  const inlineError = error && !(answer && error === "otp:errors.resendFailed") ? error : null;
  return (
    <div className="otp__resend" aria-live="polite">
      {resend?.resent && !answer ? (
        <p className="form__success" role="status">
          {t("resend.success")}
        </p>
      ) : null}
      {inlineError ? (
        <p className="form__error" role="alert">
          {t(inlineError)}
        </p>
      ) : null}
      {hydrated && left > 0 ? (
        <p className="otp__timer">
          {t("resend.countdown")}{" "}
          <span className="otp__seconds" data-testid="otp-resend-seconds">
            {t("resend.seconds", { count: left })}
          </span>
        </p>
      ) : null}
      {!hydrated && page.resendIn > 0 ? (
        <p className="otp__timer">{t("resend.waitHint", { seconds: page.resendIn })}</p>
      ) : null}
      {showButton ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <Button variant="ghost" block pending={fetcher.state !== "idle"}>
            {t("resend.button")}
          </Button>
        </fetcher.Form>
      ) : null}
      {hydrated && left === 0 ? (
        <p className="otp__support">
          {t("resend.support")} <Link to={`/${lang}/page/contact-us`}>{t("resend.supportLink")}</Link>
        </p>
      ) : null}
    </div>
  );
}

function ChangePhone({ page, actionData }: OtpPageProps) {
  const fetcher = useFetcher<OtpActionData>({ key: "otp-phone" });
  const { t } = useTranslation("otp");
  const { brand } = useShellData();
  const location = useLocation();
  const result = fetcher.data ?? actionData;
  const schema = phoneSchema(brand.limits.phone);
  const [form, fields] = useForm({
    id: "otp-phone",
    lastResult: result?.intent === "changePhone" ? result.result : undefined,
    defaultValue: { areaCode: page.areaCode, phoneNumber: page.phoneNumber },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0];
  return (
    <>
      <h1 id="otp-title">{t("phone.title")}</h1>
      <p className="otp__lead">{t("phone.text")}</p>
      <fetcher.Form method="post" {...getFormProps(form)} className="form">
        <input type="hidden" name="intent" value="changePhone" />
        {formError ? (
          <p className="form__error" role="alert">
            {t(formError)}
          </p>
        ) : null}
        <div className="otp__phone-row">
          <Field
            id={fields.areaCode.id}
            className="otp__area"
            label={t("phone.areaCode")}
            error={fields.areaCode.errors ? t(fields.areaCode.errors[0]) : undefined}
            wrap
          >
            {(control) => (
              <>
                <span className="otp__plus" aria-hidden="true">
                  +
                </span>
                <input
                  {...getInputProps(fields.areaCode, { type: "text" })}
                  {...control}
                  key={fields.areaCode.key}
                  className="input otp__area-input"
                  inputMode="numeric"
                  autoComplete="tel-country-code"
                />
              </>
            )}
          </Field>
          <Field
            id={fields.phoneNumber.id}
            className="otp__number"
            label={t("phone.number")}
            error={fields.phoneNumber.errors ? t(fields.phoneNumber.errors[0]) : undefined}
          >
            {(control) => (
              <input
                {...getInputProps(fields.phoneNumber, { type: "tel" })}
                {...control}
                key={fields.phoneNumber.key}
                className="input"
                inputMode="numeric"
                autoComplete="tel-national"
              />
            )}
          </Field>
        </div>
        <Button block pending={fetcher.state !== "idle"}>
          {t("phone.save")}
        </Button>
        <Link to={pageHref(page, location.pathname)} className="btn btn--ghost btn--block">
          {t("phone.cancel")}
        </Link>
      </fetcher.Form>
    </>
  );
}
