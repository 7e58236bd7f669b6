import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PreferencesActionData, PreferencesPageData } from "./preferences.server";
import { AccountPageFrame } from "./AccountPageFrame";
import { Button } from "~/ui/Button";

const PREFERENCE_GROUPS = [
  { legend: "channels", names: ["emailSubscribed", "smsSubscribed", "telephoneSubscribed"] },
  { legend: "products", names: ["casino", "sportsBook"] },
] as const;

/** {lang}/myaccount/preferencecenter: the player's marketing subscriptions (a plain form, works without JavaScript). */
export function PreferencesPage() {
  const page = useLoaderData<PreferencesPageData>();
  const actionData = useActionData<PreferencesActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const values = actionData?.submitted ?? page.preferences;
  const busy = navigation.state === "submitting";
  // A fresh key after each answer, so the checkboxes show what the platform (or the failed post) holds.
  const formKey = JSON.stringify(values);
  return (
    <AccountPageFrame id="preferences" icon="chat" title={t("preferences.title")} intro={t("preferences.intro")} testId="preferences-page">
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
          {actionData?.error ? (
            <p className="form__error" role="alert">
              {t("preferences.failed")}
            </p>
          ) : null}
          {PREFERENCE_GROUPS.map(({ legend, names }) => (
            <fieldset className="account-prefs" key={legend}>
              <legend>{t(`preferences.${legend}`)}</legend>
              {names.map((name) => (
                <label className="checkbox" key={name}>
                  <input type="checkbox" name={name} defaultChecked={values[name]} />
                  <span>{t(`preferences.${name}`)}</span>
                </label>
              ))}
            </fieldset>
          ))}
          <Button block pending={busy}>
            {t("preferences.save")}
          </Button>
        </Form>
      )}
    </AccountPageFrame>
  );
}
