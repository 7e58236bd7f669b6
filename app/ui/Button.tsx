import type { ButtonHTMLAttributes, ReactNode } from "react";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** "submit" (the default) or "button" for one that only runs a script. */
  type?: "submit" | "button";
  /** The look: `btn--primary` or `btn--ghost`. */
  variant?: "primary" | "ghost";
  /** Full width (`btn--block`). */
  block?: boolean;
  /** The form this button sends is on its way (a fetcher or a navigation is submitting it). */
  pending?: boolean;
  /** What the button says while pending ("Saving…"); without it the label stays. */
  pendingLabel?: ReactNode;
}

/**
 * A form's button (ARCHITECTURE §4). While the submission it started is pending it is disabled,
 * so a second press cannot send the form twice, and aria-busy, and it may say so
 * (`pendingLabel`). Without JavaScript nothing is ever pending: the browser posts the form.
 */
export function Button({
  type = "submit",
  variant = "primary",
  block = false,
  pending = false,
  pendingLabel,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ["btn", `btn--${variant}`, block ? "btn--block" : null, className].filter(Boolean).join(" ");
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={Boolean(disabled) || pending}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
