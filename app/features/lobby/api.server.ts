import type { LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import { isMaintenance } from "~/platform/errors";
import { NO_STORE } from "~/routing/headers";
import { siteScope } from "~/routing/scope.server";
import { getSession } from "~/session/session.server";
import { loadCatalogue } from "~/features/game-kit/catalogue.server";
import { jsonWithEtag } from "./http-cache.server";
import { loadGameInfo, parseSource, sliceTiles } from "./lobby.server";

// The lobby's JSON endpoints read the catalogue, which is the same for every visitor: they ask
// the platform with the guest caller and never look the player up (no login/status call).

/**
 * GET {lang}/api/games?src=…&offset=&limit= — tiles for grids, carousels and the search box
 * (the catalogue is the same for everyone: cacheable with an ETag, ARCHITECTURE §8).
 */
export async function gamesApiLoader(args: LoaderFunctionArgs) {
  const { request, context, brand, lang, url } = siteScope(args);
  const source = parseSource(url.searchParams);
  if (!source) return Response.json({ error: "bad source" }, { status: 400, headers: NO_STORE });
  const offset = Math.max(0, Math.min(10_000, Number(url.searchParams.get("offset")) || 0));
  const limit = Math.max(1, Math.min(60, Number(url.searchParams.get("limit")) || brand.limits.gridPageSize));
  const caller = platformCaller(context, brand, lang);
  try {
    const index = await loadCatalogue(caller, brand);
    const body = index ? await sliceTiles(caller, brand, index, source, offset, limit) : null;
    if (!index) return Response.json({ error: "unavailable" }, { status: 503, headers: NO_STORE });
    if (!body)
      return Response.json({ error: "not found" }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
    return jsonWithEtag(request, body);
  } catch (error) {
    return Response.json(
      { error: isMaintenance(error) ? "maintenance" : "unavailable" },
      { status: 503, headers: NO_STORE },
    );
  }
}

/**
 * GET {lang}/api/game-info?game=<code> — the game-info modal's data when the page did not load
 * it. Whether the visitor is logged in is read from our session cookie alone.
 */
export async function gameInfoApiLoader(args: LoaderFunctionArgs) {
  const { request, context, brand, lang, url } = siteScope(args);
  const code = url.searchParams.get("game");
  const [session, country] = await Promise.all([
    getSession(request, context),
    visitorCountry(context, brand).catch(() => null),
  ]);
  const rule = country?.known ? brand.countryRules[country.countryCode] : undefined;
  try {
    const gameInfo = await loadGameInfo(platformCaller(context, brand, lang), brand, lang, code, {
      loggedIn: Boolean(session.get("platformToken")),
      demoExempt: rule?.demoExempt ?? false,
    });
    return Response.json({ gameInfo }, { status: gameInfo ? 200 : 404, headers: NO_STORE });
  } catch {
    return Response.json({ gameInfo: null }, { status: 503, headers: NO_STORE });
  }
}
