import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { withoutParams } from "~/ui/Modal";
import { useToast } from "~/ui/Toast";
import { useAdoptTypedValue } from "~/ui/typed-before-hydration";
import type { RegistrationActionData, VerifiedCpfState } from "../register.server";
import { registrationSchema, rulesFrom } from "../schema";
import { countryByIso, defaultPhoneCountry } from "../countries";
import { formatCpf, isValidEmail, phoneProblem, stripDisallowedPasswordChars } from "~/forms/rules";
import { useModalNamespace } from "~/ui/modal-namespace";
import { initial } from "./fields";

export type RegistrationVariant = "modal" | "page";
export type FormAnswer = Extract<RegistrationActionData, { kind: "form" }>;

const NO_FIELDS: readonly string[] = [];

/** Query parameters of the registration modal (removed when it closes). */
export const REGISTER_PARAMS = ["modal", "confirmClose", "registered"] as const;

/** The brand's rules as one conform form: checked when a field is left, then as it is typed. */
export function useRegistrationConform(variant: RegistrationVariant, answer: FormAnswer | undefined) {
  const data = useShellData();
  const limits = data.brand.limits;
  const extraFields = data.countryRule?.registrationFields ?? NO_FIELDS;
  const document = data.brand.identityDocument;
  const schema = useMemo(
    () => registrationSchema(rulesFrom(limits, extraFields, document)),
    [limits, extraFields, document],
  );
  const fallbackCountry = defaultPhoneCountry(data.countryCode, data.brand.defaultCountry);
  return useForm({
    id: `registration-${variant}`,
    lastResult: answer?.result,
    defaultValue: { areaCountryCode: fallbackCountry.iso },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });
}

export type RegistrationFields = ReturnType<typeof useRegistrationConform>[1];

/** The password as typed, for the live checklist, and whether it is shown in clear. */
export function usePasswordEntry(inputId: string) {
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  // Spec §5: characters a password may not contain are dropped as they are typed or pasted.
  const take = (input: HTMLInputElement) => {
    const clean = stripDisallowedPasswordChars(input.value);
    if (clean !== input.value) input.value = clean;
    setPassword(clean);
  };
  useAdoptTypedValue(inputId, take);
  return { password, shown, take, toggle: () => setShown((v) => !v), clear: () => setPassword("") };
}

export type PasswordEntry = ReturnType<typeof usePasswordEntry>;

/**
 * The CPF as typed and its registry check (spec §5): Validate looks it up through a fetcher;
 * a verified CPF fills the names and birth date and is read-only until Edit.
 */
export function useCpfCheck(action: string, answer: FormAnswer | undefined, typed: string) {
  const fetcher = useFetcher<RegistrationActionData>();
  const [cpf, setCpf] = useState(() => formatCpf(answer?.verified?.cpf ?? typed));
  const [verified, setVerified] = useState<VerifiedCpfState | null>(answer?.verified ?? null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A no-JavaScript answer or a failed registration carries the verified CPF back.
  useEffect(() => {
    if (answer) setVerified(answer.verified);
  }, [answer]);

  useEffect(() => {
    const result = fetcher.data;
    if (result?.kind !== "cpf") return;
    if (formatCpf(result.cpf) !== cpf) return; // answered for a CPF that was edited since
    setVerified(result.verified);
    setError(result.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const reset = () => {
    setVerified(null);
    setError(null);
  };
  return {
    cpf,
    verified,
    /** The lookup's error key, if it refused the CPF. */
    error,
    checking: fetcher.state !== "idle",
    input,
    type(value: string) {
      const next = formatCpf(value);
      if (next !== cpf) reset();
      setCpf(next);
    },
    validate() {
      setError(null);
      fetcher.submit({ intent: "validateCpf", cpf, js: "1" }, { method: "post", action });
    },
    edit() {
      reset();
      window.setTimeout(() => input.current?.focus(), 0);
    },
    clear() {
      setCpf("");
      reset();
    },
  };
}

export type CpfCheck = ReturnType<typeof useCpfCheck>;

/** E-mail and phone as typed, and their availability checks on leaving the field (spec §5). */
export function useContactChecks(action: string, fields: RegistrationFields) {
  const data = useShellData();
  const limits = data.brand.limits;
  const emailFetcher = useFetcher<RegistrationActionData>();
  const phoneFetcher = useFetcher<RegistrationActionData>();
  const [email, setEmail] = useState(() => initial(fields.email));
  const [iso, setIso] = useState(
    () => initial(fields.areaCountryCode) || defaultPhoneCountry(data.countryCode, data.brand.defaultCountry).iso,
  );
  const [phone, setPhone] = useState(() => initial(fields.phone));
  const lastEmail = useRef("");
  const lastPhone = useRef("");

  const emailAnswer = emailFetcher.data;
  const phoneAnswer = phoneFetcher.data;
  const checkPhone = (nextIso: string, nextPhone: string) => {
    const key = `${nextIso}|${nextPhone}`;
    if (key === lastPhone.current) return;
    if (phoneProblem(countryByIso(nextIso)?.dialCode ?? "", nextPhone, limits.phone)) return;
    lastPhone.current = key;
    phoneFetcher.submit(
      { intent: "checkPhone", areaCountryCode: nextIso, phone: nextPhone, js: "1" },
      { method: "post", action },
    );
  };
  return {
    email,
    iso,
    phone,
    /** The platform's answer about the e-mail as it is now (taken, blocked …), if any. */
    emailError:
      emailAnswer?.kind === "check" && emailAnswer.field === "email" && emailAnswer.value === email.trim()
        ? emailAnswer.error
        : null,
    phoneError:
      phoneAnswer?.kind === "check" && phoneAnswer.field === "phone" && phoneAnswer.value === `${iso}|${phone}`
        ? phoneAnswer.error
        : null,
    setEmail,
    setPhone,
    checkEmail() {
      const value = email.trim();
      if (!isValidEmail(value) || value === lastEmail.current) return;
      lastEmail.current = value;
      emailFetcher.submit({ intent: "checkEmail", email: value, js: "1" }, { method: "post", action });
    },
    /** Spec §5: skipped if unchanged, re-validated when the dial code changes. */
    changeDialCode(next: string) {
      setIso(next);
      if (phone) checkPhone(next, phone);
    },
    checkPhone: () => checkPhone(iso, phone),
    clear() {
      setEmail("");
      setPhone("");
    },
  };
}

export type ContactChecks = ReturnType<typeof useContactChecks>;

/** Where the form goes after the registration action answered: success view, login, or blocked. */
export function useRegistrationOutcome(result: RegistrationActionData | undefined, variant: RegistrationVariant) {
  const { lang } = useShellData();
  const { t } = useModalNamespace("registration");
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (!result) return;
    const base =
      variant === "page"
        ? { pathname: `/${lang}`, search: "" }
        : {
            pathname: location.pathname,
            search: withoutParams(location, REGISTER_PARAMS).replace(location.pathname, ""),
          };
    if (result.kind === "done") {
      navigate(modalHref(base, "register", { registered: "1" }), { replace: true, preventScrollReset: true });
    } else if (result.kind === "loginFailed") {
      toast.show({ type: "error", title: t("loginFailed.title"), message: t("loginFailed.text") });
      navigate(variant === "page" ? `/${lang}` : withoutParams(location, REGISTER_PARAMS), {
        replace: true,
        preventScrollReset: true,
      });
    } else if (result.kind === "blocked") {
      navigate(modalHref(base, "restricted-registration"), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
