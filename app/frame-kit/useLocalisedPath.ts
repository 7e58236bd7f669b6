import { useLocation, useMatches } from "@remix-run/react";
import { localisedPath, type LanguagePaths } from "~/routing/localised-path";

/**
 * The current page's path in another language. A route whose slugs come from platform data
 * (lobbies, groups) returns `languagePaths` from its loader; the deepest one that does wins.
 */
export function useLocalisedPath(): (lang: string) => string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const known = matches
    .map((match) => (match.data as { languagePaths?: LanguagePaths } | null | undefined)?.languagePaths)
    .filter(Boolean)
    .pop();
  return (lang) => localisedPath(pathname, lang, known);
}
