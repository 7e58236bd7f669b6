import { parse } from "cookie";
import { gameReturn, type ReturnDecision } from "./game-return";

const NAME = "gameReturn";
// Long enough for a session of play; a later visit from outside replaces or clears it anyway.
const MAX_AGE = 12 * 60 * 60;

function storedOf(request: Request): string | null {
  const raw = parse(request.headers.get("cookie") ?? "", { decode: (value) => value })[NAME];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function refererOf(request: Request, url: URL): string | null | "foreign" {
  const raw = request.headers.get("referer");
  if (!raw) return null;
  try {
    const ref = new URL(raw);
    return ref.origin === url.origin ? `${ref.pathname}${ref.search}` : "foreign";
  } catch {
    return "foreign";
  }
}

/** Where the game window's close goes, and the Set-Cookie that keeps (or clears) it, if any. */
export function gameReturnOf(
  { request, url, lang }: { request: Request; url: URL; lang: string },
  secure: boolean,
): ReturnDecision & { setCookie: string | null } {
  const decision = gameReturn({
    lang,
    redirectUrl: url.searchParams.get("redirectUrl"),
    referer: refererOf(request, url),
    stored: storedOf(request),
  });
  const flags = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  const setCookie =
    decision.store === undefined
      ? null
      : decision.store === null
        ? `${NAME}=; Max-Age=0; ${flags}`
        : `${NAME}=${encodeURIComponent(decision.store)}; Max-Age=${MAX_AGE}; ${flags}`;
  return { ...decision, setCookie };
}
