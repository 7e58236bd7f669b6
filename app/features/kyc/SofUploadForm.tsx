import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { OTHER_VALUE_MAX, type SofForm } from "./sof";
import { FilesField, UploadProblem } from "./UploadParts";

interface Props {
  page: DocumentsPageData;
  sof: SofForm & { chosen: string | null };
  action?: DocumentsActionData;
}

/**
 * Source of income (issue 26 §5, ADR 066) in two plain forms: a GET form picks the docType (the
 * page re-renders with its proofs and amount fields; with JavaScript the choice submits itself),
 * then the multipart form sends docInfo, the amounts, the "other" text and the files.
 */
export function SofUploadForm({ page, sof, action }: Props) {
  const { t } = useTranslation("kyc");
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  const chosen = action?.values.docType ?? sof.chosen;
  const type = sof.docTypes.find((d) => d.docType === chosen);
  const errors = action?.fieldErrors ?? {};
  const error = (name: string, extra?: Record<string, unknown>) =>
    errors[name] ? (
      <p id={`sof-${name}-error`} className="field__error">
        {t(errors[name], extra)}
      </p>
    ) : null;
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `sof-${name}-error` } : {};

  return (
    <>
      <Form method="get" className="documents__choose" data-testid="sof-choose">
        <div className="field">
          <label className="field__label" htmlFor="sof-docType">
            {t("sof.docType")}
          </label>
          <div className="documents__choose-row">
            <select
              id="sof-docType"
              name="docType"
              className="input"
              defaultValue={chosen ?? ""}
              onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
              data-testid="sof-docType"
              {...invalid("docType")}
            >
              <option value="">{t("documents.choose")}</option>
              {sof.docTypes.map((d) => (
                <option key={d.docType} value={d.docType}>
                  {t(`sof.docTypes.${d.docType}`, { defaultValue: d.docType })}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="btn btn--ghost" data-testid="sof-choose-submit">
                {t("sof.chooseButton")}
              </button>
            </noscript>
          </div>
          {error("docType")}
        </div>
      </Form>
      {type ? (
        <Form method="post" encType="multipart/form-data" className="documents__form" data-testid="documents-form">
          <UploadProblem action={action} limits={page.limits} />
          <input type="hidden" name="docType" value={type.docType} />
          <div className="field">
            <label className="field__label" htmlFor="sof-docInfo">
              {t("sof.docInfo")}
            </label>
            <select
              id="sof-docInfo"
              name="docInfo"
              className="input"
              required
              defaultValue={action?.values.docInfo ?? ""}
              data-testid="sof-docInfo"
              {...invalid("docInfo")}
            >
              <option value="">{t("documents.choose")}</option>
              {type.docInfo.map((info) => (
                <option key={info} value={info}>
                  {t(`sof.proofs.${info}`, { defaultValue: info })}
                </option>
              ))}
            </select>
            {error("docInfo")}
          </div>
          <fieldset className="documents__amounts" aria-describedby="sof-amounts-hint">
            <legend className="field__label">{t("sof.amounts", { symbol: page.currencySymbol })}</legend>
            <p id="sof-amounts-hint" className="field__hint">
              {t("sof.amountsHint")}
            </p>
            <div className="documents__amount-grid">
              {type.subAttributes.map((name) => (
                <div className="field" key={name}>
                  <label className="field__label" htmlFor={`sof-${name}`}>
                    {t(`sof.fields.${name}`, { defaultValue: name })}
                  </label>
                  <input
                    id={`sof-${name}`}
                    name={name}
                    className="input"
                    inputMode={sof.decimals > 0 ? "decimal" : "numeric"}
                    autoComplete="off"
                    maxLength={24}
                    defaultValue={action?.values[name] ?? ""}
                    data-testid={`sof-amount-${name}`}
                    {...invalid(name)}
                  />
                  {error(name, { count: sof.decimals })}
                </div>
              ))}
            </div>
            {error("amounts")}
          </fieldset>
          {sof.otherDocType !== null && type.docType === sof.otherDocType ? (
            <div className="field">
              <label className="field__label" htmlFor="sof-sourceOfIncomeOtherValue">
                {t("sof.other")}
              </label>
              <textarea
                id="sof-sourceOfIncomeOtherValue"
                name="sourceOfIncomeOtherValue"
                className="input"
                rows={3}
                maxLength={OTHER_VALUE_MAX}
                required
                defaultValue={action?.values.sourceOfIncomeOtherValue ?? ""}
                data-testid="sof-other"
                {...invalid("sourceOfIncomeOtherValue")}
              />
              <p className="field__hint">{t("sof.otherHint", { count: OTHER_VALUE_MAX })}</p>
              {error("sourceOfIncomeOtherValue", { count: OTHER_VALUE_MAX })}
            </div>
          ) : null}
          <FilesField limits={page.limits} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="documents-submit">
            {busy ? t("documents.sending") : t("documents.submit")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
