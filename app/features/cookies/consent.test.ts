import { describe, expect, it } from "vitest";
import { consentSetCookie, hasCookieConsent } from "./consent";

describe("cookie consent", () => {
  it("lasts cookieConsentDays", () => {
    expect(consentSetCookie(30, true)).toBe(
      "cookieConsent=accepted; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure",
    );
  });
  it("is read from the Cookie header", () => {
    expect(hasCookieConsent("a=1; cookieConsent=accepted")).toBe(true);
    expect(hasCookieConsent("cookieConsent=nope")).toBe(false);
    expect(hasCookieConsent(null)).toBe(false);
  });
});
