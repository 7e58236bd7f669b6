import { describe, expect, it } from "vitest";
import { clockText } from "./zone-clock";
import { currentZoneClock, offsetMinutesAt, zoneClock } from "./zone-clock.server";

const intlText = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);

describe("the brand clock without Intl in the browser", () => {
  it("knows the offsets of the brands' zones", () => {
    expect(offsetMinutesAt("America/Sao_Paulo", Date.UTC(2026, 0, 10, 12))).toBe(-180);
    expect(offsetMinutesAt("Europe/Berlin", Date.UTC(2026, 0, 10, 12))).toBe(60);
    expect(offsetMinutesAt("Europe/Berlin", Date.UTC(2026, 6, 10, 12))).toBe(120);
    expect(offsetMinutesAt("Asia/Kolkata", Date.UTC(2026, 6, 10, 12))).toBe(330);
  });

  it("finds the next daylight-saving change to the minute, and none where there is none", () => {
    // Europe/Berlin goes to summer time on 29 March 2026 at 01:00 UTC.
    const zone = zoneClock("Europe/Berlin", Date.UTC(2026, 2, 28, 9, 30));
    expect(zone).toEqual({ offsetMinutes: 60, changeAt: Date.UTC(2026, 2, 29, 1, 0), nextOffsetMinutes: 120 });
    expect(zoneClock("America/Sao_Paulo", Date.UTC(2026, 2, 28, 9, 30))).toEqual({
      offsetMinutes: -180,
      changeAt: null,
      nextOffsetMinutes: -180,
    });
  });

  it("covers a page's clock from a day before the server's time: a change yesterday is known", () => {
    const now = Date.UTC(2026, 2, 29, 20);
    expect(currentZoneClock("Europe/Berlin", now)).toEqual({
      offsetMinutes: 60,
      changeAt: Date.UTC(2026, 2, 29, 1, 0),
      nextOffsetMinutes: 120,
    });
    expect(clockText(now, currentZoneClock("Europe/Berlin", now))).toBe("22:00");
    expect(clockText(Date.UTC(2026, 2, 28, 23, 5), currentZoneClock("Europe/Berlin", now))).toBe("00:05");
  });

  it("shows what Intl shows, minute by minute across a change, from 00 to 23", () => {
    for (const [timeZone, start] of [
      ["Europe/Berlin", Date.UTC(2026, 2, 28, 12)],
      ["Europe/Berlin", Date.UTC(2026, 9, 24, 12)],
      ["America/Sao_Paulo", Date.UTC(2026, 5, 1, 0)],
      ["Asia/Kolkata", Date.UTC(2026, 5, 1, 0)],
    ] as const) {
      const zone = zoneClock(timeZone, start);
      for (let at = start; at < start + 40 * 3_600_000; at += 7 * 60_000 + 13_000) {
        expect(clockText(at, zone), `${timeZone} ${new Date(at).toISOString()}`).toBe(intlText(timeZone, at));
      }
    }
  });
});
