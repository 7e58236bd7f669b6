import { useState } from "react";
import type { TFunction } from "i18next";
import { groupCardNumber } from "./card/grouping";
import { maxDigits, detectCardType } from "./card/card-type";
import type { FieldOption, FormField } from "./method-form";

/** Browser autofill names of the spec §3 fields; others get none. */
const AUTOCOMPLETE: Record<string, string> = {
  cardNumber: "cc-number",
  expiryMonth: "cc-exp-month",
  expiryYear: "cc-exp-year",
  cvv: "cc-csc",
  cardHolderName: "cc-name",
  email: "email",
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
 */
export function MethodField({ t, field, value, error }: Props) {
  const id = `deposit-field-${field.name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": errorId,
    "data-testid": `deposit-field-${field.key}`,
  } as const;
  return (
    <div className="field">
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
          maxLength={field.key === "cvv" ? 3 : 200}
          autoComplete={AUTOCOMPLETE[field.key] ?? "off"}
          defaultValue={field.encrypted ? undefined : value}
          {...shared}
        />
      )}
      <span id={errorId} className="field__error" role="alert" data-testid={`deposit-field-error-${field.key}`}>
        {error ? t(error) : null}
      </span>
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
