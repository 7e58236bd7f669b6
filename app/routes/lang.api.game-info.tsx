import type { LoaderFunctionArgs } from "@remix-run/node";
import { gameInfoApiLoader } from "~/features/lobby/api.server";

/** GET {lang}/api/game-info?game=<code> — the game-info modal's data when the page did not load it. */
export function loader(args: LoaderFunctionArgs) {
  return gameInfoApiLoader(args);
}
