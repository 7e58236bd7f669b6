import { useNavigation } from "@remix-run/react";
import { Button, type ButtonProps } from "~/ui/Button";

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "pending"> {
  /** The submission is on its way; by default, while the page's navigation is submitting a form. */
  pending?: boolean;
}

/**
 * A form's submit button (ADR 095): ~/ui/Button, pending — disabled, aria-busy, `pendingLabel` —
 * while the form is sent, so a second press cannot send it twice. A fetcher's form passes its own
 * `pending` (fetcher.state !== "idle"); without JavaScript nothing is pending and the browser posts.
 */
export function SubmitButton({ pending, ...props }: SubmitButtonProps) {
  const navigation = useNavigation();
  return <Button {...props} type="submit" pending={pending ?? navigation.state === "submitting"} />;
}
