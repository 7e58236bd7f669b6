import { useFetcher } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useTranslation } from "react-i18next";
import { RadioGroupField } from "~/forms/controls";
import { ErrorSummary } from "~/forms/ErrorSummary";
import { SubmitButton } from "~/forms/SubmitButton";
import { Icon } from "~/ui/icons";
import type { RealityCheckActionData, RealityCheckData } from "./reality-check.server";
import { realityCheckSchema } from "./reality-check-schema";

/** {lang}/myaccount/security/reality-check: the session limit (spec §4, §9 hours). */
export function RealityCheckPage({
  page,
  actionData,
}: {
  page: RealityCheckData;
  actionData: RealityCheckActionData | undefined;
}) {
  const fetcher = useFetcher<RealityCheckActionData>({ key: "reality-check" });
  const { t } = useTranslation("account");
  const result = fetcher.data ?? actionData;
  const schema = realityCheckSchema(page.options);
  const [form, fields] = useForm({
    id: "reality-check",
    lastResult: result?.result,
    defaultValue: {
      hours:
        page.currentHours !== null && page.options.includes(page.currentHours) ? String(page.currentHours) : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const chosen = typeof fields.hours.value === "string" ? fields.hours.value : undefined;
  const formError = form.errors?.[0];
  return (
    <section className="page-form reality-check" aria-labelledby="reality-check-title">
      <h1 id="reality-check-title">
        <Icon name="shield" size={22} /> {t("realityCheck.title")}
      </h1>
      <p className="reality-check__current">{t("realityCheck.intro")}</p>
      {page.redirectUrl ? (
        <p className="reality-check__current" data-testid="reality-check-continue">
          {t("realityCheck.continueIntro")}
        </p>
      ) : null}
      <p className="reality-check__current">
        {page.currentHours
          ? t("realityCheck.current", { value: t("session.hours", { count: page.currentHours }) })
          : t("realityCheck.currentOff")}
      </p>
      <fetcher.Form method="post" {...getFormProps(form)} className="form">
        {(result?.saved || (page.saved && !result)) && fetcher.state === "idle" ? (
          <p className="form__success" role="status">
            {t("realityCheck.saved")}
          </p>
        ) : null}
        <ErrorSummary message={formError ? t(formError) : undefined} />
        <RadioGroupField
          className="reality-check__options"
          legend={t("realityCheck.choose")}
          error={fields.hours.errors ? t(fields.hours.errors[0]) : undefined}
          errorId={fields.hours.errorId}
          name={fields.hours.name}
          defaultValue={chosen}
          optionClassName="reality-check__option"
          options={page.options.map((hours) => ({
            value: String(hours),
            label: hours === 0 ? t("realityCheck.off") : t("session.hours", { count: hours }),
          }))}
        />
        {page.redirectUrl ? <input type="hidden" name="redirectUrl" value={page.redirectUrl} /> : null}
        <SubmitButton block pending={fetcher.state !== "idle"}>
          {page.redirectUrl ? t("realityCheck.saveAndPlay") : t("realityCheck.save")}
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
