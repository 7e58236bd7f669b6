import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { parse } from "cookie";
import { createSession, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";

/**
 * What the session cookie holds. It is encrypted (AES-256-GCM), HttpOnly and SameSite=Lax: the
 * platform session token never reaches browser JavaScript nor anyone reading the cookie
 * (ARCHITECTURE §1, §9).
 */
export interface SessionData {
  /** The platform's session token (X-Session-Token on every call made for this player). */
  platformToken?: string;
  /** When the player logged in (ms), for the session timer and audit. */
  loginAt?: number;
  /** sessionLimit from the login response, in minutes; 0 or absent means no limit. */
  sessionLimitMinutes?: number;
  /** Google sign-in in progress: the OAuth `state` we sent and where to return afterwards. */
  googleState?: string;
  googleReturnTo?: string;
  /** Google identity waiting for a decision: link with the password (100428) or register (100166). */
  googlePending?: { email: string; sub: string; reason: "link" | "register"; returnTo?: string };
  /** The e-mail this browser last asked a reset link for: a reset completed here lifts its sign-in lock (ADR 050). */
  resetFor?: string;
  [key: string]: unknown;
}

export interface SessionFlash {
  toast?: { type: "success" | "error" | "warning" | "info"; key: string; values?: Record<string, string> };
  /** A login failure to show on the login page after a redirect (Google callback). */
  loginError?: { key: string; values?: Record<string, string> };
}

type Storage = SessionStorage<SessionData, SessionFlash>;
const storages = new Map<string, Storage>();

/**
 * One storage per secret set and mode. Production cookies are `__Host-` prefixed and Secure;
 * development drops both so plain http://localhost works in every browser. The first secret
 * encrypts; every secret decrypts, so secrets can be rotated (SESSION_SECRET=new,old).
 */
export function sessionStorage(context: Pick<AppLoadContext, "sessionSecrets" | "production">): Storage {
  const key = `${context.production}|${context.sessionSecrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createEncryptedCookieStorage(
      context.production ? "__Host-croupier" : "croupier",
      context.sessionSecrets,
      context.production,
    );
    storages.set(key, storage);
  }
  return storage;
}

const sessionByRequest = new WeakMap<AppLoadContext, Promise<Session<SessionData, SessionFlash>>>();
/** Sessions a request has changed: set, unset, flashed, or a flash read (which drops it). */
const changed = new WeakSet<Session<SessionData, SessionFlash>>();

function tracked(session: Session<SessionData, SessionFlash>): Session<SessionData, SessionFlash> {
  const { set, unset, flash, get } = session;
  session.set = (...args) => (changed.add(session), set(...args));
  session.unset = (...args) => (changed.add(session), unset(...args));
  session.flash = (...args) => (changed.add(session), flash(...args));
  session.get = (name) => {
    if (`__flash_${String(name)}__` in session.data) changed.add(session);
    return get(name);
  };
  return session;
}

/** The request's session, read once per request (loaders run in parallel). */
export function getSession(request: Request, context: AppLoadContext): Promise<Session<SessionData, SessionFlash>> {
  let pending = sessionByRequest.get(context);
  if (!pending) {
    pending = sessionStorage(context).getSession(request.headers.get("cookie")).then(tracked);
    sessionByRequest.set(context, pending);
  }
  return pending;
}

/**
 * The Set-Cookie of the request's session with everything the request changed in it (ADR 093):
 * the one place the request's session is written. Features change the session they got from
 * getSession and take its cookie from here, never from the storage.
 */
export async function commitRequestSession(context: AppLoadContext): Promise<string> {
  const pending = sessionByRequest.get(context);
  if (!pending) throw new Error("commitRequestSession before getSession: nothing of this request's session to write");
  return sessionStorage(context).commitSession(await pending);
}

/**
 * The session's Set-Cookie for a page's answer, once: only when the request changed the session
 * (a dropped platform session, a flash read or left, a modal's step), else null. The root loader
 * sends it, so a page carries one session cookie whatever its parts changed.
 */
export async function changedSessionCookie(context: AppLoadContext): Promise<string | null> {
  const pending = sessionByRequest.get(context);
  if (!pending) return null;
  const session = await pending;
  return changed.has(session) ? commitRequestSession(context) : null;
}

/**
 * Starts the request over with an empty session: login and registration never reuse the old one
 * (ARCHITECTURE §9), logout keeps only a flash. What the request sets from here lands in the fresh
 * session, and commitRequestSession / changedSessionCookie write it.
 */
export async function replaceRequestSession(context: AppLoadContext): Promise<Session<SessionData, SessionFlash>> {
  const fresh = tracked(await sessionStorage(context).getSession(null));
  changed.add(fresh);
  sessionByRequest.set(context, Promise.resolve(fresh));
  return fresh;
}

/**
 * The Set-Cookie that deletes the session cookie (logout). The request goes on with an empty,
 * unchanged session, so nothing later in it reads the old one or writes it back.
 */
export async function destroyRequestSession(context: AppLoadContext): Promise<string> {
  const storage = sessionStorage(context);
  const empty = await storage.getSession(null);
  sessionByRequest.set(context, Promise.resolve(tracked(empty)));
  return storage.destroySession(empty);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "croupier-session", "aes-256-gcm cookie", 32));
}

export function createEncryptedCookieStorage(name: string, secrets: string[], secure: boolean): Storage {
  if (secrets.length === 0) throw new Error("session storage needs at least one secret");
  const keys = secrets.map(keyOf);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

  const seal = (data: unknown): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keys[0], iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  };
  const open = (value: string): Record<string, unknown> | null => {
    const raw = Buffer.from(value, "base64url");
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    for (const key of keys) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
        const parsed = JSON.parse(text) as unknown;
        return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
      } catch {
        // Wrong key or tampered value: try the next secret, else start a fresh session.
      }
    }
    return null;
  };

  return {
    async getSession(cookieHeader) {
      const value = parse(cookieHeader ?? "", { decode: (raw) => raw })[name];
      return createSession<SessionData, SessionFlash>((value && open(value)) || {});
    },
    async commitSession(session, options) {
      const maxAge = options?.maxAge !== undefined ? `; Max-Age=${options.maxAge}` : "";
      const value = seal(session.data);
      if (value.length > 3800) throw new Error(`session cookie too large (${value.length} bytes)`);
      return `${name}=${value}; ${attributes}${maxAge}`;
    },
    async destroySession() {
      return `${name}=; ${attributes}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}
