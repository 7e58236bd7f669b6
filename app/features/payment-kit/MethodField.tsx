import { useState } from "react";
import type { TFunction } from "i18next";
import { groupCardNumber } from "./card/grouping";
import { maxDigits, detectCardType } from "./card/card-type";
import { fieldMaxLength, fieldRows, type FieldOption, type FormField } from "./method-form";
import { PAYOUT_RULES } from "./payout-rules";
import { useLiveError } from "./payout-live";

/** Browser autofill names of the spec §3 fields; others get none. */
const AUTOCOMPLETE: Record<string, string> = {
  cardNumber: "cc-number",
  expiryMonth: "cc-exp-month",
  expiryYear: "cc-exp-year",
  cvv: "cc-csc",
  cardHolderName: "cc-name",
  email: "email",
  beneficiaryName: "name",
  beneficiaryNameJP: "name",
  phone: "tel",
};

interface Props {
  t: TFunction;
  field: FormField;
  /** What the player typed before an error; never given for an encrypted field. */
  value: string;
  error: string | null;
}

const optionText = (t: TFunction, option: FieldOption) =>
  option.text ?? t(option.labelKey ?? "", option.labelValues ?? {});

/**
 * One field of a method's form, drawn from its definition (spec §3): its type, required flag and
 * label; an encrypted field is never filled in from the server and never autocompleted from it.
 * A payout field (ADR 070) may be fixed (read-only), hidden, a radio, or tied to a radio's value
 * (`data-when`, shown by payout.css); its rule is checked in the browser as the player types.
 */
export function MethodField({ t, field, value, error }: Props) {
  const id = `deposit-field-${field.name}`;
  const errorId = `${id}-error`;
  const live = useLiveError(field, error);
  if (field.type === "hidden") return <input type="hidden" name={field.name} value={field.fixed ?? value} />;
  const fixed = field.fixed !== undefined;
  const hintId = `${id}-hint`;
  const shared = {
    id,
    name: field.name,
    // a field of a SEPA / SWIFT group may be hidden: a browser must not demand it (the server does)
    required: field.required && !field.when,
    "aria-required": field.required || undefined,
    "aria-invalid": live.error ? true : undefined,
    "aria-describedby": fixed ? `${hintId} ${errorId}` : errorId,
    "data-testid": `deposit-field-${field.key}`,
  } as const;
  const rule = field.rule ? PAYOUT_RULES[field.rule] : null;
  const errorLine = (
    <span id={errorId} className="field__error" role="alert" data-testid={`deposit-field-error-${field.key}`}>
      {live.error ? t(live.error) : null}
    </span>
  );
  if (field.type === "radio")
    return (
      <fieldset className="field payout-choice" data-testid={`deposit-field-${field.key}`}>
        <legend className="field__label">{t(field.labelKeys)}</legend>
        {(field.options ?? []).map((option) => (
          <label key={option.value} className="payout-choice__option">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              required={field.required}
              defaultChecked={value === option.value}
              aria-describedby={errorId}
            />
            <span>{optionText(t, option)}</span>
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  return (
    <div className="field" {...(field.when ? { "data-when": `${field.when.name}=${field.when.value}` } : {})}>
      <label className="field__label" htmlFor={id}>
        {t(field.labelKeys)}
      </label>
      {field.type === "select" ? (
        <select
          className="input"
          // A required choice of one (a single saved card) is made already.
          defaultValue={value || (field.required && field.options?.length === 1 ? field.options[0].value : "")}
          autoComplete={AUTOCOMPLETE[field.key] ?? "off"}
          {...shared}
        >
          <option value="">{t("fields.choose")}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(t, option)}
            </option>
          ))}
        </select>
      ) : field.key === "cardNumber" ? (
        <CardNumberInput type={field.type} shared={shared} />
      ) : (
        <input
          className="input"
          type={field.type}
          // Spec §5: the CVV has exactly 3 digits.
          {...(field.key === "cvv" ? { inputMode: "numeric" as const, pattern: "\\d{3}" } : {})}
          {...(rule?.numeric ? { inputMode: "numeric" as const } : {})}
          {...(field.rule === "iban" || field.rule === "sepaIban" || field.rule === "bic"
            ? { autoCapitalize: "characters", spellCheck: false }
            : {})}
          maxLength={field.key === "cvv" ? 3 : fieldMaxLength(field)}
          autoComplete={AUTOCOMPLETE[field.key] ?? "off"}
          {...(fixed ? { readOnly: true, value: field.fixed } : { defaultValue: field.encrypted ? undefined : value })}
          onBlur={live.onBlur}
          onChange={live.onChange}
          {...shared}
        />
      )}
      {fixed && (
        <span id={hintId} className="field__hint">
          {t("payout.fixed")}
        </span>
      )}
      {errorLine}
    </div>
  );
}

/** Spec §5 auto-grouping while typing (visa 4-4-4-4, amex 4-6-5 …); starts empty every render. */
function CardNumberInput({ type, shared }: { type: string; shared: Record<string, unknown> }) {
  const [number, setNumber] = useState("");
  const digits = maxDigits(detectCardType(number.replace(/\D/g, "")));
  return (
    <input
      className="input"
      type={type}
      inputMode="numeric"
      autoComplete="cc-number"
      // digits plus the spaces between their groups
      maxLength={digits + 3}
      value={number}
      onChange={(event) => setNumber(groupCardNumber(event.target.value))}
      {...shared}
    />
  );
}

/**
 * A method's fields in their rows (spec §3 grouping). A lone field stays unwrapped: a hidden input
 * or the unchosen SEPA / SWIFT group then takes no place in the form's gaps.
 */
export function MethodFieldRows({
  t,
  fields,
  values,
  errors,
}: {
  t: TFunction;
  fields: FormField[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return fieldRows(fields).map((row) => {
    const drawn = row.map((field) => (
      <MethodField
        key={field.name}
        t={t}
        field={field}
        value={values[field.name] ?? ""}
        error={errors[field.name] ?? null}
      />
    ));
    return row.length > 1 ? (
      <div key={row[0].name} className="deposit__row">
        {drawn}
      </div>
    ) : (
      drawn[0]
    );
  });
}
