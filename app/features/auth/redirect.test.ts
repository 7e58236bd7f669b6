import { describe, expect, it } from "vitest";
import {
  cleanReturnPath,
  holdsPendingDeposit,
  inPlayerLanguage,
  LOGIN_CONTEXT_PARAMS,
  LOGIN_OVERLAY_PARAMS,
  postLoginRedirect,
} from "./redirect";

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

describe("cleanReturnPath: where the login modal may send the player back to", () => {
  const lang = "pb";
  it("keeps the path, the other query parameters and the hash", () => {
    expect(cleanReturnPath("/pb/jogos?tab=new&sort=az#top", lang)).toBe("/pb/jogos?tab=new&sort=az#top");
    expect(cleanReturnPath("/pb/jogos#top", lang)).toBe("/pb/jogos#top");
    expect(cleanReturnPath("/pb", lang)).toBe("/pb");
  });

  it("drops each of the login overlay's own parameters", () => {
    expect(LOGIN_OVERLAY_PARAMS).toEqual(["modal", "quicklogin", "view", "reason", ...LOGIN_CONTEXT_PARAMS]);
    for (const name of LOGIN_OVERLAY_PARAMS) {
      expect(cleanReturnPath(`/pb/jogos?${name}=1&tab=new`, lang), name).toBe("/pb/jogos?tab=new");
      expect(cleanReturnPath(`/pb/jogos?${name}=1`, lang), name).toBe("/pb/jogos");
    }
  });

  it.each([
    "/pb/login",
    "/pb/login?x=1",
    "/pb/logout",
    "/pb/auth/google",
    "/pb/auth/google/callback?code=1",
    "/pb/auth/",
  ])("never returns to the login, logout or auth pages: %j", (path) => {
    expect(cleanReturnPath(path, lang)).toBeNull();
  });

  it("returns to pages that merely start like them", () => {
    expect(cleanReturnPath("/pb/login-help", lang)).toBe("/pb/login-help");
    expect(cleanReturnPath("/pb/logouts", lang)).toBe("/pb/logouts");
    expect(cleanReturnPath("/pb/authors", lang)).toBe("/pb/authors");
    expect(cleanReturnPath("/pb/auth", lang)).toBe("/pb/auth");
    expect(cleanReturnPath("/pb/games/auth/x", lang)).toBe("/pb/games/auth/x");
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/pb",
    "//evil.example",
    "/\\evil.example",
    "/pb/a\u007fb",
    "/JavaScript:alert(1)",
  ])("refuses %j", (path) => {
    expect(cleanReturnPath(path, lang)).toBeNull();
  });

  it("refuses a path that only normalises to a protocol-relative one", () => {
    // new URL("/./\/evil.example", base) would yield the path //evil.example.
    expect(cleanReturnPath("/.//evil.example", lang)).toBeNull();
  });
});

describe("postLoginRedirect details", () => {
  const lang = "en";
  it("trims the stored amount and bonus code, and ignores blank ones", () => {
    expect(postLoginRedirect({ lang, amount: "  50 ", bonusCode: " WELCOME " })).toBe(
      "/en?modal=deposit&deposit=true&amount=50&bonusCode=WELCOME",
    );
    expect(postLoginRedirect({ lang, amount: "   ", bonusCode: " ", returnTo: "/en/games" })).toBe("/en/games");
    expect(postLoginRedirect({ lang, amount: null, bonusCode: null })).toBe("/en");
  });
  it('treats an empty, a "false" or a "0" flag as unset, anything else as set', () => {
    for (const off of ["", "false", "0", null, undefined]) {
      expect(postLoginRedirect({ lang, toSetLimit: off, toAccountstatus: off, toAccountpreferences: off })).toBe("/en");
    }
    expect(postLoginRedirect({ lang, toSetLimit: "yes" })).toBe("/en/myaccount/limits");
    expect(postLoginRedirect({ lang, toAccountpreferences: "1" })).toBe("/en/myaccount/preferencecenter");
  });
  it("falls back to the page the modal was opened on when the stored URL is unusable", () => {
    expect(postLoginRedirect({ lang, redirectUrl: "//evil.example", returnTo: "/en/games" })).toBe("/en/games");
    expect(postLoginRedirect({ lang, redirectUrl: "/en/login", returnTo: "/en/games" })).toBe("/en/games");
  });
});

describe("inPlayerLanguage details", () => {
  const routed = ["pb", "en", "es"];
  it("keeps the query and the hash after the language", () => {
    expect(inPlayerLanguage("/en#top", "en", "es", routed)).toEqual({ to: "/es#top", lang: "es" });
    expect(inPlayerLanguage("/en?a=1", "en", "es", routed)).toEqual({ to: "/es?a=1", lang: "es" });
  });
  it("keeps targets of another language and an empty player language", () => {
    expect(inPlayerLanguage("/pb/jogos", "en", "es", routed)).toEqual({ to: "/pb/jogos", lang: "en" });
    expect(inPlayerLanguage("/en/games", "en", "", routed)).toEqual({ to: "/en/games", lang: "en" });
    expect(inPlayerLanguage("/enx", "en", "es", routed)).toEqual({ to: "/enx", lang: "en" });
  });
});

describe("a pending deposit and step2 or otp in the URL (spec §4)", () => {
  const lang = "pb";
  it("does not open the deposit over registration step 2 or the OTP page: the page comes back", () => {
    expect(postLoginRedirect({ lang, amount: "50", returnTo: "/pb?regstep2=true" })).toBe("/pb?regstep2=true");
    expect(postLoginRedirect({ lang, bonusCode: "WELCOME", returnTo: "/pb/otp" })).toBe("/pb/otp");
    expect(postLoginRedirect({ lang, amount: "50", returnTo: "/pb/otp", redirectUrl: "/pb/jogos" })).toBe("/pb/jogos");
  });
  it("opens it over any other page", () => {
    expect(postLoginRedirect({ lang, amount: "50", returnTo: "/pb/jogos/hotpot?step=1" })).toBe(
      "/pb?modal=deposit&deposit=true&amount=50",
    );
  });
  it("reads step2 in a query name or value and otp as a path segment or parameter, nothing looser", () => {
    for (const path of ["/pb?regstep2=true", "/pb?view=step2", "/pb/OTP?x=1", "/pb?modal=otp", "/pb?otp=1"])
      expect(holdsPendingDeposit(path), path).toBe(true);
    for (const path of [null, "", "/pb/jogos/hotpot", "/pb?step=3", "https://evil.test/pb/otp"])
      expect(holdsPendingDeposit(path), String(path)).toBe(false);
  });
});
