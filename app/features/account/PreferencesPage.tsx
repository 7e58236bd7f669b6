import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import type { PreferencesActionData, PreferencesPageData } from "./preferences.server";
import "./account.css";

const CHANNELS = ["emailSubscribed", "smsSubscribed", "telephoneSubscribed"] as const;
const PRODUCTS = ["casino", "sportsBook"] as const;

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
    <section className="page-form account-page" aria-labelledby="preferences-title" data-testid="preferences-page">
      <h1 id="preferences-title">
        <Icon name="chat" size={22} /> {t("preferences.title")}
      </h1>
      <p className="account-page__intro">{t("preferences.intro")}</p>
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
          <fieldset className="account-prefs">
            <legend>{t("preferences.channels")}</legend>
            {CHANNELS.map((name) => (
              <label className="checkbox" key={name}>
                <input type="checkbox" name={name} defaultChecked={values[name]} />
                <span>{t(`preferences.${name}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="account-prefs">
            <legend>{t("preferences.products")}</legend>
            {PRODUCTS.map((name) => (
              <label className="checkbox" key={name}>
                <input type="checkbox" name={name} defaultChecked={values[name]} />
                <span>{t(`preferences.${name}`)}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {t("preferences.save")}
          </button>
        </Form>
      )}
    </section>
  );
}
