import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { routes } from "~/i18n/languages";
import { siteScope } from "~/routing/scope.server";

/** Translations for the browser's i18next backend: base locales with the brand's overrides. */
export async function loader(args: LoaderFunctionArgs) {
  const { context, brand } = siteScope(args);
  const lng = args.params.lng ?? "";
  const ns = args.params.ns ?? "";
  if (!routes(brand, lng)) throw new Response("Unknown language", { status: 404 });
  const bundle = context.locales.get(brand.id, lng)[ns];
  if (!bundle) throw new Response("Unknown namespace", { status: 404 });
  return json(bundle, {
    headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800", Vary: "Host" },
  });
}
