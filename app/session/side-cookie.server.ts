import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/node";

/**
 * A small signed cookie a feature keeps beside the session, with a lifetime of its own (the OTP
 * resend clock outlives a logout). Written here like the session, so features never hold a
 * storage (ADR 099).
 */
export interface SideCookie<T> {
  /** What the request's cookie holds: empty when absent or not signed by our secrets. */
  value: Partial<T>;
  /** The Set-Cookie that stores `next` over what the cookie held. */
  write(next: Partial<T>): Promise<string>;
}

type Storage = ReturnType<typeof createCookieSessionStorage<Record<string, unknown>>>;
const storages = new Map<string, Storage>();

function storageOf(context: Pick<AppLoadContext, "sessionSecrets" | "production">, name: string, maxAge: number) {
  const key = `${name}|${maxAge}|${context.production}|${context.sessionSecrets.join(",")}`;
  let found = storages.get(key);
  if (!found) {
    found = createCookieSessionStorage<Record<string, unknown>>({
      cookie: {
        name,
        httpOnly: true,
        sameSite: "lax",
        secure: context.production,
        path: "/",
        secrets: context.sessionSecrets,
        maxAge,
      },
    });
    storages.set(key, found);
  }
  return found;
}

export async function sideCookie<T extends object>(
  request: Request,
  context: Pick<AppLoadContext, "sessionSecrets" | "production">,
  name: string,
  maxAgeSeconds: number,
): Promise<SideCookie<T>> {
  const storage = storageOf(context, name, maxAgeSeconds);
  const session = await storage.getSession(request.headers.get("cookie"));
  return {
    value: { ...session.data } as Partial<T>,
    async write(next) {
      for (const [key, value] of Object.entries(next)) session.set(key, value);
      return storage.commitSession(session);
    },
  };
}
