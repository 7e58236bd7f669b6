/**
 * Spec §4 session timer, as pure functions. A session is the period the player chose
 * (sessionLimit minutes) starting at `startedAt` (ms); `null` means no stored session.
 */
export interface TimedSession {
  startedAt: number;
  limitMinutes: number;
}

/** Epoch ms at which the session runs out (limit minutes × 60 s). */
export function endsAt(session: TimedSession): number {
  return session.startedAt + session.limitMinutes * 60_000;
}

/** Whole seconds left at `now`, never below 0. */
export function remainingSeconds(session: TimedSession | null, now: number): number | null {
  if (!session) return null;
  return Math.max(0, Math.ceil((endsAt(session) - now) / 1000));
}

/**
 * The session after the player changes the limit:
 * - 0 removes the stored session;
 * - without a stored session, a new one starts now with the full period;
 * - otherwise the remaining time moves by the difference (new − old), i.e. the start stays.
 */
export function changeLimit(session: TimedSession | null, newLimitMinutes: number, now: number): TimedSession | null {
  if (!(newLimitMinutes > 0)) return null;
  if (!session || !(session.limitMinutes > 0)) return { startedAt: now, limitMinutes: newLimitMinutes };
  return { startedAt: session.startedAt, limitMinutes: newLimitMinutes };
}

/** "Continue" in the session-expired modal: the same limit again, as a full period from now. */
export function resetToFullPeriod(session: TimedSession | null, now: number): TimedSession | null {
  return session && session.limitMinutes > 0 ? { startedAt: now, limitMinutes: session.limitMinutes } : null;
}

/** h:mm:ss (or m:ss under an hour) for the header countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
