import type { ZoneClock } from "./zone-clock";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOOK_AHEAD_MS = 72 * HOUR;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in whole minutes (server side: uses Intl). */
export function offsetMinutesAt(timeZone: string, at: number): number {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    partsFormatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  return Math.round((wall - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
}

/** The zone clock from `from`: its offset then, and its next change within three days (to the minute). */
export function zoneClock(timeZone: string, from: number): ZoneClock {
  const offsetMinutes = offsetMinutesAt(timeZone, from);
  for (let probe = from + HOUR; probe <= from + LOOK_AHEAD_MS; probe += HOUR) {
    const next = offsetMinutesAt(timeZone, probe);
    if (next === offsetMinutes) continue;
    // The change lies within the last hour: narrow it to the minute.
    let before = probe - HOUR;
    let after = probe;
    while (after - before > MINUTE) {
      const mid = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetMinutesAt(timeZone, mid) === offsetMinutes) before = mid;
      else after = mid;
    }
    return { offsetMinutes, changeAt: Math.ceil(after / MINUTE) * MINUTE, nextOffsetMinutes: next };
  }
  return { offsetMinutes, changeAt: null, nextOffsetMinutes: offsetMinutes };
}

const recent = new Map<string, { at: number; clock: ZoneClock }>();

/**
 * The zone clock for a page: from a day before `now` (a browser's clock may be behind the
 * server's) to two days after it. Worked out at most every ten minutes per zone, as every page's
 * shell data asks for it.
 */
export function currentZoneClock(timeZone: string, now: number): ZoneClock {
  const cached = recent.get(timeZone);
  if (cached && now >= cached.at && now - cached.at < 10 * MINUTE) return cached.clock;
  const clock = zoneClock(timeZone, now - 24 * HOUR);
  recent.set(timeZone, { at: now, clock });
  return clock;
}
