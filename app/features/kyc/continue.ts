/** What sent the player to verify, so that the page can offer to go on with it once verified. */
export type ContinueKind = "launch" | "deposit" | "withdraw" | "page";

/**
 * The kind of action a remembered target is: a game launch, the deposit or withdrawal modal, a
 * page. Shared by the identity page (server) and the KYC notifications (browser).
 */
export function continueKindOf(target: string): ContinueKind {
  const url = new URL(target, "http://x");
  if (/^\/[^/]+\/gameplay\//.test(url.pathname)) return "launch";
  if (url.searchParams.get("withdraw") === "true" || url.searchParams.get("modal") === "withdraw") return "withdraw";
  if (url.searchParams.get("deposit") === "true" || url.searchParams.get("modal") === "deposit") return "deposit";
  return "page";
}
