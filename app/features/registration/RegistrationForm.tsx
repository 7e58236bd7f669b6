import { useState, type FormEvent, type MouseEvent } from "react";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { withoutParams } from "~/ui/Modal";
import { useHydrated } from "~/ui/useHydrated";
import type { RegistrationActionData } from "./register.server";
import { CountryListScript, useCountryList } from "./CountryList";
import {
  REGISTER_PARAMS,
  useContactChecks,
  useCpfCheck,
  usePasswordEntry,
  useRegistrationConform,
  useRegistrationOutcome,
  type RegistrationVariant,
} from "./form/hooks";
import { initial, useRegistrationText } from "./form/fields";
import { ErrorDialog } from "./form/ErrorDialog";
import { IdentitySection } from "./form/IdentitySection";
import { AccountSection } from "./form/AccountSection";
import { ConsentField } from "./form/ConsentField";
import { RegistrationActions } from "./form/RegistrationActions";
import { placedFields, unplacedErrors } from "./form/placed";
import { UnplacedErrors } from "./form/UnplacedErrors";

export { REGISTER_PARAMS };

export interface RegistrationFormProps {
  variant: RegistrationVariant;
  /** The page action's answer after a no-JavaScript post (page variant). */
  actionData?: RegistrationActionData;
}

/**
 * Registration form (spec §2 modal, §3 fields, §5 rules). A real form posting to
 * /{lang}/register/step1 — without JavaScript every button is a submit button of it; with
 * JavaScript it submits through fetchers and stays where it is.
 */
export function RegistrationForm({ variant, actionData }: RegistrationFormProps) {
  const data = useShellData();
  const { msg } = useRegistrationText();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const action = `/${data.lang}/register/step1`;

  const main = useFetcher<RegistrationActionData>({ key: `registration-${variant}` });
  const answer = main.data ?? actionData;
  const formAnswer = answer?.kind === "form" ? answer : undefined;
  const countries = useCountryList(data.htmlLang);
  const [form, fields] = useRegistrationConform(variant, formAnswer);

  // What the player typed, for the checks and the live checklist.
  const password = usePasswordEntry(fields.password.id);
  const cpf = useCpfCheck(action, formAnswer, initial(fields.cpf));
  const contact = useContactChecks(action, fields);
  const [submitted, setSubmitted] = useState(false);
  useRegistrationOutcome(main.data, variant);

  // "Validate your CPF first" belongs to a submission, not to leaving the field, and never
  // stands next to a verified CPF (a check from before the lookup is stale).
  const cpfFieldError = fields.cpf.errors?.[0];
  const staleNotVerified =
    cpfFieldError === "cpf.errors.notVerified" && (Boolean(cpf.verified) || (!submitted && !formAnswer));
  const cpfError = msg(cpf.error ?? (staleNotVerified ? null : cpfFieldError));
  const document = data.brand.identityDocument.kind;
  const unplaced = unplacedErrors(form.allErrors, placedFields(document, data.countryRule?.registrationFields ?? []));

  const closeHref = variant === "page" ? location.pathname : withoutParams(location, REGISTER_PARAMS);
  const loginHref = modalHref(
    variant === "page"
      ? { pathname: `/${data.lang}`, search: "" }
      : { pathname: location.pathname, search: closeHref.slice(location.pathname.length) },
    "login",
  );

  // Spec §4: the login link resets the form, closes registration and opens login after the delay.
  const openLogin = (event: MouseEvent) => {
    event.preventDefault();
    form.reset();
    cpf.clear();
    contact.clear();
    password.clear();
    navigate(closeHref, { replace: true, preventScrollReset: true });
    window.setTimeout(() => navigate(loginHref, { preventScrollReset: true }), data.brand.limits.loginModalDelayMs);
  };

  return (
    <main.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      onSubmitCapture={(event: FormEvent<HTMLFormElement>) => {
        // conform validates a field on blur by submitting with its own __intent__ button: not a submission.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") !== "__intent__") setSubmitted(true);
      }}
      className="form registration"
      data-variant={variant}
    >
      {/* Enter submits the registration, not the CPF button that comes first in the form. */}
      <button
        type="submit"
        name="intent"
        value="register"
        className="registration__default-submit"
        tabIndex={-1}
        aria-hidden="true"
      />
      <CountryListScript locale={data.htmlLang} list={countries} />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
      <input type="hidden" name="returnTo" value={variant === "page" ? `/${data.lang}` : closeHref} />
      {document === "cpf" ? <input type="hidden" name="cpfToken" value={cpf.verified?.token ?? ""} /> : null}
      <ErrorDialog formId={form.id} answer={formAnswer} errorKey={form.errors?.[0]} />
      <IdentitySection formId={form.id} fields={fields} cpf={cpf} cpfError={cpfError} />
      <AccountSection formId={form.id} fields={fields} contact={contact} password={password} countries={countries} />
      <ConsentField field={fields.terms} />
      <UnplacedErrors formId={form.id} errors={unplaced} />
      <RegistrationActions
        pending={main.state !== "idle"}
        verified={document !== "cpf" || Boolean(cpf.verified)}
        loginHref={loginHref}
        onLogin={hydrated ? openLogin : undefined}
      />
    </main.Form>
  );
}
