import { describe, expect, it } from "vitest";
import { dayIn, daysBefore, formatDateTime, maskAccount, payoutClock, zoneLabel } from "./display";

describe("maskAccount", () => {
  it("shows only the last four characters, whatever the platform masked", () => {
    expect(maskAccount("************1234")).toBe("•••• 1234");
    expect(maskAccount("DE89370400440532013000")).toBe("•••• 3000");
    expect(maskAccount("ab")).toBe("•••• ab");
    expect(maskAccount(null)).toBeNull();
    expect(maskAccount("***")).toBeNull();
  });
});

describe("dates in the player's zone", () => {
  it("formats in the page's language and the zone", () => {
    const at = "2026-11-25T02:30:00Z";
    expect(formatDateTime(at, "en", "UTC")).toBe("Nov 25, 2026, 2:30 AM");
    // São Paulo is UTC−3: the same moment is still the 24th there.
    expect(formatDateTime(at, "pt-BR", "America/Sao_Paulo")).toContain("24 de nov. de 2026");
  });
  it("knows the zone's calendar day", () => {
    const at = new Date("2026-11-25T02:30:00Z");
    expect(dayIn(at, "UTC")).toBe("2026-11-25");
    expect(dayIn(at, "America/Santiago")).toBe("2026-11-24");
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
  });
  it("names the zone as people say it, with its IANA name", () => {
    const at = new Date("2026-11-25T12:00:00Z");
    expect(zoneLabel("Asia/Tokyo", "en", at)).toBe("Japan Standard Time (Asia/Tokyo)");
    expect(zoneLabel("America/Sao_Paulo", "pt-BR", at)).toBe("Horário Padrão de Brasília (America/Sao_Paulo)");
  });
});

describe("payoutClock", () => {
  const requested = "2026-11-25T10:00:00Z";
  it("expects payment payoutHours after the request", () => {
    const now = Date.parse("2026-11-25T10:30:00Z");
    expect(payoutClock(requested, 24, now)).toEqual({
      dueAt: "2026-11-26T10:00:00.000Z",
      minutesLeft: 23 * 60 + 30,
      overdue: false,
    });
  });
  it("is overdue once the time has passed", () => {
    expect(payoutClock(requested, 1, Date.parse("2026-11-25T11:00:00Z"))).toMatchObject({
      minutesLeft: 0,
      overdue: true,
    });
  });
  it("gives nothing for a date it cannot read", () => {
    expect(payoutClock("soon", 1, 0)).toBeNull();
  });
});
