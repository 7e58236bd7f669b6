import type { LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import { getSession } from "~/session/session.server";
import { loadGameInfo } from "~/features/lobby/lobby.server";

/** GET {lang}/api/game-info?game=<code> — the game-info modal's data when the page did not load it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const code = new URL(request.url).searchParams.get("game");
  const [session, country] = await Promise.all([getSession(request, context), visitorCountry(context, brand).catch(() => null)]);
  const rule = country?.known ? brand.countryRules[country.countryCode] : undefined;
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const gameInfo = await loadGameInfo(platformCaller(context, brand, lang), brand, lang, code, {
      loggedIn: Boolean(session.get("platformToken")),
      demoExempt: rule?.demoExempt ?? false,
    });
    return Response.json({ gameInfo }, { status: gameInfo ? 200 : 404, headers });
  } catch {
    return Response.json({ gameInfo: null }, { status: 503, headers });
  }
}
