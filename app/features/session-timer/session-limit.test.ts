import { describe, expect, it } from "vitest";
import { changeLimit, endsAt, formatCountdown, remainingSeconds, resetToFullPeriod } from "./session-limit";

const T0 = Date.UTC(2026, 0, 1, 12);
const min = 60_000;

describe("session timer (spec §4)", () => {
  it("counts limit minutes × 60 s from the start", () => {
    const session = { startedAt: T0, limitMinutes: 60 };
    expect(endsAt(session)).toBe(T0 + 60 * min);
    expect(remainingSeconds(session, T0)).toBe(3600);
    expect(remainingSeconds(session, T0 + 59 * min + 30_500)).toBe(30);
    expect(remainingSeconds(session, T0 + 2 * 60 * min)).toBe(0);
    expect(remainingSeconds(null, T0)).toBeNull();
  });

  it("a limit change adjusts the remaining time by the difference", () => {
    const session = { startedAt: T0, limitMinutes: 60 };
    const now = T0 + 20 * min; // 40 min left
    const longer = changeLimit(session, 360, now)!;
    expect(remainingSeconds(longer, now)).toBe((40 + 300) * 60);
    const shorter = changeLimit(session, 30, now)!;
    expect(remainingSeconds(shorter, now)).toBe(10 * 60);
    // Shorter than what has passed: already over.
    expect(remainingSeconds(changeLimit(session, 10, now), now)).toBe(0);
  });

  it("limit 0 removes the stored session", () => {
    expect(changeLimit({ startedAt: T0, limitMinutes: 60 }, 0, T0 + min)).toBeNull();
  });

  it("without a stored session a new limit starts a full period now", () => {
    expect(changeLimit(null, 60, T0)).toEqual({ startedAt: T0, limitMinutes: 60 });
    expect(changeLimit({ startedAt: T0 - 99 * min, limitMinutes: 0 }, 60, T0)).toEqual({
      startedAt: T0,
      limitMinutes: 60,
    });
  });

  it("can be reset to a full period", () => {
    expect(resetToFullPeriod({ startedAt: T0, limitMinutes: 60 }, T0 + 61 * min)).toEqual({
      startedAt: T0 + 61 * min,
      limitMinutes: 60,
    });
    expect(resetToFullPeriod(null, T0)).toBeNull();
  });

  it("formats the countdown", () => {
    expect(formatCountdown(3600)).toBe("1:00:00");
    expect(formatCountdown(59 * 60 + 5)).toBe("59:05");
    expect(formatCountdown(0)).toBe("0:00");
  });
});

describe("sessionTimerOf (root data)", async () => {
  const { sessionTimerOf } = await import("./session-timer.server");
  const player = (endsAt: number | null, limit: number) =>
    ({ sessionEndsAt: endsAt, sessionLimitMinutes: limit }) as Parameters<typeof sessionTimerOf>[0];
  it("is null without a limit or a player", () => {
    expect(sessionTimerOf(null, T0)).toBeNull();
    expect(sessionTimerOf(player(null, 0), T0)).toBeNull();
  });
  it("marks a session that ran out before the page was made (the modal renders on the server)", () => {
    expect(sessionTimerOf(player(T0 + min, 60), T0)).toEqual({
      endsAt: T0 + min,
      now: T0,
      limitMinutes: 60,
      expired: false,
    });
    expect(sessionTimerOf(player(T0 - 1, 60), T0)?.expired).toBe(true);
  });
});
