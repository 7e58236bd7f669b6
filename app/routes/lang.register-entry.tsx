import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { registrationContext, restrictedHref } from "~/features/registration/register.server";
import { languageOfEntrySlug } from "~/routing/spec-routes";
import { NO_STORE } from "~/routing/headers";

/**
 * {lang}/register, {lang}/cadastro, {lang}/registro (spec §2 entry paths): the registration
 * modal on the home of the entry path's own language (cadastro → pb, registro → es, register → en,
 * "switch language"), or of {lang} when the brand does not route that language; the query
 * (affiliate parameters …) is kept. A country whose rule blocks registration gets the
 * restricted-registration modal instead (spec §4).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const brand = context.brands.forHost(request.headers.get("host"));
  const entryLang = languageOfEntrySlug(url.pathname.split("/").filter(Boolean).pop() ?? "");
  const lang = entryLang && (brand.languages.routed as readonly string[]).includes(entryLang) ? entryLang : (params.lang ?? "");
  const reg = await registrationContext(request, context, lang);
  const headers = NO_STORE;
  if (reg.blocked) throw redirect(restrictedHref(lang, url.search), { headers });
  const query = new URLSearchParams(url.search);
  query.set("modal", "register");
  throw redirect(`/${lang}?${query.toString()}`, { headers });
}
