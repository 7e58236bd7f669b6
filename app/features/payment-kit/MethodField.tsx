import { useState } from "react";
import type { TFunction } from "i18next";
import { Choice } from "~/forms/controls";
import { Field, FieldGroup, type FieldProps } from "~/forms/Field";
import { groupCardNumber } from "./card/grouping";
import { maxDigits, detectCardType } from "./card/card-type";
import { fieldMaxLength, fieldRows, type FieldOption, type FormField } from "./method-form";
import { PAYOUT_RULES } from "./payout-rules";
import { blurValue } from "./payout-live";

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
  /** The message key to show, from the form's schema (browser or action); null when valid. */
  error: string | null;
}

const optionText = (t: TFunction, option: FieldOption) =>
  option.text ?? t(option.labelKey ?? "", option.labelValues ?? {});

/**
 * One field of a method's form, drawn from its definition (spec §3) through the kit's `Field`:
 * its type, required flag and label; an encrypted field is never filled in from the server and
 * never autocompleted from it. A payout field (ADR 070) may be fixed (read-only), hidden, a radio,
 * or tied to a radio's value (`data-when`, shown by payout.css). `error` is the message key the
 * form's schema gave, in the browser or in the action (ADR 096).
 */
export function MethodField({ t, field, value, error }: Props) {
  const id = `deposit-field-${field.name}`;
  if (field.type === "hidden") return <input type="hidden" name={field.name} value={field.fixed ?? value} />;
  const fixed = field.fixed !== undefined;
  const testId = `deposit-field-${field.key}`;
  const errorTestId = `deposit-field-error-${field.key}`;
  const message = error ? t(error) : null;
  if (field.type === "radio")
    return (
      <FieldGroup
        legend={t(field.labelKeys)}
        error={message}
        errorId={`${id}-error`}
        errorTestId={errorTestId}
        errorInside
        className="field payout-choice"
        data={{ "data-testid": testId }}
        announce
      >
        {(field.options ?? []).map((option) => (
          <Choice
            key={option.value}
            type="radio"
            className="payout-choice__option"
            label={optionText(t, option)}
            input={{
              name: field.name,
              required: field.required,
              defaultChecked: value === option.value,
              value: option.value,
            }}
          />
        ))}
      </FieldGroup>
    );
  const rule = field.rule ? PAYOUT_RULES[field.rule] : null;
  const frame = {
    id,
    label: t(field.labelKeys),
    hint: fixed ? t("payout.fixed") : undefined,
    keepHint: true,
    error: message,
    errorTestId,
    announce: true,
    data: field.when ? { "data-when": `${field.when.name}=${field.when.value}` } : undefined,
  };
  // a field of a SEPA / SWIFT group may be hidden: a browser must not demand it (the server does)
  const shared = {
    name: field.name,
    required: field.required && !field.when,
    "aria-required": field.required || undefined,
    "data-testid": testId,
  } as const;
  if (field.key === "cardNumber") return <CardNumberField frame={frame} type={field.type} shared={shared} />;
  return (
    <Field {...frame}>
      {(control) => {
        if (field.type === "select")
          return (
            <select
              className="input"
              // A required choice of one (a single saved card) is made already.
              defaultValue={value || (field.required && field.options?.length === 1 ? field.options[0].value : "")}
              autoComplete={AUTOCOMPLETE[field.key] ?? "off"}
              {...control}
              {...shared}
            >
              <option value="">{t("fields.choose")}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {optionText(t, option)}
                </option>
              ))}
            </select>
          );
        return (
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
            {...(fixed
              ? { readOnly: true, value: field.fixed }
              : { defaultValue: field.encrypted ? undefined : value })}
            onBlur={(event) => {
              // a right IBAN is shown in groups of four on leaving the field (payout-live.ts)
              const text = blurValue(field, event.target.value);
              if (text !== event.target.value) event.target.value = text;
            }}
            {...control}
            {...shared}
          />
        );
      }}
    </Field>
  );
}

/** Spec §5 auto-grouping while typing (visa 4-4-4-4, amex 4-6-5 …); starts empty every render. */
function CardNumberField({
  frame,
  type,
  shared,
}: {
  frame: Omit<FieldProps, "children">;
  type: string;
  shared: Record<string, unknown>;
}) {
  const [number, setNumber] = useState("");
  const digits = maxDigits(detectCardType(number.replace(/\D/g, "")));
  return (
    <Field {...frame}>
      {(control) => (
        <input
          className="input"
          type={type}
          inputMode="numeric"
          autoComplete="cc-number"
          // digits plus the spaces between their groups
          maxLength={digits + 3}
          value={number}
          onChange={(event) => setNumber(groupCardNumber(event.target.value))}
          {...control}
          {...shared}
        />
      )}
    </Field>
  );
}

/**
 * A method's fields in their rows (spec §3 grouping). A lone field stays unwrapped: a hidden input
 * or the unchosen SEPA / SWIFT group then takes no place in the form's gaps. `refusals` counts the
 * browser's refusals: each draws the encrypted fields anew, empty (use-payment-form.ts).
 */
export function MethodFieldRows({
  t,
  fields,
  values,
  errors,
  refusals = 0,
}: {
  t: TFunction;
  fields: FormField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  refusals?: number;
}) {
  return fieldRows(fields).map((row) => {
    const drawn = row.map((field) => (
      <MethodField
        key={field.encrypted ? `${field.name}-${refusals}` : field.name}
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
