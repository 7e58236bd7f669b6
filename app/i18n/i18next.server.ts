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

const instances = new Map<string, Promise<I18n>>();

/**
 * The i18next instance of a brand and language, with every namespace (server side). One per
 * brand, language and locales version, shared by every request: a server render only reads it
 * (the language never changes on it), and building one per request was a noticeable part of
 * each page's cost.
 */
export function createServerI18n(context: AppLoadContext, brand: BrandConfig, lng: string): Promise<I18n> {
  const key = `${context.locales.version}|${brand.id}|${lng}`;
  let pending = instances.get(key);
  if (!pending) {
    const resources = context.locales.get(brand.id, lng);
    const instance = createInstance();
    pending = instance
      .use(initReactI18next)
      .init({ ...i18nDefaults, lng, ns: Object.keys(resources), resources: { [lng]: resources } })
      .then(() => instance);
    instances.set(key, pending);
  }
  return pending;
}

/** A translation function for loaders and actions (meta titles, messages), per brand and language. */
export async function serverT(
  context: AppLoadContext,
  brand: BrandConfig,
  lng: string,
  ns = "common",
): Promise<TFunction> {
  return (await createServerI18n(context, brand, lng)).getFixedT(lng, ns);
}
