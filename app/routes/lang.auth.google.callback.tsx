import type { LoaderFunctionArgs } from "@remix-run/node";
import { googleCallback } from "~/features/auth/google.server";

/** GET /{lang}/auth/google/callback?code&state: the identity provider sends the browser back here. */
export async function loader(args: LoaderFunctionArgs) {
  return googleCallback(args);
}
