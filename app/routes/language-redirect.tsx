import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { preferredLanguage } from "~/routing/route-language.server";
import { abandonPlatformCalls } from "~/platform/caller.server";
import { NO_STORE } from "~/routing/headers";
import { siteScope } from "~/routing/scope.server";

/** "/" → "/{lang}" by the spec §2 order, keeping the query (the fragment stays in the browser). */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context, brand, url } = siteScope(args);
  const lang = await preferredLanguage(request, context, brand);
  abandonPlatformCalls(context);
  throw redirect(`/${lang}${url.search}`, { headers: { ...NO_STORE, Vary: "Cookie, Accept-Language" } });
}
