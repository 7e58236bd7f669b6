import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { cookieConsentAction } from "~/features/cookies/consent.server";

/** GET has nothing to show: home. */
export function loader() {
  return redirect("/");
}

/** POST /cookie-consent: records the acceptance, then back (spec §4). */
export function action(args: ActionFunctionArgs) {
  return cookieConsentAction(args);
}
