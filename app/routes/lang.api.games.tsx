import type { LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { isMaintenance } from "~/platform/errors";
import { parseSource, sliceTiles } from "~/features/lobby/lobby.server";
import { loadCatalogue } from "~/features/game-kit/catalogue.server";
import { jsonWithEtag } from "~/features/lobby/http-cache.server";
import { NO_STORE } from "~/routing/headers";

/**
 * GET {lang}/api/games?src=…&offset=&limit= — tiles for grids, carousels and the search box
 * (the catalogue is the same for everyone: cacheable with an ETag, ARCHITECTURE §8).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const url = new URL(request.url);
  const source = parseSource(url.searchParams);
  if (!source) return Response.json({ error: "bad source" }, { status: 400, headers: NO_STORE });
  const offset = Math.max(0, Math.min(10_000, Number(url.searchParams.get("offset")) || 0));
  const limit = Math.max(1, Math.min(60, Number(url.searchParams.get("limit")) || brand.limits.gridPageSize));
  const caller = platformCaller(context, brand, lang);
  try {
    const index = await loadCatalogue(caller, brand);
    const body = index ? await sliceTiles(caller, brand, index, source, offset, limit) : null;
    if (!index) return Response.json({ error: "unavailable" }, { status: 503, headers: NO_STORE });
    if (!body) return Response.json({ error: "not found" }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
    return jsonWithEtag(request, body);
  } catch (error) {
    return Response.json({ error: isMaintenance(error) ? "maintenance" : "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
