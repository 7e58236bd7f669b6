import { useShellData } from "~/frame-kit/useRootData";
import type { RegistrationFields } from "./hooks";
import { TextField, useRegistrationText } from "./fields";

/**
 * The identity a player types where the brand has no CPF registry (brand.identityDocument
 * nationalId or none): the national id if the brand asks for one, then name and date of birth.
 */
export function TypedIdentity({ fields }: { fields: RegistrationFields }) {
  const { t, msg } = useRegistrationText();
  const { brand } = useShellData();
  const document = brand.identityDocument;
  return (
    <>
      {document.kind === "nationalId" ? (
        <TextField
          field={fields.document}
          label={t("document.label")}
          hint={t("document.hint", { example: document.example })}
          msg={msg}
          autoComplete="off"
          placeholder={document.example}
          maxLength={document.maxLength}
        />
      ) : null}
      <div className="registration__row">
        <TextField field={fields.firstName} label={t("firstName.label")} msg={msg} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("lastName.label")} msg={msg} autoComplete="family-name" />
      </div>
      <TextField field={fields.dateOfBirth} label={t("dateOfBirth.label")} msg={msg} autoComplete="bday" type="date" />
    </>
  );
}
