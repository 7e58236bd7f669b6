import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Button } from "~/ui/Button";
import { Icon } from "~/ui/icons";
import { useHydrated } from "~/ui/useHydrated";
import { RegIcon } from "../icons";
import { CPF_FORMATTED_LENGTH } from "~/forms/rules";
import type { CpfCheck } from "./hooks";
import { RegField, split, useRegistrationText } from "./fields";

/**
 * The CPF block (spec §2 step 1): the CPF with its Validate button, Edit once verified, and the
 * verified notice. Without JavaScript both buttons are submit buttons of the form.
 */
export function CpfField({
  field,
  cpf,
  error,
}: {
  field: FieldMetadata<string | undefined>;
  cpf: CpfCheck;
  error: string | null;
}) {
  const { t } = useRegistrationText();
  const hydrated = useHydrated();
  const [key, { defaultValue: _default, ...props }] = split(getInputProps(field, { type: "text" }));
  return (
    <>
      <RegField id={field.id} label={t("cpf.label")} error={error} hint={cpf.verified ? null : t("cpf.hint")}>
        {(control) => (
          <div className="registration__cpf">
            <input
              key={key}
              {...props}
              {...control}
              ref={cpf.input}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("cpf.placeholder")}
              maxLength={CPF_FORMATTED_LENGTH}
              value={cpf.cpf}
              readOnly={Boolean(cpf.verified)}
              onChange={(event) => cpf.type(event.currentTarget.value)}
            />
            {cpf.verified ? (
              <Button
                name="intent"
                value="editCpf"
                formNoValidate
                variant="ghost"
                className="registration__cpf-button"
                onClick={(event) => {
                  event.preventDefault();
                  cpf.edit();
                }}
              >
                <RegIcon name="edit" size={16} />
                {t("cpf.edit")}
              </Button>
            ) : (
              <Button
                name="intent"
                value="validateCpf"
                formNoValidate
                className="registration__cpf-button"
                disabled={hydrated && cpf.cpf.length !== CPF_FORMATTED_LENGTH}
                pending={cpf.checking}
                pendingLabel={t("cpf.validating")}
                onClick={(event) => {
                  event.preventDefault();
                  cpf.validate();
                }}
              >
                {t("cpf.validate")}
              </Button>
            )}
          </div>
        )}
      </RegField>
      {cpf.verified ? (
        <p className="registration__verified" role="status">
          <Icon name="check" size={16} />
          {t("cpf.verified")}
        </p>
      ) : null}
    </>
  );
}
