import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";

/**
 * What the encrypted, HttpOnly session cookie holds. The platform session token never reaches
 * browser JavaScript (ARCHITECTURE §1); everything else here is small derived state.
 */
export interface SessionData {
  /** The platform's session token (X-Session-Token on every call made for this player). */
  platformToken?: string;
  /** When the player logged in (ms), for the session timer and audit. */
  loginAt?: number;
  /** sessionLimit from the login response, in minutes; 0 or absent means no limit. */
  sessionLimitMinutes?: number;
}

export interface SessionFlash {
  toast?: { type: "success" | "error" | "warning" | "info"; key: string; values?: Record<string, string> };
}

type Storage = ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>>;
const storages = new Map<string, Storage>();

/**
 * One storage per secret set and mode. Production cookies are `__Host-` prefixed, Secure,
 * HttpOnly, SameSite=Lax (ARCHITECTURE §9); development drops the prefix and Secure so plain
 * http://localhost works in every browser.
 */
export function sessionStorage(context: Pick<AppLoadContext, "sessionSecrets" | "production">): Storage {
  const key = `${context.production}|${context.sessionSecrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: {
        name: context.production ? "__Host-croupier" : "croupier",
        httpOnly: true,
        sameSite: "lax",
        secure: context.production,
        path: "/",
        secrets: context.sessionSecrets,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

const sessionByRequest = new WeakMap<AppLoadContext, Promise<Session<SessionData, SessionFlash>>>();

/** The request's session, read once per request (loaders run in parallel). */
export function getSession(request: Request, context: AppLoadContext): Promise<Session<SessionData, SessionFlash>> {
  let pending = sessionByRequest.get(context);
  if (!pending) {
    pending = sessionStorage(context).getSession(request.headers.get("cookie"));
    sessionByRequest.set(context, pending);
  }
  return pending;
}
