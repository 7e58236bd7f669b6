import { describe, expect, it } from "vitest";
import { cleanReturnPath, inPlayerLanguage, postLoginRedirect } from "./redirect";

describe("post-login redirect priority (spec §4)", () => {
  const lang = "pb";
  it("goes to the limits page first when set-limits is pending", () => {
    expect(
      postLoginRedirect({ lang, toSetLimit: "true", toAccountstatus: "true", amount: "50", redirectUrl: "/pb/jogos" }),
    ).toBe("/pb/myaccount/limits");
  });
  it("then account status, then the preference centre", () => {
    expect(postLoginRedirect({ lang, toAccountstatus: "1", toAccountpreferences: "true", amount: "50" })).toBe(
      "/pb/accountstatus",
    );
    expect(postLoginRedirect({ lang, toAccountpreferences: "true", amount: "50" })).toBe(
      "/pb/myaccount/preferencecenter",
    );
  });
  it("then home with the payment modal when an amount or bonus code is stored", () => {
    expect(postLoginRedirect({ lang, amount: "50", redirectUrl: "/pb/jogos" })).toBe(
      "/pb?modal=deposit&deposit=true&amount=50",
    );
    expect(postLoginRedirect({ lang, bonusCode: "WELCOME" })).toBe("/pb?modal=deposit&deposit=true&bonusCode=WELCOME");
  });
  it("then the stored redirect URL, then the page the modal was opened on, then home", () => {
    expect(postLoginRedirect({ lang, redirectUrl: "/pb/myaccount/cashier", returnTo: "/pb/jogos" })).toBe(
      "/pb/myaccount/cashier",
    );
    expect(postLoginRedirect({ lang, returnTo: "/pb/jogos?modal=login&quicklogin=1&tab=new" })).toBe(
      "/pb/jogos?tab=new",
    );
    expect(postLoginRedirect({ lang })).toBe("/pb");
  });
  it("ignores false flags", () => {
    expect(postLoginRedirect({ lang, toSetLimit: "false", toAccountstatus: "0" })).toBe("/pb");
  });
  it("never redirects off-site or back to the login page", () => {
    for (const evil of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/pb/\u0000x",
    ]) {
      expect(postLoginRedirect({ lang, redirectUrl: evil, returnTo: evil })).toBe("/pb");
    }
    expect(postLoginRedirect({ lang, returnTo: "/pb/login?amount=" })).toBe("/pb");
    expect(cleanReturnPath("/pb/logout", lang)).toBeNull();
  });
});

describe("the player's language at login (spec §4 set language)", () => {
  const routed = ["pb", "en", "es"];
  it("moves the target to the player's routed language", () => {
    expect(inPlayerLanguage("/en", "en", "pb", routed)).toEqual({ to: "/pb", lang: "pb" });
    expect(inPlayerLanguage("/en/myaccount/limits", "en", "es", routed)).toEqual({
      to: "/es/myaccount/limits",
      lang: "es",
    });
    expect(inPlayerLanguage("/en?modal=deposit&deposit=true", "en", "pb", routed)).toEqual({
      to: "/pb?modal=deposit&deposit=true",
      lang: "pb",
    });
  });
  it("keeps the target for the same, a missing or an unrouted language, and for paths outside the language", () => {
    expect(inPlayerLanguage("/en/games", "en", "en", routed)).toEqual({ to: "/en/games", lang: "en" });
    expect(inPlayerLanguage("/en/games", "en", null, routed)).toEqual({ to: "/en/games", lang: "en" });
    expect(inPlayerLanguage("/en/games", "en", "fi", routed)).toEqual({ to: "/en/games", lang: "en" });
    expect(inPlayerLanguage("/english", "en", "pb", routed)).toEqual({ to: "/english", lang: "en" });
  });
});
