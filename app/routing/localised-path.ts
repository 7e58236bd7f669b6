import slugs from "./slugs.json";

/** A page's own path per language, when its slugs come from data (e.g. lobby multilingual URLs). */
export type LanguagePaths = Readonly<Record<string, string>>;

const TABLES = Object.entries(slugs)
  .filter(([kind]) => !kind.startsWith("$"))
  .map(([, perLanguage]) => perLanguage as Record<string, string>);

/** A first segment of the slug table in another language: jogos → games (en), juegos (es). */
function translateSegment(segment: string, lang: string): string {
  const table = TABLES.find((row) => Object.values(row).includes(segment));
  return table ? (table[lang] ?? table.en) : segment;
}

/** Rewrites the segments after the language from platform data (lobby and group slugs). */
export type SegmentLocaliser = (segments: string[], lang: string) => string[];

/**
 * A same-origin link in the language it sits under (spec §2: each language has its own slugs):
 * "/policy/terms" on a pb page is "/pb/politica/terms", and "/en/jogos" is "/en/games". The first
 * segment goes through slugs.json, then `more` rewrites what platform data names. Relative and
 * absolute URLs are left alone.
 */
export function linkInLanguage(
  href: string,
  pageLang: string,
  routed: readonly string[],
  more?: SegmentLocaliser,
): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const [path, tail] = cut < 0 ? [href, ""] : [href.slice(0, cut), href.slice(cut)];
  const segments = path.split("/").filter(Boolean);
  const lang = segments.length > 0 && routed.includes(segments[0]) ? segments.shift()! : pageLang;
  if (segments.length > 0) segments[0] = translateSegment(segments[0], lang);
  const rest = more && segments.length > 0 ? more(segments, lang) : segments;
  return `/${[lang, ...rest].join("/")}${tail}`;
}

/**
 * The same page in another language (spec §2 language change, hreflang, canonical): the page's
 * own per-language paths when it knows them, else the path with its language swapped and a
 * language-specific first segment (slugs.json) translated.
 */
export function localisedPath(pathname: string, lang: string, known?: LanguagePaths | null): string {
  const own = known?.[lang];
  if (own) return own;
  const [, , first = "", ...rest] = pathname.split("/");
  const segments = [lang, first ? translateSegment(first, lang) : "", ...rest];
  return `/${segments.join("/")}`.replace(/\/+$/, "");
}

/** Query parameters that never make a different page: tracking, and modals with their tokens. */
const NOT_CANONICAL = new Set([
  "affid",
  "affname",
  "cxd",
  "c",
  "referralid",
  "btag",
  "gclid",
  "fbclid",
  "msclkid",
  "modal",
  "redirecturl",
  "quicklogin",
  "resetpasswordtoken",
]);

/** The query a canonical URL keeps: the page's own parameters, without tracking or modals. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    const lower = key.toLowerCase();
    if (NOT_CANONICAL.has(lower) || lower.startsWith("utm")) params.delete(key);
  }
  const kept = params.toString();
  return kept ? `?${kept}` : "";
}
