import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationPolicyLoader } from "~/features/registration/register.server";

/** {lang}/register/policy/{terms|privacy|cookies}: the configured policy page of that type. */
export function loader(args: LoaderFunctionArgs) {
  return registrationPolicyLoader(args);
}
