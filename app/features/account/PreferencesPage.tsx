import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PreferencesActionData, PreferencesPageData } from "./preferences.server";
import { CheckboxGroupField } from "~/forms/controls";
import { ErrorSummary } from "~/forms/ErrorSummary";
import { SubmitButton } from "~/forms/SubmitButton";

const PREFERENCE_GROUPS = [
  { legend: "channels", names: ["emailSubscribed", "smsSubscribed", "telephoneSubscribed"] },
  { legend: "products", names: ["casino", "sportsBook"] },
] as const;

/**
 * {lang}/myaccount/preferencecenter: the player's marketing subscriptions (a plain form, works
 * without JavaScript). The account layout draws the frame (its route's handle.account).
 */
export function PreferencesPage({
  page,
  actionData,
}: {
  page: PreferencesPageData;
  actionData: PreferencesActionData | undefined;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const values = actionData?.submitted ?? page.preferences;
  const busy = navigation.state === "submitting";
  // A fresh key after each answer, so the checkboxes show what the platform (or the failed post) holds.
  const formKey = JSON.stringify(values);
  return (
    <>
      {!values ? (
        <p className="form__error" role="alert">
          {t("preferences.unavailable")}
        </p>
      ) : (
        <Form method="post" className="form" key={formKey}>
          {page.saved && !actionData && !busy ? (
            <p className="form__success" role="status">
              {t("preferences.saved")}
            </p>
          ) : null}
          <ErrorSummary message={actionData?.error ? t("preferences.failed") : undefined} />
          {PREFERENCE_GROUPS.map(({ legend, names }) => (
            <CheckboxGroupField
              key={legend}
              className="account-prefs"
              legend={t(`preferences.${legend}`)}
              legendClassName=""
              options={names.map((name) => ({
                name,
                label: t(`preferences.${name}`),
                defaultChecked: values[name],
              }))}
            />
          ))}
          <SubmitButton block pending={busy}>
            {t("preferences.save")}
          </SubmitButton>
        </Form>
      )}
    </>
  );
}
