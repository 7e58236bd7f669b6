import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PERIODS, STATUSES, TYPES, type DateError, type Filters } from "./filters";
import { portfolioPath } from "~/routing/spec-routes";
import { SelectField, TextField } from "~/forms/controls";
import { FieldGroup } from "~/forms/Field";
import { SubmitButton } from "~/forms/SubmitButton";

/**
 * The history filters as a GET form (spec §9): the query is the state, so it works without
 * JavaScript, survives a reload and can be shared. Filled dates make the period custom.
 */
export function FilterForm({
  lang,
  filters,
  dateError,
  today,
}: {
  lang: string;
  filters: Filters;
  dateError: DateError | null;
  today: string;
}) {
  const { t } = useTranslation("portfolio");
  const invalid = dateError ? true : undefined;
  const date = (name: "from" | "to") => (
    <TextField
      id={`portfolio-${name}`}
      label={t(`filters.${name}`)}
      labelStyle="hint"
      input={{ type: "date", name, max: today, defaultValue: filters[name], "aria-invalid": invalid }}
    />
  );
  return (
    <Form method="get" action={portfolioPath(lang)} className="portfolio-filters" data-testid="portfolio-filters">
      <SelectField
        id="portfolio-type"
        label={t("filters.type")}
        options={Object.keys(TYPES).map((type) => ({ value: type, label: t(`filters.types.${type}`) }))}
        select={{ name: "type", defaultValue: filters.type }}
      />
      <SelectField
        id="portfolio-status"
        label={t("filters.status")}
        options={[
          { value: "any", label: t("filters.anyStatus") },
          ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        select={{ name: "status", defaultValue: filters.status }}
      />
      <SelectField
        id="portfolio-period"
        label={t("filters.period")}
        options={PERIODS.map((period) => ({ value: period, label: t(`filters.periods.${period}`) }))}
        select={{ name: "period", defaultValue: filters.period }}
      />
      <FieldGroup
        className="portfolio-filters__dates"
        legend={t("filters.dates")}
        hint={t("filters.datesHint")}
        error={dateError ? t(`filters.errors.${dateError}`) : undefined}
        errorId="portfolio-dates-error"
        errorTestId="portfolio-date-error"
        errorInside
        announce
      >
        {date("from")}
        {date("to")}
      </FieldGroup>
      <SubmitButton className="portfolio-filters__submit" data-testid="portfolio-apply">
        {t("filters.apply")}
      </SubmitButton>
    </Form>
  );
}
