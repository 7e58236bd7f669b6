import type { LoaderFunctionArgs } from "@remix-run/node";
import { registerEntryLoader } from "~/features/registration/register.server";

/**
 * {lang}/register, {lang}/cadastro, {lang}/registro (spec §2 entry paths): the registration modal
 * on the home of the entry path's language, or the restricted-registration modal (spec §4).
 */
export function loader(args: LoaderFunctionArgs) {
  return registerEntryLoader(args);
}
