import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/games.json";
import es from "../../../locales/es/games.json";
import pb from "../../../locales/pb/games.json";
import { errorMeta, gameMeta } from "./game-meta";

async function tFor(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { games: en }, es: { games: es }, pb: { games: pb } },
    ns: ["games"],
    defaultNS: "games",
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, "games");
}

const slot = { name: "Age of Lucky Charms", vendor: "Pragmatic Play", gameType: "slots", rtp: 96.5, hasDemo: true };

describe("game page meta (issue 24 §4)", () => {
  it("describes the game from the catalogue in the page language, indexable", async () => {
    const meta = gameMeta(await tFor("pb"), "pt-BR", "SolBet", slot);
    expect(meta).toEqual({
      title: "Jogue Age of Lucky Charms da Pragmatic Play | SolBet",
      description:
        "Age of Lucky Charms é um caça-níquel da Pragmatic Play. RTP de 96,5%. Experimente grátis no modo demo ou jogue com dinheiro real no SolBet.",
      indexable: true,
    });
    const english = gameMeta(await tFor("en"), "en", "SolBet", { ...slot, rtp: null, hasDemo: false });
    expect(english.description).toBe("Age of Lucky Charms is a slot by Pragmatic Play. Play for real money at SolBet.");
  });

  it("names each kind of game, and live games as live", async () => {
    const t = await tFor("es");
    const live = gameMeta(t, "es", "B", { ...slot, name: "Neon Baccarat", gameType: "live_casino", rtp: null });
    expect(live.description).toBe("Neon Baccarat es un juego de casino en vivo de Pragmatic Play. Juega en vivo en B.");
    const other = gameMeta(t, "es", "B", { ...slot, gameType: "bingo" });
    expect(other.description).toContain("es un juego de casino de Pragmatic Play");
    for (const type of ["slots", "table_games", "crash", "scratch_cards", "live_casino"])
      expect(gameMeta(t, "es", "B", { ...slot, gameType: type }).description).not.toContain("meta.");
  });

  it("gives an error page a translated title and no indexing", async () => {
    expect(errorMeta(await tFor("pb"), "SolBet", "unknownGame")).toEqual({
      title: "Jogo não encontrado | SolBet",
      description: null,
      indexable: false,
    });
    expect(errorMeta(await tFor("es"), "SolBet", "unknownGame").title).toBe("Juego no encontrado | SolBet");
  });
});
