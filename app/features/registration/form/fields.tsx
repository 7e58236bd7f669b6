import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useShellData } from "~/frame-kit/useRootData";
import { Field, type FieldProps } from "~/forms/Field";
import { useModalNamespace } from "~/ui/modal-namespace";

/** Splits conform's props into the React key and the rest (keys cannot be spread). */
export function split<T extends { key?: string }>(props: T): [string | undefined, Omit<T, "key">] {
  const { key, ...rest } = props;
  return [key, rest];
}

/** What a field held when the form was rendered (a no-JavaScript answer carries it back). */
export const initial = (field: FieldMetadata<unknown>) =>
  typeof field.initialValue === "string" ? field.initialValue : "";

/** Turns an error key into its message, with the brand's limits as values; null for none. */
export type Msg = (key: string | null | undefined) => string | null;

/** The registration namespace, and its messages with the brand's limits ({min}, {age} …) filled in. */
export function useRegistrationText() {
  const { brand } = useShellData();
  const { t, i18n } = useModalNamespace("registration");
  const limits = brand.limits;
  const vars = {
    min: limits.phone.minDigits,
    max: limits.phone.maxDigits,
    digits: limits.phone.brazilDigits ?? "",
    age: limits.minimumAge,
    minLength: limits.passwordMinLength,
    example: brand.identityDocument.example ?? "",
  };
  const msg: Msg = (key) => (key ? t(key, vars) : null);
  return { t, i18n, vars, msg };
}

/** A registration field: its control sits in `.field__control` and its errors are announced. */
export function RegField(props: Omit<FieldProps, "wrap" | "announce" | "kind">) {
  return <Field {...props} wrap announce />;
}

/** A plain input of the form: a country's extra fields, or the typed identity (spec §3). */
export function TextField({
  field,
  label,
  hint,
  msg,
  autoComplete,
  type = "text",
  placeholder,
  maxLength,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  msg: Msg;
  autoComplete?: string;
  type?: "text" | "date";
  placeholder?: string;
  maxLength?: number;
}) {
  const [key, props] = split(getInputProps(field, { type }));
  return (
    <RegField id={field.id} label={label} error={msg(field.errors?.[0])} hint={hint}>
      {(control) => (
        <input
          key={key}
          {...props}
          {...control}
          className="input"
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      )}
    </RegField>
  );
}
