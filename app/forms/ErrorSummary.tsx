import type { HTMLAttributes, ReactNode } from "react";

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLElement>, "role" | "children"> {
  /** The form's message (conform's form.errors[0], a refusal), already translated; falsy: nothing shows. */
  message: ReactNode;
  /** Id of the element (conform's `form.errorId`, which the form's aria-describedby names). */
  id?: string;
  /** A block (`div`) when the message holds paragraphs or links; a paragraph by default. */
  as?: "p" | "div";
  /** data-* attributes for tests. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The form-level error (ARCHITECTURE §4): what the form has no field for — a platform refusal,
 * a rule across fields — at the top of the form, announced the moment it appears. Rendered on the
 * server, so the no-JavaScript answer shows it too. `.form__error`, as every form had it.
 */
export function ErrorSummary({ message, id, as: Tag = "p", className, ...rest }: ErrorSummaryProps) {
  if (!message) return null;
  return (
    <Tag {...rest} id={id} className={className ? `form__error ${className}` : "form__error"} role="alert">
      {message}
    </Tag>
  );
}
