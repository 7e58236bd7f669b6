import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { loadPlayer } from "~/session/player.server";
import { favouriteToggleSchema } from "~/features/favourites/schema";
import { isMaintenance } from "~/platform/errors";
import { rethrowMaintenance } from "~/platform/maintenance.server";
import { toggleFavouriteGame } from "~/platform/player-games.server";
import { isSafeRelativePath } from "~/routing/safe-path";
import { NO_STORE } from "~/routing/headers";

export const handle = { i18n: ["games"] };

/** GET has nothing to show: back to the language home. */
export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect(`/${params.lang ?? ""}`);
}

/**
 * POST {lang}/favourites/toggle (spec §4): newState = the opposite of the current state; on
 * SUCCESS the returned favoriteAddFlag is the stored state. With JavaScript (fetcher) it answers
 * the flag; without, it redirects back to the page the form was on.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: favouriteToggleSchema });
  const back = (() => {
    const target = String(formData.get("redirectTo") ?? "");
    return target && isSafeRelativePath(target) ? target : `/${lang}`;
  })();
  // The button adds `js=1` once hydrated; a plain form post (no JavaScript) goes back to the page.
  const noJs = formData.get("js") !== "1";
  if (submission.status !== "success") return data({ favourite: null, ...submission.reply() }, { status: 400 });
  const { player, caller } = await loadPlayer(request, context, brand, lang);
  if (!player) {
    const url = new URL(back, "http://x");
    url.searchParams.set("modal", "login");
    url.searchParams.set("redirectUrl", back);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const newState = submission.value.favourite !== "true";
  const flag = await toggleFavouriteGame(caller, submission.value.gameCode, newState).catch((error) => {
    if (isMaintenance(error)) rethrowMaintenance(error);
    return null;
  });
  if (noJs) throw redirect(back, { headers: NO_STORE });
  if (flag === null) return data({ favourite: null, ...submission.reply({ formErrors: ["games:favourite.error"] }) }, { status: 502 });
  return data({ favourite: flag }, { headers: NO_STORE });
}
