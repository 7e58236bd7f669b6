import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Trans } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";
import { Field } from "~/forms/Field";
import { split, useRegistrationText } from "./fields";

/** The consent block (spec §3): age and the terms, privacy and cookie policies, each a link. */
export function ConsentField({ field }: { field: FieldMetadata<boolean | undefined> }) {
  const { t, i18n, msg } = useRegistrationText();
  const { lang, brand } = useShellData();
  const [key, props] = split(getInputProps(field, { type: "checkbox" }));
  const policy = (type: string) => <a href={`/${lang}/register/policy/${type}`} target="_blank" rel="noreferrer" />;
  const label = (
    <Trans
      t={t}
      i18n={i18n}
      i18nKey="terms.label"
      values={{ age: brand.limits.minimumAge }}
      components={{ terms: policy("terms"), privacy: policy("privacy"), cookies: policy("cookies") }}
    />
  );
  return (
    <Field
      kind="checkbox"
      id={field.id}
      labelClassName="registration__terms"
      label={label}
      error={msg(field.errors?.[0])}
    >
      {(control) => <input key={key} {...props} {...control} />}
    </Field>
  );
}
