import { Form, Link, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";
import { htmlLang } from "~/i18n/languages";
import { useZodForm } from "~/forms/use-zod-form";
import { SubmitButton } from "~/forms/SubmitButton";
import { RadioGroupField, TextField } from "~/forms/controls";
import { ErrorSummary } from "~/forms/ErrorSummary";
import { Icon } from "~/ui/icons";
import { ADDRESS_MAX, CITY_MAX, GENDERS, ZIP_MAX, addressSchema, personalSchema } from "./schema";
import { postalCodeExample } from "../postal-code";
import type { CompleteProfileActionData, CompleteProfileData } from "./complete-profile.server";

interface Props {
  page: CompleteProfileData;
  actionData: CompleteProfileActionData | undefined;
}

/**
 * {lang}/completeprofile: registration step 2 (address) and step 3 (personal details), each a
 * plain form that works without JavaScript; with it, checked as the player types.
 */
export function CompleteProfilePage({ page, actionData }: Props) {
  const { t } = useTranslation("registration");
  const total = page.exemption === "total" ? 2 : 3;
  return (
    <section
      className="page-form complete-profile"
      aria-labelledby="complete-profile-title"
      data-testid="complete-profile"
    >
      <h1 id="complete-profile-title">
        <Icon name="user" size={22} /> {t("completeProfile.title")}
      </h1>
      {page.step === null ? (
        <Done page={page} />
      ) : (
        <>
          <p className="complete-profile__step" data-testid="complete-profile-step">
            {t("completeProfile.stepOf", { step: page.step, total })}
          </p>
          {page.unavailable ? (
            <p className="form__error" role="alert">
              {t("completeProfile.errors.unavailable")}
            </p>
          ) : null}
          {page.step === 2 ? (
            <AddressStep page={page} actionData={actionData} />
          ) : (
            <PersonalStep page={page} actionData={actionData} />
          )}
        </>
      )}
    </section>
  );
}

function Done({ page }: Pick<Props, "page">) {
  const { t } = useTranslation("registration");
  return (
    <div className="complete-profile__done" role="status" data-testid="complete-profile-done">
      <span className="registration__result-icon registration__result-icon--success" aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <p>{t("completeProfile.done")}</p>
      <Link to={page.redirectUrl ?? `/${page.lang}`} className="btn btn--primary btn--block">
        {t("completeProfile.continue")}
      </Link>
      <Link to="?regstep2=true" className="btn btn--ghost btn--block" rel="nofollow">
        {t("completeProfile.editAddress")}
      </Link>
    </div>
  );
}

/** The hidden fields every step posts: which step, and where to go on. */
function StepFields({ intent, redirectUrl }: { intent: "address" | "personal"; redirectUrl: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
    </>
  );
}

function FormError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation("registration");
  return <ErrorSummary id={id} message={message ? t(message) : undefined} />;
}

function AddressStep({ page, actionData }: Props) {
  const { t, i18n } = useTranslation("registration");
  const navigation = useNavigation();
  const example = postalCodeExample(page.country);
  const [form, fields] = useZodForm("complete-address", addressSchema(page.country), actionData?.result, {
    address1: page.values.address1,
    city: page.values.city,
    zipCode: page.values.zipCode,
  });
  const countryName = regionName(page.country, i18n.language);
  const text = (
    name: "address1" | "city" | "zipCode",
    max: number,
    autoComplete: string,
    extra?: { placeholder?: string; inputMode?: "numeric" },
  ) => {
    const field = fields[name];
    const { key, ...props } = getInputProps(field, { type: "text" });
    const error = field.errors?.[0];
    return (
      <TextField
        key={key}
        id={field.id}
        label={t(`completeProfile.${name}.label`)}
        error={error ? t(error, { max, example }) : undefined}
        errorId={field.errorId}
        input={{
          ...props,
          maxLength: max,
          autoComplete,
          ...extra,
          "data-testid": `complete-profile-${name}`,
        }}
      />
    );
  };
  return (
    <>
      <p className="complete-profile__intro">{t("completeProfile.addressIntro")}</p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} message={form.errors?.[0]} />
        <StepFields intent="address" redirectUrl={page.redirectUrl} />
        {text("address1", ADDRESS_MAX, "street-address")}
        <div className="complete-profile__row">
          {text("city", CITY_MAX, "address-level2")}
          {text("zipCode", ZIP_MAX, "postal-code", {
            placeholder: example ?? undefined,
            // A phone's digit pad where the country's codes are digits only.
            inputMode: example && /^[\d -]+$/.test(example) ? "numeric" : undefined,
          })}
        </div>
        <p className="complete-profile__country">
          {t("completeProfile.country")}: <strong>{countryName}</strong>
        </p>
        <SubmitButton block pending={navigation.state !== "idle"} pendingLabel={t("completeProfile.saving")}>
          {page.exemption === "total" ? t("completeProfile.finish") : t("completeProfile.next")}
        </SubmitButton>
      </Form>
    </>
  );
}

function PersonalStep({ page, actionData }: Props) {
  const { t } = useTranslation("registration");
  const { brand } = useShellData();
  const navigation = useNavigation();
  const minimumAge = brand.limits.minimumAge;
  const schema = personalSchema(minimumAge);
  const [form, fields] = useZodForm("complete-personal", schema, actionData?.result, {
    gender: page.values.gender,
    dateOfBirth: page.values.dateOfBirth,
  });
  const chosen = String(fields.gender.value ?? page.values.gender);
  const dob = fields.dateOfBirth;
  const { key: dobKey, ...dobProps } = getInputProps(dob, { type: "date" });
  const dobError = dob.errors?.[0];
  return (
    <>
      <p className="complete-profile__intro">
        {page.canSkip ? t("completeProfile.personalIntroOptional") : t("completeProfile.personalIntro")}
      </p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} message={form.errors?.[0]} />
        <StepFields intent="personal" redirectUrl={page.redirectUrl} />
        <RadioGroupField
          className="complete-profile__genders"
          legend={t("completeProfile.gender.label")}
          error={fields.gender.errors ? t(fields.gender.errors[0]) : undefined}
          errorId={fields.gender.errorId}
          name={fields.gender.name}
          defaultValue={chosen}
          optionClassName="complete-profile__gender"
          options={GENDERS.map((gender) => ({
            value: gender,
            label: t(`completeProfile.gender.${gender}`),
            input: { "data-testid": `complete-profile-gender-${gender}` },
          }))}
        />
        <TextField
          key={dobKey}
          id={dob.id}
          label={t("dateOfBirth.label")}
          error={dobError ? t(dobError, { age: minimumAge }) : undefined}
          errorId={dob.errorId}
          input={{ ...dobProps, autoComplete: "bday", "data-testid": "complete-profile-dob" }}
        />
        <SubmitButton block pending={navigation.state !== "idle"} pendingLabel={t("completeProfile.saving")}>
          {t("completeProfile.finish")}
        </SubmitButton>
      </Form>
      <div className="complete-profile__links">
        <Link
          to={`?regstep2=true${page.redirectUrl ? `&redirectUrl=${encodeURIComponent(page.redirectUrl)}` : ""}`}
          rel="nofollow"
        >
          {t("completeProfile.back")}
        </Link>
        {page.canSkip ? (
          <Link to={page.redirectUrl ?? `/${page.lang}`} data-testid="complete-profile-skip">
            {t("completeProfile.skip")}
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** The country's name in the page language (the ISO code where the runtime has no name for it). */
function regionName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([htmlLang(language)], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
