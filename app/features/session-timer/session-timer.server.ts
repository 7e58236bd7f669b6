import type { AppLoadContext } from "@remix-run/node";
import type { PlayerSummary } from "~/session/player.server";
import { getSession, sessionStorage } from "~/session/session.server";
import { changeLimit, resetToFullPeriod, type TimedSession } from "./session-limit";
import type { SessionTimerData } from "~/shell/root-data";


export function sessionTimerOf(player: PlayerSummary | null, now = Date.now()): SessionTimerData | null {
  if (!player?.sessionEndsAt || !(player.sessionLimitMinutes > 0)) return null;
  return { endsAt: player.sessionEndsAt, now, limitMinutes: player.sessionLimitMinutes, expired: now >= player.sessionEndsAt };
}

async function storedSession(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  const limit = session.get("sessionLimitMinutes") ?? 0;
  const timed: TimedSession | null = limit > 0 ? { startedAt: session.get("loginAt") ?? Date.now(), limitMinutes: limit } : null;
  return { session, timed };
}

/** Writes a timed session (or its absence) into the cookie session; returns the Set-Cookie. */
async function store(context: AppLoadContext, session: Awaited<ReturnType<typeof getSession>>, timed: TimedSession | null): Promise<string> {
  if (timed) {
    session.set("loginAt", timed.startedAt);
    session.set("sessionLimitMinutes", timed.limitMinutes);
  } else {
    session.set("sessionLimitMinutes", 0);
  }
  return sessionStorage(context).commitSession(session);
}

/** "Continue" in the session-expired modal: a full period from now. */
export async function continueSession(request: Request, context: AppLoadContext, now = Date.now()): Promise<string | null> {
  const { session, timed } = await storedSession(request, context);
  const next = resetToFullPeriod(timed, now);
  return next ? store(context, session, next) : null;
}

/** A new session limit (minutes, 0 = off): the remaining time moves by the difference (spec §4). */
export async function applySessionLimit(request: Request, context: AppLoadContext, minutes: number, now = Date.now()): Promise<string> {
  const { session, timed } = await storedSession(request, context);
  return store(context, session, changeLimit(timed, minutes, now));
}
