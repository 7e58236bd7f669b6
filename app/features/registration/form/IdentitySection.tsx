import { useShellData } from "~/frame-kit/useRootData";
import { intlLocale } from "~/i18n/languages";
import type { CpfCheck, RegistrationFields } from "./hooks";
import { CpfField } from "./CpfField";
import { RegField, TextField, useRegistrationText } from "./fields";
import { SectionTitle } from "./SectionTitle";
import { TypedIdentity } from "./TypedIdentity";

/**
 * Step 1, the player's identity (spec §3): the brand's document — the CPF with the names and
 * birth date the registry returns for it (read-only), or what the player types (TypedIdentity) —
 * and the extra fields the visitor's country rule asks for.
 */
export function IdentitySection({
  formId,
  fields,
  cpf,
  cpfError,
}: {
  formId: string;
  fields: RegistrationFields;
  cpf: CpfCheck;
  cpfError: string | null;
}) {
  const { t, msg } = useRegistrationText();
  const { lang, countryRule, brand } = useShellData();
  const extraFields = countryRule?.registrationFields ?? [];
  const verified = cpf.verified;
  const fromCpf = {
    readOnly: true,
    placeholder: t("fromCpf"),
    tabIndex: verified ? 0 : -1,
    className: "input",
  } as const;
  return (
    <section className="registration__section" aria-labelledby={`${formId}-identity`}>
      <SectionTitle id={`${formId}-identity`} step={1}>
        {t("sections.identity")}
      </SectionTitle>
      {brand.identityDocument.kind === "cpf" ? (
        <>
          <CpfField field={fields.cpf} cpf={cpf} error={cpfError} />
          <div className="registration__row">
            <RegField id={`${formId}-firstName`} label={t("firstName.label")} error={msg(fields.firstName.errors?.[0])}>
              <input id={`${formId}-firstName`} name="firstName" {...fromCpf} value={verified?.firstName ?? ""} />
            </RegField>
            <RegField id={`${formId}-lastName`} label={t("lastName.label")}>
              <input id={`${formId}-lastName`} name="lastName" {...fromCpf} value={verified?.lastName ?? ""} />
            </RegField>
          </div>
          <RegField id={`${formId}-birth`} label={t("dateOfBirth.label")}>
            <input
              id={`${formId}-birth`}
              {...fromCpf}
              value={verified ? formatDate(verified.dateOfBirth, intlLocale(brand, lang)) : ""}
            />
            <input type="hidden" name="dateOfBirth" value={verified?.dateOfBirth ?? ""} />
          </RegField>
        </>
      ) : (
        <TypedIdentity fields={fields} />
      )}
      {extraFields.includes("nationalId") ? (
        <TextField
          field={fields.personalId}
          label={t("personalId.label")}
          hint={t("personalId.hint")}
          msg={msg}
          autoComplete="off"
        />
      ) : null}
      {extraFields.includes("birthPlace") ? (
        <TextField field={fields.birthPlace} label={t("birthPlace.label")} msg={msg} autoComplete="off" />
      ) : null}
      {extraFields.includes("maidenName") ? (
        <TextField field={fields.maidenName} label={t("maidenName.label")} msg={msg} autoComplete="off" />
      ) : null}
    </section>
  );
}

/** The registry's ISO date shown in the page language (dd/mm/yyyy in pt-BR). */
function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
