import { describe, expect, it } from "vitest";
import { cookieTimeZone, knownTimeZone, timeZoneCookie } from "./time-zone";

describe("the player's time zone cookie", () => {
  it("takes a zone Intl knows", () => {
    expect(knownTimeZone("America/Sao_Paulo")).toBe("America/Sao_Paulo");
    expect(knownTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(knownTimeZone("UTC")).toBe("UTC");
  });

  it("answers the same the second time (the check is remembered)", () => {
    expect(knownTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(knownTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(knownTimeZone("Mars/Base")).toBeNull();
    expect(knownTimeZone("Mars/Base")).toBeNull();
  });

  it("refuses unknown zones, odd characters and long values", () => {
    expect(knownTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(knownTimeZone("Europe/Berlin<script>")).toBeNull();
    expect(knownTimeZone("../etc/passwd")).toBeNull();
    expect(knownTimeZone(`Europe/${"a".repeat(80)}`)).toBeNull();
    expect(knownTimeZone("")).toBeNull();
    expect(knownTimeZone(null)).toBeNull();
  });

  it("reads the tz cookie among others, and what it writes reads back", () => {
    expect(cookieTimeZone("lang=en; tz=Asia%2FTokyo; other=1")).toBe("Asia/Tokyo");
    expect(cookieTimeZone("xtz=Asia%2FTokyo")).toBeNull();
    expect(cookieTimeZone("tz=%E0%A4%A")).toBeNull();
    expect(cookieTimeZone(null)).toBeNull();
    const written = timeZoneCookie("Europe/Madrid", true);
    expect(written).toMatch(/; Secure$/);
    // The page's script writes it: an HttpOnly cookie could not be.
    expect(written).not.toContain("HttpOnly");
    expect(cookieTimeZone(written.split("; ")[0])).toBe("Europe/Madrid");
  });
});
