import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PERIODS, STATUSES, TYPES, type DateError, type Filters } from "./filters";
import { portfolioPath } from "~/routing/spec-routes";

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
  const errorId = "portfolio-dates-error";
  const invalid = dateError ? true : undefined;
  return (
    <Form method="get" action={portfolioPath(lang)} className="portfolio-filters" data-testid="portfolio-filters">
      <div className="field">
        <label className="field__label" htmlFor="portfolio-type">
          {t("filters.type")}
        </label>
        <select id="portfolio-type" name="type" className="input" defaultValue={filters.type}>
          {Object.keys(TYPES).map((type) => (
            <option key={type} value={type}>
              {t(`filters.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="portfolio-status">
          {t("filters.status")}
        </label>
        <select id="portfolio-status" name="status" className="input" defaultValue={filters.status}>
          <option value="any">{t("filters.anyStatus")}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="portfolio-period">
          {t("filters.period")}
        </label>
        <select id="portfolio-period" name="period" className="input" defaultValue={filters.period}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`filters.periods.${period}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="portfolio-filters__dates" aria-describedby={dateError ? errorId : "portfolio-dates-hint"}>
        <legend className="field__label">{t("filters.dates")}</legend>
        <div className="field">
          <label className="field__hint" htmlFor="portfolio-from">
            {t("filters.from")}
          </label>
          <input
            id="portfolio-from"
            type="date"
            name="from"
            className="input"
            max={today}
            defaultValue={filters.from}
            aria-invalid={invalid}
          />
        </div>
        <div className="field">
          <label className="field__hint" htmlFor="portfolio-to">
            {t("filters.to")}
          </label>
          <input
            id="portfolio-to"
            type="date"
            name="to"
            className="input"
            max={today}
            defaultValue={filters.to}
            aria-invalid={invalid}
          />
        </div>
        {dateError ? (
          <p id={errorId} className="field__error" role="alert" data-testid="portfolio-date-error">
            {t(`filters.errors.${dateError}`)}
          </p>
        ) : (
          <p id="portfolio-dates-hint" className="field__hint">
            {t("filters.datesHint")}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn--primary portfolio-filters__submit" data-testid="portfolio-apply">
        {t("filters.apply")}
      </button>
    </Form>
  );
}
