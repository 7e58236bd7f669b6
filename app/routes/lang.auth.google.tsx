import type { LoaderFunctionArgs } from "@remix-run/node";
import { googleStart } from "~/features/auth/google.server";

/** GET /{lang}/auth/google: starts Google sign-in (when the brand enables it). */
export async function loader(args: LoaderFunctionArgs) {
  return googleStart(args);
}
