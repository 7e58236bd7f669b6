import { canonicalSearch } from "~/routing/localised-path";
import { safeRedirectTarget } from "~/routing/safe-path";

/**
 * Spec §2 close: "returns to stored redirect address else language home". The address is where the
 * player came to the game from, kept while they stay in it: the demo/real toggle, a recommended
 * game, a login or a pre-check page all come back to the game, and close still returns to the
 * lobby they started from. The spec keeps it in local storage (redirectUrl); here a cookie holds it,
 * so the close link is right on the server's first render and without JavaScript (ADR 052).
 */
export interface ReturnInput {
  lang: string;
  /** An explicit `redirectUrl` of the game's URL. */
  redirectUrl: string | null;
  /** The Referer's path and query when it is this site's, "foreign" for another site's, null for none. */
  referer: string | null | "foreign";
  /** The address stored by an earlier page of this game visit. */
  stored: string | null;
}

export interface ReturnDecision {
  href: string;
  /** What the cookie holds next: an address, null to clear it, undefined to leave it. */
  store: string | null | undefined;
}

const isGame = (path: string) => /^\/[^/?#]+\/gameplay\//.test(path);

/** A page of this site the player can be sent back to: safe, not a game, no modal or tracking. */
export function returnAddress(raw: string | null | undefined): string | null {
  const safe = safeRedirectTarget(raw, null);
  if (!safe || isGame(safe)) return null;
  const url = new URL(safe, "http://x");
  // A page that was itself a step of this launch (login, a pre-check) carries the game on.
  if (isGame(url.searchParams.get("redirectUrl") ?? "")) return null;
  return `${url.pathname}${canonicalSearch(url.search)}`;
}

export function gameReturn({ lang, redirectUrl, referer, stored }: ReturnInput): ReturnDecision {
  const home = `/${lang}`;
  const explicit = returnAddress(redirectUrl);
  if (explicit) return { href: explicit, store: explicit };
  if (referer === null || referer === "foreign") {
    // A visit from outside (a search result, a bookmark) starts afresh: close goes home.
    return { href: home, store: stored === null ? undefined : null };
  }
  const from = returnAddress(referer);
  if (from) return { href: from, store: from === stored ? undefined : from };
  // From the game itself (the mode toggle, another game, a login): the address stored before.
  return { href: returnAddress(stored) ?? home, store: undefined };
}
