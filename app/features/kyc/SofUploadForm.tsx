import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useShellData } from "~/frame-kit/useRootData";
import { useTranslation } from "react-i18next";
import { AmountField, SelectField, TextAreaField } from "~/forms/controls";
import { FieldGroup } from "~/forms/Field";
import { SubmitButton } from "~/forms/SubmitButton";
import type { DocumentsActionData, DocumentsPageData } from "./documents.server";
import { OTHER_VALUE_MAX, sofSchema, type SofForm } from "./sof";
import { FilesField, UploadProblem } from "./UploadParts";
import { useUploadForm } from "./use-upload-form";
import { checkFiles } from "./upload-schema";

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
  const { brand } = useShellData();
  const { form, fields, problem } = useUploadForm(
    "sof-form",
    sofSchema(sof, brand.currency, checkFiles(page.limits)),
    action,
  );
  const error = (name: string, extra?: Record<string, unknown>) => {
    const key = fields[name]?.errors?.[0];
    return key ? t(key, extra) : undefined;
  };
  const choose = t("documents.choose");

  return (
    <>
      <Form method="get" className="documents__choose" data-testid="sof-choose">
        <SelectField
          id="sof-docType"
          label={t("sof.docType")}
          error={error("docType")}
          placeholder={choose}
          options={sof.docTypes.map((d) => ({
            value: d.docType,
            label: t(`sof.docTypes.${d.docType}`, { defaultValue: d.docType }),
          }))}
          select={{
            name: "docType",
            defaultValue: chosen ?? "",
            onChange: (event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true }),
            "data-testid": "sof-docType",
          }}
          rowClassName="documents__choose-row"
          after={
            <noscript>
              <button type="submit" className="btn btn--ghost" data-testid="sof-choose-submit">
                {t("sof.chooseButton")}
              </button>
            </noscript>
          }
        />
      </Form>
      {type ? (
        <Form
          {...getFormProps(form, { ariaAttributes: false })}
          method="post"
          encType="multipart/form-data"
          className="documents__form"
          data-testid="documents-form"
        >
          <UploadProblem problem={problem} limits={page.limits} />
          <input type="hidden" name="docType" value={type.docType} />
          <SelectField
            id="sof-docInfo"
            label={t("sof.docInfo")}
            error={error("docInfo")}
            placeholder={choose}
            options={type.docInfo.map((info) => ({
              value: info,
              label: t(`sof.proofs.${info}`, { defaultValue: info }),
            }))}
            select={{
              name: "docInfo",
              required: true,
              defaultValue: action?.values.docInfo ?? "",
              "data-testid": "sof-docInfo",
            }}
          />
          <FieldGroup
            className="documents__amounts"
            legend={t("sof.amounts", { symbol: page.currencySymbol })}
            describedBy="sof-amounts-hint"
            error={error("amounts")}
            errorId="sof-amounts-error"
            errorInside
          >
            <p id="sof-amounts-hint" className="field__hint">
              {t("sof.amountsHint")}
            </p>
            <div className="documents__amount-grid">
              {type.subAttributes.map((name) => (
                <AmountField
                  key={name}
                  id={`sof-${name}`}
                  label={t(`sof.fields.${name}`, { defaultValue: name })}
                  error={error(name, { count: sof.decimals })}
                  decimals={sof.decimals}
                  input={{
                    name,
                    maxLength: 24,
                    defaultValue: action?.values[name] ?? "",
                    "data-testid": `sof-amount-${name}`,
                  }}
                />
              ))}
            </div>
          </FieldGroup>
          {sof.otherDocType !== null && type.docType === sof.otherDocType ? (
            <TextAreaField
              id="sof-sourceOfIncomeOtherValue"
              label={t("sof.other")}
              hint={t("sof.otherHint", { count: OTHER_VALUE_MAX })}
              keepHint
              error={error("sourceOfIncomeOtherValue", { count: OTHER_VALUE_MAX })}
              textarea={{
                name: "sourceOfIncomeOtherValue",
                rows: 3,
                maxLength: OTHER_VALUE_MAX,
                required: true,
                defaultValue: action?.values.sourceOfIncomeOtherValue ?? "",
                "data-testid": "sof-other",
              }}
            />
          ) : null}
          <FilesField limits={page.limits} />
          <SubmitButton block pending={busy} pendingLabel={t("documents.sending")} data-testid="documents-submit">
            {t("documents.submit")}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
