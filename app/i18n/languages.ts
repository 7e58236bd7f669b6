/** Languages the product has translations and routes for (spec §1: only these are routed). */
export const ROUTABLE_LANGUAGES = ["en", "es", "pb"] as const;
export type RoutedLanguage = (typeof ROUTABLE_LANGUAGES)[number];

/** Every language code the product knows (spec §9 "Supported codes"). */
export const SUPPORTED_LANGUAGES = [
  "en",
  "fi",
  "no",
  "sv",
  "de",
  "ja",
  "cd",
  "nz",
  "fr",
  "ko",
  "pl",
  "ro",
  "hu",
  "pb",
  "es",
] as const;

/** Namespaces of locales/{lang}/<ns>.json. */
export const NAMESPACES = ["common", "shell", "content", "lobby"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isRoutable(code: string): code is RoutedLanguage {
  return (ROUTABLE_LANGUAGES as readonly string[]).includes(code);
}

/** The value of <html lang>: pb is Brazilian Portuguese. */
export function htmlLang(lang: string): string {
  return lang === "pb" ? "pt-BR" : lang;
}

/**
 * The locale a brand writes numbers and dates in for a language: its `languages.intl` entry
 * (en-GB for an en brand of a European market), else the page language's own tag.
 */
export function intlLocale(brand: { languages: { intl?: object } }, lang: string): string {
  return (brand.languages.intl as Record<string, string | undefined> | undefined)?.[lang] ?? htmlLang(lang);
}

/**
 * Maps a code from a cookie, a country table or a browser header onto the product's codes:
 * sv is shown in English (spec §2), pt-* is pb, and region subtags are dropped.
 */
export function normaliseLanguage(raw: string): string {
  const code = raw.trim().toLowerCase().replace("_", "-");
  if (code === "pt" || code.startsWith("pt-") || code === "br") return "pb";
  const base = code.split("-")[0] ?? code;
  if (base === "sv") return "en";
  return base;
}

/** Whether a brand routes this language code (the brand's list is typed narrower than a path segment). */
export function routes(brand: { languages: { routed: readonly string[] } }, code: string): boolean {
  return brand.languages.routed.includes(code);
}
