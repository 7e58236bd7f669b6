import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { ROUTABLE_LANGUAGES, routes } from "./languages";
import { i18nDefaults } from "./config";

/**
 * remix-i18next decides the language of a render. Our rule (spec §2) lives in the root loader,
 * so `findLocale` reads what the root loader settled on; the path segment backs it up.
 */
export function i18nServer(brand: BrandConfig, rootLang: string | undefined) {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...ROUTABLE_LANGUAGES],
      fallbackLanguage: brand.languages.default,
      async findLocale(request) {
        if (rootLang) return rootLang;
        const first = new URL(request.url).pathname.split("/")[1] ?? "";
        return routes(brand, first) ? first : brand.languages.default;
      },
    },
  });
}

/** A ready i18next instance with every namespace of the brand's language (server side). */
export async function createServerI18n(context: AppLoadContext, brand: BrandConfig, lng: string): Promise<I18n> {
  const resources = context.locales.get(brand.id, lng);
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nDefaults,
    lng,
    ns: Object.keys(resources),
    resources: { [lng]: resources },
  });
  return instance;
}

const fixedTCache = new Map<string, Promise<TFunction>>();

/** A translation function for loaders and actions (meta titles, messages), cached per brand and language. */
export function serverT(context: AppLoadContext, brand: BrandConfig, lng: string, ns = "common"): Promise<TFunction> {
  const key = `${context.locales.version}|${brand.id}|${lng}|${ns}`;
  let pending = fixedTCache.get(key);
  if (!pending) {
    pending = createServerI18n(context, brand, lng).then((i18n) => i18n.getFixedT(lng, ns));
    fixedTCache.set(key, pending);
  }
  return pending;
}
