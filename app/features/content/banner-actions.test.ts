import { describe, expect, it } from "vitest";
import { dataLinkHref, depositHref, parseDataLink } from "./banner-actions";

const guest = { pathname: "/pb/promotions", search: "?page=2", loggedIn: false };
const player = { ...guest, loggedIn: true };
const under = (path: string) => `/pb${path}`;

describe("banner deposit (spec §2)", () => {
  it("is the cashier query on this page for a player and the login modal for a guest", () => {
    expect(depositHref(player)).toBe("/pb/promotions?page=2&deposit=true");
    expect(depositHref(guest)).toBe("/pb/promotions?page=2&modal=login");
  });
});

describe("parseDataLink: & separates, = becomes a colon", () => {
  it("reads the link parameter, a bare value, and keeps the other parameters of a path", () => {
    expect(parseDataLink("link=deposit")).toEqual({ kind: "deposit" });
    expect(parseDataLink("?link=withdraw")).toEqual({ kind: "withdraw" });
    expect(parseDataLink("deposit")).toEqual({ kind: "deposit" });
    expect(parseDataLink("link=/casino/new&bonus=FRIDAY50")).toEqual({
      kind: "path",
      path: "/casino/new",
      params: [["bonus", "FRIDAY50"]],
    });
    expect(parseDataLink("bonus=X&link=page/faq")).toEqual({
      kind: "path",
      path: "/page/faq",
      params: [["bonus", "X"]],
    });
    expect(parseDataLink("link=%2Fpage%2Fbonus-tnc-welcome-bonus")).toEqual({
      kind: "path",
      path: "/page/bonus-tnc-welcome-bonus",
      params: [],
    });
  });

  it("refuses anything that is not a same-origin relative path", () => {
    for (const raw of [
      "",
      "link=",
      "link=//evil.example",
      "link=https://evil.example/x",
      "link=javascript:alert(1)",
      "link=/\\evil.example",
      "link=/a?b=c",
      "link=%2F%2Fevil.example",
    ]) {
      expect(parseDataLink(raw), raw).toBeNull();
    }
  });

  it("does not let the CMS set prevUrl itself", () => {
    expect(parseDataLink("link=/page/faq&prevUrl=//evil.example")).toEqual({
      kind: "path",
      path: "/page/faq",
      params: [],
    });
  });
});

describe("dataLinkHref", () => {
  it("deposit as the banner button, withdraw on the current route, a path under the language with prevUrl", () => {
    expect(dataLinkHref({ kind: "deposit" }, player, under)).toBe("/pb/promotions?page=2&deposit=true");
    expect(dataLinkHref({ kind: "deposit" }, guest, under)).toBe("/pb/promotions?page=2&modal=login");
    expect(dataLinkHref({ kind: "withdraw" }, player, under)).toBe("/pb/promotions?page=2&withdraw=true");
    expect(dataLinkHref({ kind: "path", path: "/casino/new", params: [["bonus", "X"]] }, guest, under)).toBe(
      "/pb/casino/new?bonus=X&prevUrl=%2Fpb%2Fpromotions%3Fpage%3D2",
    );
  });
});
