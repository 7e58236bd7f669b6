import { describe, expect, it } from "vitest";
import { cleanReturnPath, postLoginRedirect } from "./redirect";

describe("post-login redirect priority (spec §4)", () => {
  const lang = "pb";
  it("goes to the limits page first when set-limits is pending", () => {
    expect(postLoginRedirect({ lang, toSetLimit: "true", toAccountstatus: "true", amount: "50", redirectUrl: "/pb/jogos" })).toBe("/pb/myaccount/limits");
  });
  it("then account status, then the preference centre", () => {
    expect(postLoginRedirect({ lang, toAccountstatus: "1", toAccountpreferences: "true", amount: "50" })).toBe("/pb/accountstatus");
    expect(postLoginRedirect({ lang, toAccountpreferences: "true", amount: "50" })).toBe("/pb/myaccount/preferencecenter");
  });
  it("then home with the payment modal when an amount or bonus code is stored", () => {
    expect(postLoginRedirect({ lang, amount: "50", redirectUrl: "/pb/jogos" })).toBe("/pb?modal=deposit&deposit=true&amount=50");
    expect(postLoginRedirect({ lang, bonusCode: "WELCOME" })).toBe("/pb?modal=deposit&deposit=true&bonusCode=WELCOME");
  });
  it("then the stored redirect URL, then the page the modal was opened on, then home", () => {
    expect(postLoginRedirect({ lang, redirectUrl: "/pb/myaccount/cashier", returnTo: "/pb/jogos" })).toBe("/pb/myaccount/cashier");
    expect(postLoginRedirect({ lang, returnTo: "/pb/jogos?modal=login&quicklogin=1&tab=new" })).toBe("/pb/jogos?tab=new");
    expect(postLoginRedirect({ lang })).toBe("/pb");
  });
  it("ignores false flags", () => {
    expect(postLoginRedirect({ lang, toSetLimit: "false", toAccountstatus: "0" })).toBe("/pb");
  });
  it("never redirects off-site or back to the login page", () => {
    for (const evil of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/pb/\u0000x"]) {
      expect(postLoginRedirect({ lang, redirectUrl: evil, returnTo: evil })).toBe("/pb");
    }
    expect(postLoginRedirect({ lang, returnTo: "/pb/login?amount=" })).toBe("/pb");
    expect(cleanReturnPath("/pb/logout", lang)).toBeNull();
  });
});
