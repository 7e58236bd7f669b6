import { describe, expect, it } from "vitest";
import { promotionArt } from "../assets";
import { REELS } from "../provider/engine";
import { buildCatalogue } from "./catalogue";
import { buildContent } from "./content";
import { siteFromBrand } from "./test-sites";

const sites = [siteFromBrand("solbet"), siteFromBrand("nordluck")];
const texts = (value: unknown) => Object.values(value as Record<string, string>);

describe("seeded looks (issue 24 §2)", () => {
  it.each(sites)("$id: every slot's description gives the reel count the sandbox slot really has", (site) => {
    const slots = buildCatalogue(site).games.filter((g) => g.game_type === "slots");
    expect(slots.length).toBeGreaterThan(1000);
    for (const game of slots) {
      const [en, pb, es] = ["en", "pb", "es"].map((l) => (game.description as Record<string, string>)[l]);
      expect(en).toContain(`is a ${REELS}-reel`);
      expect(pb).toContain(`slot de ${REELS} rolos`);
      expect(es).toContain(`de ${REELS} rodillos`);
      for (const text of texts(game.description)) expect(text).not.toMatch(/\b(?!5\b)\d+[- ](reel|rolos|rodillos)/);
    }
  });

  it.each(sites)("$id: no two promotion cards share an artwork", (site) => {
    const { promotions } = buildContent(site);
    expect(promotions.length).toBeGreaterThanOrEqual(4);
    const looks = promotions.map((p) => JSON.stringify(promotionArt(String(p.slug))));
    expect(new Set(looks).size).toBe(promotions.length);
    const symbols = promotions.map((p) => promotionArt(String(p.slug)).symbol);
    expect(new Set(symbols).size).toBe(promotions.length);
  });

  it("a promotion the seed does not know still gets an artwork of its own", () => {
    const art = ["summer-party", "spring-drops", "black-friday"].map((slug) => promotionArt(slug));
    expect(new Set(art.map((a) => JSON.stringify(a))).size).toBe(3);
    for (const a of art) expect(a.colors.every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
  });
});
