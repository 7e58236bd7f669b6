import { describe, expect, it } from "vitest";
import { canonicalSearch, localisedPath } from "./localised-path";

describe("localisedPath", () => {
  it("translates the language-specific first segments of slugs.json", () => {
    expect(localisedPath("/pb/jogos", "en")).toBe("/en/games");
    expect(localisedPath("/pb/jogos", "es")).toBe("/es/juegos");
    expect(localisedPath("/en/livegames/extra", "pb")).toBe("/pb/jogosaovivo/extra");
    expect(localisedPath("/es/politica/terms", "en")).toBe("/en/policy/terms");
    // A slug of another language under this one still maps to the target's slug.
    expect(localisedPath("/en/jogos", "en")).toBe("/en/games");
  });

  it("keeps other paths and swaps only the language", () => {
    expect(localisedPath("/pb", "en")).toBe("/en");
    expect(localisedPath("/pb/", "es")).toBe("/es");
    expect(localisedPath("/pb/page/faq", "en")).toBe("/en/page/faq");
  });

  it("prefers the page's own paths (lobby and group multilingual URLs)", () => {
    const known = { en: "/en/casino/hot", pb: "/pb/cassino/em-alta" };
    expect(localisedPath("/pb/cassino/em-alta", "en", known)).toBe("/en/casino/hot");
    expect(localisedPath("/pb/cassino/em-alta", "es", known)).toBe("/es/cassino/em-alta");
  });
});

describe("canonicalSearch", () => {
  it("drops tracking and modal parameters, keeps the page's own", () => {
    expect(canonicalSearch("?utm_source=x&utmSource=y&bTag=1&affid=2&CXD=3&c=4&referralId=5&gclid=6")).toBe("");
    expect(canonicalSearch("?q=book&modal=login&resetPasswordToken=secret&src=group")).toBe("?q=book&src=group");
    expect(canonicalSearch("")).toBe("");
  });
});
