import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/node";
import type { SiteScope } from "~/routing/scope.server";

/**
 * When the last code was sent, per player email and channel, in a small signed cookie of its
 * own: the server enforces the resend interval with it (also without JavaScript).
 */
interface OtpState {
  sent?: Record<string, number>;
}

type Storage = ReturnType<typeof createCookieSessionStorage<OtpState>>;
const storages = new Map<string, Storage>();

function storage(context: Pick<AppLoadContext, "sessionSecrets" | "production">): Storage {
  const key = `${context.production}|${context.sessionSecrets.join(",")}`;
  let found = storages.get(key);
  if (!found) {
    found = createCookieSessionStorage<OtpState>({
      cookie: {
        name: "otp",
        httpOnly: true,
        sameSite: "lax",
        secure: context.production,
        path: "/",
        secrets: context.sessionSecrets,
        maxAge: 3600,
      },
    });
    storages.set(key, found);
  }
  return found;
}

export async function otpState(
  { request, context }: Pick<SiteScope, "request" | "context">,
  email: string,
  channel: string,
) {
  const store = storage(context);
  const session = await store.getSession(request.headers.get("cookie"));
  const key = `${email.toLowerCase()}|${channel}`;
  return {
    sentAt: (session.get("sent") ?? {})[key] ?? null,
    /** Records a code sent now and returns the Set-Cookie to send. */
    async markSent(now: number): Promise<string> {
      session.set("sent", { ...(session.get("sent") ?? {}), [key]: now });
      return store.commitSession(session);
    },
  };
}
