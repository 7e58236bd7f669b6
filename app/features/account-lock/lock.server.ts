import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import type { AccountLock } from "~/frame-kit/root-data";
import { NO_STORE } from "~/routing/headers";

/**
 * Spec §2 locked-account state, third in the shell precedence (after blocked country and
 * maintenance). The platform refuses the login of a locked account, so the state lives in the
 * visitor's session cookie: set when a login is refused with a lock code, cleared by "back to
 * website". While it is set, every page of the site shows the locked-account page.
 */

export const SESSION_KEY = "accountLock";
/** The locked page's last upload result (uploads.server.ts), shown once by the next GET. */
export const UPLOAD_RESULT_KEY = "lockedUpload";

/**
 * The lock as our (encrypted) cookie session keeps it: a KYC lock may carry the platform's
 * upload-only token (ADR 072). The token stays on the server: readAccountLock, which feeds the
 * page data, leaves it out.
 */
export type StoredLock = AccountLock & { documentsToken?: string };

/** What reads and writes our cookie session: the request and its load context. */
export type CookieScope = Pick<SiteScope, "request" | "context">;

export function storedLockOf(value: unknown): StoredLock | null {
  const lock = value as StoredLock | undefined;
  if (!lock || (lock.variant !== "kyc" && lock.variant !== "closed") || typeof lock.messageKey !== "string")
    return null;
  const token = lock.variant === "kyc" && typeof lock.documentsToken === "string" ? lock.documentsToken : undefined;
  return { variant: lock.variant, messageKey: lock.messageKey, ...(token ? { documentsToken: token } : {}) };
}

export async function readAccountLock({ request, context }: CookieScope): Promise<AccountLock | null> {
  const lock = storedLockOf((await getSession(request, context)).get(SESSION_KEY));
  return lock ? { variant: lock.variant, messageKey: lock.messageKey } : null;
}

/** The record of a refused login: a KYC lock keeps the upload-only token when the platform gave one. */
export function lockRecord(lock: AccountLock, documentsToken?: string | null): StoredLock {
  return lock.variant === "kyc" && documentsToken ? { ...lock, documentsToken } : lock;
}

/** Records the lock and sends the visitor to the locked-account page. */
export async function lockedAccountRedirect(
  { request, context, lang }: Pick<SiteScope, "request" | "context" | "lang">,
  lock: AccountLock,
  documentsToken?: string | null,
) {
  const session = await getSession(request, context);
  session.set(SESSION_KEY, lockRecord(lock, documentsToken));
  return redirect(`/${lang}/accountlocked`, {
    headers: { ...NO_STORE, "Set-Cookie": await commitRequestSession(context) },
  });
}

/** POST {lang}/accountlocked, "back to website": forgets the lock and goes to the language home. */
export async function leaveLockedAccount(args: ActionFunctionArgs) {
  const { request, context, lang } = siteScope(args);
  const session = await getSession(request, context);
  session.unset(SESSION_KEY);
  session.unset(UPLOAD_RESULT_KEY);
  return redirect(`/${lang}`, {
    headers: { ...NO_STORE, "Set-Cookie": await commitRequestSession(context) },
  });
}
