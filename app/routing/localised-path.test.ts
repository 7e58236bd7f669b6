import { describe, expect, it } from "vitest";
import { canonicalSearch, linkInLanguage, localisedPath } from "./localised-path";

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

describe("linkInLanguage (links use the slugs of the language they are under, spec §2)", () => {
  const routed = ["pb", "en", "es"];
  it("puts a site path under the page language with that language's slug", () => {
    expect(linkInLanguage("/policy/terms", "pb", routed)).toBe("/pb/politica/terms");
    expect(linkInLanguage("/games", "pb", routed)).toBe("/pb/jogos");
    expect(linkInLanguage("/livegames?x=1#top", "es", routed)).toBe("/es/juegosenvivo?x=1#top");
    expect(linkInLanguage("/page/faq", "en", routed)).toBe("/en/page/faq");
    expect(linkInLanguage("/", "pb", routed)).toBe("/pb");
  });
  it("keeps a routed language the path names, translating the slug into it", () => {
    expect(linkInLanguage("/en/jogos", "pb", routed)).toBe("/en/games");
    expect(linkInLanguage("/pb/policy/terms", "en", routed)).toBe("/pb/politica/terms");
    expect(linkInLanguage("/en?modal=login", "pb", routed)).toBe("/en?modal=login");
  });
  it("hands the rest to the catalogue's localiser, and leaves relative and external links alone", () => {
    const more = (segments: string[], lang: string) => segments.map((s) => `${s}-${lang}`);
    expect(linkInLanguage("/casino/new", "pb", routed, more)).toBe("/pb/casino-pb/new-pb");
    expect(linkInLanguage("page/terms", "pb", routed)).toBe("page/terms");
    expect(linkInLanguage("//evil.example/x", "pb", routed)).toBe("//evil.example/x");
    expect(linkInLanguage("https://example.org/games", "pb", routed)).toBe("https://example.org/games");
  });
});

describe("canonicalSearch", () => {
  it("drops tracking and modal parameters, keeps the page's own", () => {
    expect(canonicalSearch("?utm_source=x&utmSource=y&bTag=1&affid=2&CXD=3&c=4&referralId=5&gclid=6")).toBe("");
    expect(canonicalSearch("?q=book&modal=login&resetPasswordToken=secret&src=group")).toBe("?q=book&src=group");
    expect(canonicalSearch("")).toBe("");
  });
});
