/**
 * HH:mm in the brand's time zone without Intl in the browser. The first Intl.DateTimeFormat with
 * a time zone loads ICU data: 27 ms on this project's test machine, inside hydration, for both the
 * header clock and the game window's clock. So the server works out the zone's UTC offset from a
 * day ago, and its next change (daylight saving) within three days (zone-clock.server.ts), and the
 * browser only adds minutes. The shell data is re-read on every change of page (ADR 009), which
 * moves the window.
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

/** HH:mm (00–23) at `now` on a zone clock. */
export function clockText(now: number, zone: ZoneClock): string {
  const offset = zone.changeAt !== null && now >= zone.changeAt ? zone.nextOffsetMinutes : zone.offsetMinutes;
  const local = new Date(now + offset * MINUTE);
  return `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
}
