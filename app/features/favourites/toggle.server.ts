import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { isMaintenance } from "~/platform/errors";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import { toggleFavouriteGame } from "~/platform/player-games.server";
import { NO_STORE } from "~/routing/headers";
import { safeRedirectTarget } from "~/routing/safe-path";
import { requestScope, scopeHeaders, siteScope } from "~/routing/scope.server";
import { loginModalHref } from "~/routing/modal-links";
import { favouriteToggleSchema } from "./schema";
import { readForm } from "~/routing/form.server";

/**
 * POST {lang}/favourites/toggle (spec §4): newState = the opposite of the current state; on
 * SUCCESS the returned favoriteAddFlag is the stored state. With JavaScript (fetcher) it answers
 * the flag; without, it redirects back to the page the form was on. A guest gets the login modal
 * over that page, coming back to it.
 */
export async function favouriteToggleAction(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: favouriteToggleSchema });
  const back = safeRedirectTarget(formData.get("redirectTo"), `/${siteScope(args).lang}`);
  // The button adds `js=1` once hydrated; a plain form post (no JavaScript) goes back to the page.
  const noJs = formData.get("js") !== "1";
  if (submission.status !== "success") return data({ favourite: null, ...submission.reply() }, { status: 400 });
  const scope = await requestScope(args);
  if (!scope.player) throw redirect(loginModalHref(back, back), { headers: scopeHeaders(scope) });
  const newState = submission.value.favourite !== "true";
  const flag = await toggleFavouriteGame(scope.caller, submission.value.gameCode, newState).catch((error) => {
    if (isMaintenance(error)) rethrowMaintenance(error);
    return null;
  });
  if (noJs) throw redirect(back, { headers: NO_STORE });
  if (flag === null)
    return data({ favourite: null, ...submission.reply({ formErrors: ["games:favourite.error"] }) }, { status: 502 });
  return data({ favourite: flag }, { headers: NO_STORE });
}
