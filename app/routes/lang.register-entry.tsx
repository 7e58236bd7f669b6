import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { registrationContext, restrictedHref } from "~/features/registration/register.server";

/**
 * {lang}/register, {lang}/cadastro, {lang}/registro (spec §2 entry paths): the registration
 * modal on the language's home, keeping the query (affiliate parameters …). A country whose
 * rule blocks registration gets the restricted-registration modal instead (spec §4).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang ?? "";
  const url = new URL(request.url);
  const reg = await registrationContext(request, context, lang);
  const headers = { "Cache-Control": "no-store" };
  if (reg.blocked) throw redirect(restrictedHref(lang, url.search), { headers });
  const query = new URLSearchParams(url.search);
  query.set("modal", "register");
  throw redirect(`/${lang}?${query.toString()}`, { headers });
}
