import { normaliseLanguage } from "./languages";

export interface LanguageInputs {
  /** Routed languages of the brand, in the brand's order. */
  routed: readonly string[];
  brandDefault: string;
  /** The language the visitor chose before (our `lang` cookie). */
  stored: string | null;
  /** The visitor's country from the platform, and the brand's country → language table. */
  countryCode: string | null;
  countryLanguages: Record<string, string>;
  acceptLanguage: string | null;
}

/**
 * Spec §2 order after the path segment: stored language, then the visitor's country, then the
 * browser's languages, else the brand default. A candidate the brand does not route is skipped.
 */
export function resolveLanguage(input: LanguageInputs): string {
  const candidates: string[] = [];
  if (input.stored) candidates.push(input.stored);
  if (input.countryCode) {
    const byCountry = input.countryLanguages[input.countryCode.toUpperCase()];
    if (byCountry) candidates.push(byCountry);
  }
  candidates.push(...parseAcceptLanguage(input.acceptLanguage));
  for (const candidate of candidates) {
    const code = normaliseLanguage(candidate);
    if (input.routed.includes(code)) return code;
  }
  return input.brandDefault;
}

/** Accept-Language tags ordered by quality (stable for equal q), without q=0 entries. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
