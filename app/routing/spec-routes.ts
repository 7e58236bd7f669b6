import slugs from "./slugs.json";

/**
 * First path segments the spec defines under {lang} (spec §2). A visitor who types one without
 * a language is sent to the same path under their language; anything else there is a 404.
 */
const FIXED_SEGMENTS = [
  "promotions",
  "allgames",
  "lobby",
  "gameplay",
  "myaccount",
  "accountstatus",
  "setlimits",
  "sms",
  "setmonthlydepositlimit",
  "forgotpassword",
  "completeprofile",
  "otp",
  "deposit",
  "withdraw",
  "success",
  "failure",
  "txn-confirmation",
  "reset-password",
  "playnow",
  "maintainance",
  "payandplay",
  "accountlocked",
  "cashier",
  "page",
  "stelar",
  "eports",
  "esports",
  "all-lobbies",
  "providergames",
  "recommended-games",
  "sports",
];

const SLUG_SEGMENTS = Object.entries(slugs)
  .filter(([kind]) => !kind.startsWith("$"))
  .flatMap(([, perLanguage]) => Object.values(perLanguage as Record<string, string>));

export const SPEC_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([...FIXED_SEGMENTS, ...SLUG_SEGMENTS]);

/** The slug of a route kind in a language, e.g. slugFor("games", "pb") → "jogos". */
export function slugFor(kind: Exclude<keyof typeof slugs, "$comment">, lang: string): string {
  const table = slugs[kind] as Record<string, string>;
  return table[lang] ?? table.en;
}

/** The language an entry path implies, e.g. /cadastro → pb (spec §2 registration entry paths). */
export function languageOfEntrySlug(segment: string): string | null {
  const table = slugs.register as Record<string, string>;
  const entries = Object.entries(table).filter(([, slug]) => slug === segment);
  return entries.length === 1 ? entries[0][0] : null;
}

/** {lang}/myaccount/cashier, the portfolio (spec §2), with an optional sub-path or query. */
export function portfolioPath(lang: string, tail = ""): string {
  return `/${lang}/myaccount/cashier${tail}`;
}
