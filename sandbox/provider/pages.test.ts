import { describe, expect, it } from "vitest";
import { BRL_FORMAT } from "../../app/ui/currency-fixtures";
import { roulettePage, slotPage, textsFor, type PageConfig } from "./pages";

const config = (over: Partial<PageConfig>): PageConfig => ({
  token: "t",
  kind: "slot",
  mode: "real",
  lang: "en",
  gameName: "Test Slot",
  balance: 1000,
  money: { ...BRL_FORMAT, scale: 1 },
  history: [],
  ...over,
});

describe("provider pages", () => {
  it("label the game's balance as cash (real) or play money (demo), never the header's plain total", () => {
    for (const lang of ["en", "pt", "es"] as const) {
      const t = textsFor(lang);
      expect(t.cashBalance).not.toBe(t.demoBalance);
      for (const page of [slotPage, roulettePage]) {
        expect(page(config({ lang, mode: "real" }), "n")).toContain(`<span>${t.cashBalance}</span>`);
        expect(page(config({ lang, mode: "demo" }), "n")).toContain(`<span>${t.demoBalance}</span>`);
      }
    }
    expect(textsFor("pt").cashBalance).toBe("Saldo em dinheiro");
  });
});

describe("without JavaScript", () => {
  it("each game page says, in its language, that the game needs JavaScript", () => {
    for (const lang of ["en", "pt", "es"] as const) {
      const t = textsFor(lang);
      for (const page of [slotPage, roulettePage]) {
        expect(page(config({ lang }), "n")).toContain(
          `<noscript><p class="noscript" role="alert">${t.needsJavaScript}</p></noscript>`,
        );
      }
    }
    expect(new Set((["en", "pt", "es"] as const).map((l) => textsFor(l).needsJavaScript)).size).toBe(3);
  });
});

describe("the provider's bar", () => {
  it("is left out when the launch says bar=hidden, and the paytable moves to the controls", () => {
    for (const page of [slotPage, roulettePage]) {
      const shown = page(config({}), "n");
      expect(shown).toContain('<header class="bar">');
      expect(shown).toContain('id="close"');
      const hidden = page(config({ hideBar: true }), "n");
      expect(hidden).not.toContain('<header class="bar">');
      expect(hidden).not.toContain('id="close"');
      expect(hidden).not.toContain('id="lobby"');
      expect(hidden).toMatch(/<body class="[^"]*\bno-bar\b/);
    }
    // The slot's paytable stays reachable: its button sits in the controls instead.
    const slot = slotPage(config({ hideBar: true }), "n");
    expect(slot.match(/id="info"/g)).toHaveLength(1);
    expect(slot.indexOf('id="info"')).toBeGreaterThan(slot.indexOf('<footer class="controls">'));
  });
});
