import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, FieldGroup, type FieldControlProps, type FieldGroupProps, type FieldProps } from "./Field";

/**
 * The kit's field variants (ADR 095): each is a Field (label, hint, error and their aria wiring)
 * around one kind of control, so no feature writes a label, a control and its message by hand.
 * Attributes a control needs beyond the wiring (name, defaultValue, conform's props, data-testid)
 * go in `input` / `select` / `textarea`; the kit's own wiring (id, aria-*) comes last and wins.
 */

/** data-* attributes (tests' `data-testid`) beside the DOM ones. */
type DataAttributes = { [key: `data-${string}`]: string | undefined };
export type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & DataAttributes;
export type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & DataAttributes;
export type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & DataAttributes;

type FieldFrame = Omit<FieldProps, "children" | "kind">;

/**
 * The control's attributes: the caller's, then the Field's wiring, the `input` class first. An aria
 * state the Field leaves unset keeps the caller's (dates marked invalid by their group's message).
 */
function wired<A extends { className?: string; "aria-invalid"?: unknown; "aria-describedby"?: string }>(
  attributes: A,
  control: FieldControlProps,
) {
  const { className, ...rest } = attributes;
  return {
    ...rest,
    id: control.id,
    "aria-invalid": control["aria-invalid"] ?? rest["aria-invalid"],
    "aria-describedby": control["aria-describedby"] ?? rest["aria-describedby"],
    className: className ? `input ${className}` : "input",
  };
}

export interface TextFieldProps extends FieldFrame {
  /** The input's attributes; `className` adds to `input`. */
  input?: InputAttributes;
}

/** A one-line text input (also e-mail, date, password: set `input.type`). */
export function TextField({ input = {}, ...field }: TextFieldProps) {
  return <Field {...field}>{(control) => <input {...wired(input, control)} />}</Field>;
}

export interface TextAreaFieldProps extends FieldFrame {
  textarea?: TextAreaAttributes;
}

/** Free text over several lines. */
export function TextAreaField({ textarea = {}, ...field }: TextAreaFieldProps) {
  return <Field {...field}>{(control) => <textarea {...wired(textarea, control)} />}</Field>;
}

export interface AmountFieldProps extends TextFieldProps {
  /** The currency's decimals: the decimal keypad where there are any, digits only where not. */
  decimals: number;
}

/** A money amount typed in the brand's format (parsed with ~/ui/amount-input, checked by amountRule). */
export function AmountField({ decimals, input = {}, ...field }: AmountFieldProps) {
  return (
    <TextField {...field} input={{ inputMode: decimals > 0 ? "decimal" : "numeric", autoComplete: "off", ...input }} />
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends FieldFrame {
  options: readonly SelectOption[];
  /** The first, empty option ("Choose…"), value "". */
  placeholder?: ReactNode;
  select?: SelectAttributes;
  /** Rendered after the select inside `div.<rowClassName>` (a no-JavaScript submit button). */
  after?: ReactNode;
  /** The class of the row holding the select and `after`. */
  rowClassName?: string;
}

/** A drop-down list. */
export function SelectField({ options, placeholder, select = {}, after, rowClassName, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => {
        const list = (
          <select {...wired(select, control)}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
        return after !== undefined ? (
          <div className={rowClassName}>
            {list}
            {after}
          </div>
        ) : (
          list
        );
      }}
    </Field>
  );
}

export interface FileFieldProps extends FieldFrame {
  /** The input's attributes (name, accept, multiple, required); `className` adds to `input`. */
  input?: Omit<InputAttributes, "type">;
}

/** A file picker; the server checks the bytes (filesRule and the feature's sniffing). */
export function FileField({ input = {}, ...field }: FileFieldProps) {
  return <TextField {...field} input={{ ...input, type: "file" }} />;
}

export interface ChoiceProps {
  type: "radio" | "checkbox";
  label: ReactNode;
  /** Classes of the label that wraps the control and its text. */
  className?: string;
  input?: Omit<InputAttributes, "type">;
}

/** One radio or checkbox inside its label, the text beside it (`label > input + span`). */
export function Choice({ type, label, className, input = {} }: ChoiceProps) {
  return (
    <label className={className}>
      <input type={type} {...input} />
      <span>{label}</span>
    </label>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** More attributes of this option's input (data-testid). */
  input?: Omit<InputAttributes, "type" | "name" | "value">;
}

type GroupFrame = Omit<FieldGroupProps, "children">;

export interface RadioGroupFieldProps extends GroupFrame {
  name: string;
  options: readonly ChoiceOption[];
  /** The value checked when the page renders. */
  defaultValue?: string;
  /** Classes of each option's label. */
  optionClassName?: string;
}

/** One choice of several: radios in a fieldset with one caption and one message. */
export function RadioGroupField({ name, options, defaultValue, optionClassName, ...group }: RadioGroupFieldProps) {
  return (
    <FieldGroup {...group}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          className={optionClassName}
          label={option.label}
          input={{ name, value: option.value, defaultChecked: defaultValue === option.value, ...option.input }}
        />
      ))}
    </FieldGroup>
  );
}

export interface CheckboxOption extends Omit<ChoiceOption, "value"> {
  /** The checkbox's name: each box posts its own field ("on" when checked). */
  name: string;
  defaultChecked?: boolean;
}

export interface CheckboxGroupFieldProps extends Omit<GroupFrame, "errorId"> {
  options: readonly CheckboxOption[];
  /** Id of the group's error; needed only when the group can have one. */
  errorId?: string;
  /** Classes of each option's label; default `checkbox`. */
  optionClassName?: string;
}

/** Several yes/no choices under one caption (preferences, consents). */
export function CheckboxGroupField({
  options,
  optionClassName = "checkbox",
  errorId = "",
  ...group
}: CheckboxGroupFieldProps) {
  return (
    <FieldGroup {...group} errorId={errorId}>
      {options.map((option) => (
        <Choice
          key={option.name}
          type="checkbox"
          className={optionClassName}
          label={option.label}
          input={{ name: option.name, defaultChecked: option.defaultChecked, ...option.input }}
        />
      ))}
    </FieldGroup>
  );
}
