import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/routing/headers";
import { safeRedirectTarget } from "~/routing/safe-path";
import { siteScope } from "~/routing/scope.server";
import { consentSetCookie } from "./consent";
import { readForm } from "~/routing/form.server";

/** POST /cookie-consent: records the acceptance for limits.cookieConsentDays, then back (spec §4). */
export async function cookieConsentAction(args: ActionFunctionArgs) {
  const { request, context, brand } = siteScope(args);
  const form = await readForm(request);
  const cookie = consentSetCookie(brand.limits.cookieConsentDays, context.production);
  const headers = { ...NO_STORE, "Set-Cookie": cookie };
  // With JavaScript the banner posts through a fetcher and just closes.
  if (form.get("respond") === "data") return Response.json({ accepted: true }, { headers });
  throw redirect(safeRedirectTarget(form.get("redirectTo"), `/${brand.languages.default}`), { headers });
}
