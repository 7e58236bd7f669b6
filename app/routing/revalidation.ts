import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import type { Intent } from "~/features/registration/register.server";

/**
 * Registration's field checks (CPF, e-mail, phone) are posts that read the platform and change
 * nothing the page shows. Remix would still re-run every loader of the page after each one, so a
 * CPF check on the home page re-read the whole lobby and re-rendered every tile.
 */
const FIELD_CHECKS: readonly Intent[] = ["validateCpf", "checkEmail", "checkPhone"];
export const FIELD_CHECK_INTENTS: ReadonlySet<string> = new Set(FIELD_CHECKS);

export const isFieldCheck = ({ formMethod, formData }: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formData">) =>
  formMethod?.toUpperCase() === "POST" && FIELD_CHECK_INTENTS.has(String(formData?.get("intent") ?? ""));

/** Every page route exports this: Remix's default rules, except after a field check. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return isFieldCheck(args) ? false : args.defaultShouldRevalidate;
}
