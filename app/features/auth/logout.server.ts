import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { logout } from "~/platform/auth.server";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import { clearTrackingCookies } from "~/features/affiliates/tracking.server";
import { serializeCookie } from "~/routing/cookies";
import {
  commitRequestSession,
  destroyRequestSession,
  getSession,
  replaceRequestSession,
  type SessionFlash,
} from "~/session/session.server";
import { NO_STORE } from "~/routing/headers";

/** Payment intent cookies (spec §3 local storage amount and bonusCode) that logout drops too. */
export const PAYMENT_INTENT_COOKIES = ["amount", "bonusCode"] as const;

/** Spec §4 logout: bTag, utm source and the pending payment's amount and bonus code go. */
export function clearedOnLogout(secure: boolean): string[] {
  return [
    ...clearTrackingCookies(["bTag", "utmSource"], secure),
    ...PAYMENT_INTENT_COOKIES.map((name) => serializeCookie(name, "", { maxAge: 0, secure })),
  ];
}

/**
 * Ends the platform session (best effort) and returns the Set-Cookie values that end ours. With a
 * `toast`, our cookie is replaced by an empty session holding only that flash (ADR 060). A flash
 * not shown yet survives too: the event stream's logout can land between a risk logout's
 * redirect and the page that shows its message.
 */
export async function endSession(
  { request, context, brand, lang }: SiteScope,
  toast?: SessionFlash["toast"],
): Promise<Headers> {
  const session = await getSession(request, context);
  const token = session.get("platformToken");
  if (token) await logout(platformCaller(context, brand, lang, token)).catch(() => undefined);
  const headers = new Headers(NO_STORE);
  const flash = toast ?? (session.get("toast") as SessionFlash["toast"]);
  if (flash) {
    const fresh = await replaceRequestSession(context);
    fresh.flash("toast", flash);
    headers.append("Set-Cookie", await commitRequestSession(context));
  } else headers.append("Set-Cookie", await destroyRequestSession(context));
  for (const cookie of clearedOnLogout(context.production)) headers.append("Set-Cookie", cookie);
  return headers;
}

/** POST /{lang}/logout: platform login/logout, cookie session destroyed, cookies cleared, home. */
export async function logoutAction(args: ActionFunctionArgs) {
  const site = siteScope(args);
  const headers = await endSession(site);
  return redirect(`/${site.lang}`, { headers });
}
