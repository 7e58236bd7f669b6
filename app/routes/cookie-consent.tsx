import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSafeRelativePath } from "~/routing/safe-path";
import { consentSetCookie } from "~/features/cookies/consent";
import { NO_STORE } from "~/routing/headers";

/** GET has nothing to show: home. */
export function loader() {
  return redirect("/");
}

/** POST /cookie-consent: records the acceptance for limits.cookieConsentDays, then back (spec §4). */
export async function action({ request, context }: ActionFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const form = await request.formData();
  const cookie = consentSetCookie(brand.limits.cookieConsentDays, context.production);
  const headers = { "Set-Cookie": cookie, ...NO_STORE };
  // With JavaScript the banner posts through a fetcher and just closes.
  if (form.get("respond") === "data") return Response.json({ accepted: true }, { headers });
  const target = String(form.get("redirectTo") ?? "");
  throw redirect(isSafeRelativePath(target) ? target : `/${brand.languages.default}`, { headers });
}
