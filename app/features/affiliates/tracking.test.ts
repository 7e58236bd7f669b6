import { describe, expect, it } from "vitest";
import {
  cleanValue,
  clearTrackingCookies,
  maxAgeOf,
  parseTrackingParams,
  referralRedirect,
  trackingFromCookies,
  trackingSetCookies,
} from "./tracking";
import { readTracking } from "./tracking.server";

const parse = (query: string) => parseTrackingParams(new URLSearchParams(query));
const lifetimes = { affiliateDays: 30, trackingDays: 30 };

describe("parseTrackingParams (spec §2)", () => {
  it("affid sets the affiliate and its default name", () => {
    expect(parse("affid=A1")).toEqual({ affiliateId: "A1", affiliateName: "A1" });
  });
  it("affname overrides the name", () => {
    expect(parse("affid=A1&affname=Partner")).toEqual({ affiliateId: "A1", affiliateName: "Partner" });
  });
  it("CXD is the tracker; the part after c_ is the c value", () => {
    expect(parse("CXD=123_c_banner9")).toEqual({ trackerId: "123_c_banner9", cValue: "banner9" });
    expect(parse("cxd=track7")).toEqual({ trackerId: "track7" });
    expect(parse("cxd=x_c_")).toEqual({ trackerId: "x_c_" });
  });
  it("c and C are the c value, winning over one from CXD", () => {
    expect(parse("c=77")).toEqual({ cValue: "77" });
    expect(parse("C=78")).toEqual({ cValue: "78" });
    expect(parse("CXD=1_c_5&c=6")).toEqual({ trackerId: "1_c_5", cValue: "6" });
  });
  it("referralId, bTag and utmSource as they are", () => {
    expect(parse("referralId=R9&bTag=b1&utmSource=news")).toEqual({ referralId: "R9", bTag: "b1", utmSource: "news" });
  });
  it("ignores empty, unrelated and control-character values", () => {
    expect(parse("affid=&page=2&bTag=%20%20")).toEqual({});
    expect(cleanValue("a\u0000b\nc")).toBe("abc");
    expect(cleanValue("x".repeat(300))).toHaveLength(128);
  });
});

describe("tracking cookies", () => {
  it("affiliate values live affiliateCookieDays, bTag/utmSource trackingParamDays, referralId the browser session", () => {
    expect(maxAgeOf("affiliateId", { affiliateDays: 30, trackingDays: 7 })).toBe(30 * 86_400);
    expect(maxAgeOf("cValue", { affiliateDays: 30, trackingDays: 7 })).toBe(30 * 86_400);
    expect(maxAgeOf("bTag", { affiliateDays: 30, trackingDays: 7 })).toBe(7 * 86_400);
    expect(maxAgeOf("referralId", lifetimes)).toBeNull();
    const [affiliate, referral] = trackingSetCookies({ affiliateId: "A 1", referralId: "R" }, lifetimes, true);
    expect(affiliate).toBe("affiliateId=A%201; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure");
    expect(referral).toBe("referralId=R; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
  it("clearing expires them", () => {
    expect(clearTrackingCookies(["bTag"], false)[0]).toContain("bTag=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
  it("reads back what was written; bannerId is the c value", () => {
    const header = [
      ...trackingSetCookies(
        parse("affid=A1&affname=My%20Partner&CXD=t_c_55&referralId=R&bTag=b&utmSource=u"),
        lifetimes,
        false,
      ),
    ]
      .map((c) => c.split(";")[0])
      .join("; ");
    const request = new Request("http://x/", { headers: { cookie: `other=1; ${header}` } });
    expect(readTracking(request)).toEqual({
      affiliateId: "A1",
      affiliateName: "My Partner",
      trackerId: "t_c_55",
      cValue: "55",
      bannerId: "55",
      referralId: "R",
      bTag: "b",
      utmSource: "u",
    });
    expect(trackingFromCookies(null).affiliateId).toBeNull();
    expect(trackingFromCookies("affiliateId=%E0%A4%A").affiliateId).toBeNull();
  });
});

describe("referralRedirect", () => {
  it("drops referralId and opens the registration modal, keeping the rest", () => {
    expect(referralRedirect(new URL("http://x/pb/jogos?referralId=R1&a=b#top"))).toBe(
      "/pb/jogos?a=b&modal=register#top",
    );
  });
});
