import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import { getSession, sessionStorage } from "~/session/session.server";
import type { AccountLock } from "~/shell/root-data";
import { NO_STORE } from "~/routing/headers";

/**
 * Spec §2 locked-account state, third in the shell precedence (after blocked country and
 * maintenance). The platform refuses the login of a locked account, so the state lives in the
 * visitor's session cookie: set when a login is refused with a lock code, cleared by "back to
 * website". While it is set, every page of the site shows the locked-account page.
 */

const SESSION_KEY = "accountLock";

/** What reads and writes our cookie session: the request and its load context. */
type CookieScope = Pick<SiteScope, "request" | "context">;

export async function readAccountLock({ request, context }: CookieScope): Promise<AccountLock | null> {
  const session = await getSession(request, context);
  const lock = session.get(SESSION_KEY) as AccountLock | undefined;
  return lock && (lock.variant === "kyc" || lock.variant === "closed") && typeof lock.messageKey === "string"
    ? lock
    : null;
}

/** Records the lock and sends the visitor to the locked-account page. */
export async function lockedAccountRedirect(
  { request, context, lang }: Pick<SiteScope, "request" | "context" | "lang">,
  lock: AccountLock,
) {
  const session = await getSession(request, context);
  session.set(SESSION_KEY, lock);
  return redirect(`/${lang}/accountlocked`, {
    headers: { ...NO_STORE, "Set-Cookie": await sessionStorage(context).commitSession(session) },
  });
}

/**
 * GET {lang}/accountlocked (spec §2). While the visitor's session holds an account lock the root
 * renders the locked-account page on every path, this one included; without a lock there is
 * nothing to show, so it goes home.
 */
export async function accountLockedLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  if (!(await readAccountLock(site))) throw redirect(`/${site.lang}`);
  return null;
}

/** POST {lang}/accountlocked, "back to website": forgets the lock and goes to the language home. */
export async function leaveLockedAccount(args: ActionFunctionArgs) {
  const { request, context, lang } = siteScope(args);
  const session = await getSession(request, context);
  session.unset(SESSION_KEY);
  return redirect(`/${lang}`, {
    headers: { ...NO_STORE, "Set-Cookie": await sessionStorage(context).commitSession(session) },
  });
}
