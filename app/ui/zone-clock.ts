/**
 * HH:mm in the brand's time zone without Intl in the browser. The first Intl.DateTimeFormat with
 * a time zone loads ICU data: 27 ms on this project's test machine, inside hydration, for both the
 * header clock and the game window's clock. So the server works out the zone's UTC offset from a
 * day ago, and its next change (daylight saving) within three days, and the browser only adds
 * minutes. The shell data is re-read on every change of page (ADR 009), which moves the window.
 */
export interface ZoneClock {
  /** Minutes east of UTC at the start of the window. */
  offsetMinutes: number;
  /** When the offset next changes (epoch ms), within the look-ahead; null if it does not. */
  changeAt: number | null;
  /** Minutes east of UTC from changeAt on. */
  nextOffsetMinutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOOK_AHEAD_MS = 72 * HOUR;

/** HH:mm (00–23) at `now` on a zone clock. */
export function clockText(now: number, zone: ZoneClock): string {
  const offset = zone.changeAt !== null && now >= zone.changeAt ? zone.nextOffsetMinutes : zone.offsetMinutes;
  const local = new Date(now + offset * MINUTE);
  return `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in whole minutes (server side: uses Intl). */
export function offsetMinutesAt(timeZone: string, at: number): number {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
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
