import type { ReactNode } from "react";

/**
 * What a Field hands its control, to spread onto the input or select after conform's props:
 * the id its label points at, and the invalid state and descriptions that go with the message
 * under it. The same values as conform's getInputProps for a field with `${id}-error`.
 */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** `data-*` attributes of a field's container (a test id, a `data-when` that CSS keys on). */
export type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface FieldProps {
  /** The control's id: the label points at it; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Help under the control. */
  hint?: ReactNode;
  /** The message to show, already translated; anything falsy means the field is valid. */
  error?: ReactNode;
  /** Id of the error element; default `${id}-error`, conform's `errorId`. */
  errorId?: string;
  /** Id of the hint element; default `${id}-hint`. */
  hintId?: string;
  /** Ids of other elements that describe the control (a password checklist); named first. */
  describedBy?: string;
  /** Keep the hint under an error; by default the error takes the hint's place. */
  keepHint?: boolean;
  /** Announce the error the moment it appears (role="alert"). */
  announce?: boolean;
  /**
   * Hint and error lines stay in the page while empty, so the control names them from the first
   * render and a screen reader hears a message the moment it fills in (the amount of a payment).
   */
  keepLines?: boolean;
  /** Between the hint and the error: more help that is not the hint (the player's limits). */
  afterHint?: ReactNode;
  /** data-testid of the error element, for tests that wait for the message. */
  errorTestId?: string;
  /** "checkbox": the label wraps the control and its text, beside it (`label.checkbox`). */
  kind?: "stacked" | "checkbox";
  /** More classes on the field (`div.field`). */
  className?: string;
  /** `data-*` attributes of the field (`div.field`). */
  data?: DataAttributes;
  /** More classes on the label. */
  labelClassName?: string;
  /** "hint": a sub-label inside a fieldset whose legend names the group (`label.field__hint`). */
  labelStyle?: "label" | "hint";
  /** Put the control in `div.field__control` (a string adds classes to it). Implied by `trailing`; stacked fields only. */
  wrap?: boolean | string;
  /** After the control, inside `div.field__control`: a password toggle, a Validate button. */
  trailing?: ReactNode;
  /**
   * The control. A function gets the id and the aria wiring to spread onto it; plain nodes are
   * rendered as they are (a read-only display whose message is not about what it holds).
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** The ids that describe a field's control, in the order they are read: own ones, error, hint. */
function describedByIds(parts: {
  describedBy?: string;
  errorId?: string | null;
  hintId?: string | null;
}): string | undefined {
  return [parts.describedBy, parts.errorId, parts.hintId].filter(Boolean).join(" ") || undefined;
}

/**
 * A form field (ARCHITECTURE §4): label, control, hint and error, wired for assistive technology
 * as conform expects: the label points at the control, the control is aria-invalid while an error
 * shows and aria-describedby names the messages under it. Renders on the server, so it works
 * without JavaScript.
 */
export function Field({
  id,
  label,
  hint,
  error,
  errorId = `${id}-error`,
  hintId = `${id}-hint`,
  describedBy,
  keepHint = false,
  announce = false,
  keepLines = false,
  afterHint,
  errorTestId,
  kind = "stacked",
  className,
  data,
  labelClassName,
  labelStyle = "label",
  wrap,
  trailing,
  children,
}: FieldProps) {
  const invalid = Boolean(error);
  const showHint = keepLines || (Boolean(hint) && (keepHint || !invalid));
  const showError = keepLines || invalid;
  const control: FieldControlProps = {
    id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedByIds({
      describedBy,
      errorId: showError ? errorId : null,
      hintId: showHint ? hintId : null,
    }),
  };
  const rendered = typeof children === "function" ? children(control) : children;
  const wrapped =
    wrap || trailing !== undefined ? (
      <div className={classes("field__control", typeof wrap === "string" && wrap)}>
        {rendered}
        {trailing}
      </div>
    ) : (
      rendered
    );
  return (
    <div className={classes("field", className)} {...data}>
      {kind === "checkbox" ? (
        <label className={classes("checkbox", labelClassName)} htmlFor={id}>
          {rendered}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label
            className={classes(labelStyle === "hint" ? "field__hint" : "field__label", labelClassName)}
            htmlFor={id}
          >
            {label}
          </label>
          {wrapped}
        </>
      )}
      {showHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {afterHint}
      {showError ? (
        <p id={errorId} className="field__error" role={announce ? "alert" : undefined} data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldGroupProps {
  /** The group's caption (a legend, `.field__label` unless `legendClassName` says otherwise). */
  legend: ReactNode;
  /** Classes of the legend; default `field__label`. */
  legendClassName?: string;
  /** The message to show, already translated; falsy when valid. */
  error?: ReactNode;
  /** Id of the error element, which then describes the group (conform's `errorId`). */
  errorId: string;
  /** data-testid of the error element. */
  errorTestId?: string;
  /** Help at the end of the group, replaced by the error while one shows (as Field's hint). */
  hint?: ReactNode;
  /** Id of the hint; default `${errorId}` with `-error` turned into `-hint`. */
  hintId?: string;
  /** Ids of other elements that describe the group (a hint the caller placed); named first. */
  describedBy?: string;
  /** The error inside the fieldset, after the controls; by default it follows the fieldset. */
  errorInside?: boolean;
  /** Classes of the fieldset. */
  className?: string;
  /** `data-*` attributes of the fieldset. */
  data?: DataAttributes;
  /** Announce the error the moment it appears (role="alert"). */
  announce?: boolean;
  /** The group's controls: radios or checkboxes, each with its own label. */
  children: ReactNode;
}

/**
 * A group of choices with one caption and one message: a fieldset, its legend, the controls and
 * the error (after the fieldset, or inside it), the fieldset described by what shows under it.
 */
export function FieldGroup({
  legend,
  legendClassName = "field__label",
  error,
  errorId,
  errorTestId,
  hint,
  hintId = errorId.replace(/-error$/, "") + "-hint",
  describedBy,
  errorInside = false,
  className,
  data,
  announce = false,
  children,
}: FieldGroupProps) {
  const invalid = Boolean(error);
  const showHint = Boolean(hint) && !invalid;
  const message = invalid ? (
    <p className="field__error" id={errorId} role={announce ? "alert" : undefined} data-testid={errorTestId}>
      {error}
    </p>
  ) : null;
  return (
    <>
      <fieldset
        className={className}
        aria-describedby={describedByIds({
          describedBy,
          errorId: invalid ? errorId : null,
          hintId: showHint ? hintId : null,
        })}
        {...data}
      >
        <legend className={legendClassName || undefined}>{legend}</legend>
        {children}
        {errorInside ? message : null}
        {showHint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
      </fieldset>
      {errorInside ? null : message}
    </>
  );
}
