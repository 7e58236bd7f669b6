import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * Registration's field checks (CPF, e-mail, phone) are posts that read the platform and change
 * nothing the page shows. Remix would still re-run every loader of the page after each one, so a
 * CPF check on the home page re-read the whole lobby and re-rendered every tile.
 */
export const FIELD_CHECKS = ["validateCpf", "checkEmail", "checkPhone"] as const;
/** The intents of registration's field checks (its Intent type is built from these). */
export type FieldCheckIntent = (typeof FIELD_CHECKS)[number];
export const FIELD_CHECK_INTENTS: ReadonlySet<string> = new Set(FIELD_CHECKS);

export const isFieldCheck = ({ formMethod, formData }: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formData">) =>
  formMethod?.toUpperCase() === "POST" && FIELD_CHECK_INTENTS.has(String(formData?.get("intent") ?? ""));

/** Every page route exports this: Remix's default rules, except after a field check. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return isFieldCheck(args) ? false : args.defaultShouldRevalidate;
}
