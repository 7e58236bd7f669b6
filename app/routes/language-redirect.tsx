import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { preferredLanguage } from "~/i18n/route-language.server";
import { NO_STORE } from "~/routing/headers";

/** "/" → "/{lang}" by the spec §2 order, keeping the query (the fragment stays in the browser). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = await preferredLanguage(request, context, brand);
  throw redirect(`/${lang}${new URL(request.url).search}`, { headers: { ...NO_STORE, Vary: "Cookie, Accept-Language" } });
}
