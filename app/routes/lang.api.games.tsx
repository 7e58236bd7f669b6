import type { LoaderFunctionArgs } from "@remix-run/node";
import { gamesApiLoader } from "~/features/lobby/api.server";

/** GET {lang}/api/games?src=…&offset=&limit= — tiles for grids, carousels and the search box. */
export function loader(args: LoaderFunctionArgs) {
  return gamesApiLoader(args);
}
