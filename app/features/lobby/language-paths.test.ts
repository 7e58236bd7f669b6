import { describe, expect, it } from "vitest";
import type { GameGroup, Lobby } from "~/platform/games.server";
import { lobbyLanguagePaths, type PageContext } from "./pages.server";

const ctx = { brand: { languages: { routed: ["pb", "en", "es"] } } } as unknown as PageContext;
const lobby = {
  name: "Casino",
  multilingualUrlLobby: { pb: "cassino", en: "casino", es: "casino-es" },
} as unknown as Lobby;
const group = {
  id: "g1",
  name: "New Games",
  multilingualUrlGameGroup: { pb: "novos-jogos", en: "new-games" },
} as unknown as GameGroup;

describe("lobbyLanguagePaths (hreflang and language menu of lobby pages)", () => {
  it("uses each language's lobby slug", () => {
    expect(lobbyLanguagePaths(ctx, lobby)).toEqual({ pb: "/pb/cassino", en: "/en/casino", es: "/es/casino-es" });
  });
  it("adds the group's slug per language, falling back to its name, and keeps the see-all suffix", () => {
    expect(lobbyLanguagePaths(ctx, lobby, group, "/all")).toEqual({
      pb: "/pb/cassino/novos-jogos/all",
      en: "/en/casino/new-games/all",
      es: "/es/casino-es/New Games/all",
    });
  });
});
