import type { SiteScope } from "~/routing/scope.server";
import { sideCookie } from "~/session/side-cookie.server";

/**
 * When the last code was sent, per player email and channel, in a small signed cookie of its
 * own: the server enforces the resend interval with it (also without JavaScript).
 */
interface OtpState {
  sent?: Record<string, number>;
}

export async function otpState(
  { request, context }: Pick<SiteScope, "request" | "context">,
  email: string,
  channel: string,
) {
  const cookie = await sideCookie<OtpState>(request, context, "otp", 3600);
  const sent = cookie.value.sent ?? {};
  const key = `${email.toLowerCase()}|${channel}`;
  return {
    sentAt: sent[key] ?? null,
    /** Records a code sent now and returns the Set-Cookie to send. */
    markSent(now: number): Promise<string> {
      return cookie.write({ sent: { ...sent, [key]: now } });
    },
  };
}
