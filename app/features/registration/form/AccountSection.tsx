import { getInputProps, getSelectProps } from "@conform-to/react";
import { useShellData } from "~/frame-kit/useRootData";
import type { Country } from "../countries";
import { phoneInput } from "~/forms/rules";
import type { ContactChecks, PasswordEntry, RegistrationFields } from "./hooks";
import { RegField, split, useRegistrationText } from "./fields";
import { NewPasswordField } from "./NewPasswordField";
import { SectionTitle } from "./SectionTitle";

/** Step 2, the account (spec §3): e-mail, phone with its dial code, password. */
export function AccountSection({
  formId,
  fields,
  contact,
  password,
  countries,
}: {
  formId: string;
  fields: RegistrationFields;
  contact: ContactChecks;
  password: PasswordEntry;
  countries: Country[];
}) {
  const { t, msg } = useRegistrationText();
  const { brand } = useShellData();
  const maxDigits = brand.limits.phone.maxDigits;
  const [emailKey, emailProps] = split(getInputProps(fields.email, { type: "email" }));
  const [selectKey, selectProps] = split(getSelectProps(fields.areaCountryCode));
  const [phoneKey, phoneProps] = split(getInputProps(fields.phone, { type: "tel" }));
  return (
    <section className="registration__section" aria-labelledby={`${formId}-account`}>
      <SectionTitle id={`${formId}-account`} step={2}>
        {t("sections.account")}
      </SectionTitle>
      <RegField
        id={fields.email.id}
        label={t("email.label")}
        error={msg(fields.email.errors?.[0] ?? contact.emailError)}
      >
        {(control) => (
          <input
            key={emailKey}
            {...emailProps}
            {...control}
            className="input"
            autoComplete="email"
            maxLength={64}
            placeholder={t("email.placeholder")}
            onChange={(event) => contact.setEmail(event.currentTarget.value)}
            onBlur={contact.checkEmail}
          />
        )}
      </RegField>
      <RegField
        id={fields.phone.id}
        label={t("phone.label")}
        error={msg(fields.phone.errors?.[0] ?? fields.areaCountryCode.errors?.[0] ?? contact.phoneError)}
      >
        {(control) => (
          <div className="registration__phone">
            <select
              key={selectKey}
              {...selectProps}
              className="input registration__dial"
              aria-label={t("phone.countryLabel")}
              autoComplete="tel-country-code"
              onChange={(event) => contact.changeDialCode(event.currentTarget.value)}
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
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={maxDigits}
              placeholder={t("phone.placeholder")}
              onChange={(event) => {
                const digits = phoneInput(event.currentTarget.value, maxDigits);
                if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
                contact.setPhone(digits);
              }}
              onBlur={contact.checkPhone}
            />
          </div>
        )}
      </RegField>
      <NewPasswordField field={fields.password} entry={password} error={msg(fields.password.errors?.[0])} />
    </section>
  );
}
