import { describe, expect, it } from "vitest";
import type { LobbyList } from "~/platform/games.server";
import { catalogueSegments, indexCatalogue } from "./catalogue.server";

const list = {
  providers: [],
  lobbies: [
    {
      name: "Casino",
      lobby_order: 1,
      multilingualUrlLobby: { en: "casino", pb: "cassino", es: "casino-es" },
      gameGroupList: [
        { id: "7", name: "New", game_group_order: 1, games: [], multilingualUrlGameGroup: { en: "new", pb: "novos" } },
      ],
    },
  ],
} as unknown as LobbyList;

describe("catalogueSegments (a CMS link's lobby and group in the link's language, spec §2)", () => {
  const localise = catalogueSegments(indexCatalogue(list));

  it("translates a lobby and its group written in another language", () => {
    expect(localise(["casino", "new"], "pb")).toEqual(["cassino", "novos"]);
    expect(localise(["cassino", "novos", "all"], "en")).toEqual(["casino", "new", "all"]);
    expect(localise(["casino"], "es")).toEqual(["casino-es"]);
  });

  it("falls back to the group's name where the language has no slug, and keeps studio and theme paths", () => {
    expect(localise(["casino", "new"], "es")).toEqual(["casino-es", "New"]);
    expect(localise(["casino", "studio", "netent"], "pb")).toEqual(["cassino", "studio", "netent"]);
    expect(localise(["casino", "unknown-group"], "pb")).toEqual(["cassino", "unknown-group"]);
  });

  it("leaves the spec's own segments, unknown lobbies and a missing catalogue alone", () => {
    expect(localise(["page", "casino"], "pb")).toEqual(["page", "casino"]);
    expect(localise(["games"], "pb")).toEqual(["games"]);
    expect(localise(["nope", "new"], "pb")).toEqual(["nope", "new"]);
    expect(catalogueSegments(null)(["casino", "new"], "pb")).toEqual(["casino", "new"]);
  });
});
