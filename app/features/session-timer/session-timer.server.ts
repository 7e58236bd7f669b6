import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { safeRedirectTarget } from "~/routing/safe-path";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import type { PlayerSummary } from "~/session/player.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { changeLimit, resetToFullPeriod, type TimedSession } from "./session-limit";
import type { SessionTimerData } from "~/frame-kit/root-data";
import { readForm } from "~/routing/form.server";

export function sessionTimerOf(player: PlayerSummary | null, now = Date.now()): SessionTimerData | null {
  if (!player?.sessionEndsAt || !(player.sessionLimitMinutes > 0)) return null;
  return {
    endsAt: player.sessionEndsAt,
    now,
    limitMinutes: player.sessionLimitMinutes,
    expired: now >= player.sessionEndsAt,
  };
}

/** What reads and writes our cookie session: the request and its load context. */
type CookieScope = Pick<SiteScope, "request" | "context">;

async function storedSession({ request, context }: CookieScope) {
  const session = await getSession(request, context);
  const limit = session.get("sessionLimitMinutes") ?? 0;
  const timed: TimedSession | null =
    limit > 0 ? { startedAt: session.get("loginAt") ?? Date.now(), limitMinutes: limit } : null;
  return { session, timed };
}

/** Writes a timed session (or its absence) into the cookie session; returns the Set-Cookie. */
async function store(
  context: AppLoadContext,
  session: Awaited<ReturnType<typeof getSession>>,
  timed: TimedSession | null,
): Promise<string> {
  if (timed) {
    session.set("loginAt", timed.startedAt);
    session.set("sessionLimitMinutes", timed.limitMinutes);
  } else {
    session.set("sessionLimitMinutes", 0);
  }
  return commitRequestSession(context);
}

/** "Continue" in the session-expired modal: a full period from now. */
export async function continueSession(scope: CookieScope, now = Date.now()): Promise<string | null> {
  const { session, timed } = await storedSession(scope);
  const next = resetToFullPeriod(timed, now);
  return next ? store(scope.context, session, next) : null;
}

/** POST {lang}/session, the session-expired modal's "continue": a new full period, then back. */
export async function continueSessionAction(args: ActionFunctionArgs) {
  const scope = siteScope(args);
  const form = await readForm(scope.request);
  const back = safeRedirectTarget(form.get("redirectTo"), `/${scope.lang}`);
  if (form.get("intent") !== "continue") return Response.json({ ok: false }, { status: 400 });
  const cookie = await continueSession(scope);
  return redirect(back, { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

/** A new session limit (minutes, 0 = off): the remaining time moves by the difference (spec §4). */
export async function applySessionLimit(scope: CookieScope, minutes: number, now = Date.now()): Promise<string> {
  const { session, timed } = await storedSession(scope);
  return store(scope.context, session, changeLimit(timed, minutes, now));
}
