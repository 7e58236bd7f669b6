import { describe, expect, it } from "vitest";
import { gameGroupSchema, gameSchema } from "./games.server";

const base = {
  gameCode: "g1",
  name: "Gold Rush",
  vendorCode: "pragmatic",
  vendorDisplayName: "Pragmatic Play",
  gameType: "slots",
};

describe("gameSchema", () => {
  it("reads ids sent as numbers or strings as strings", () => {
    const fromNumbers = gameSchema.parse({ ...base, gameId: 17, gameGroupList: [{ id: 3, game_order: 1 }] });
    const fromStrings = gameSchema.parse({ ...base, gameId: "17", gameGroupList: [{ id: "3", game_order: 1 }] });
    expect(fromNumbers.gameId).toBe("17");
    expect(fromNumbers.gameGroupList).toEqual([{ id: "3", game_order: 1 }]);
    expect(fromStrings).toEqual(fromNumbers);
    expect(gameGroupSchema.parse({ id: 9, name: "top" }).id).toBe("9");
  });

  it("reads tags as plain names (spec §3) or as objects with a kind", () => {
    const game = gameSchema.parse({
      ...base,
      tagList: ["hot", { name: "egypt", displayName: "Egypt", type: "theme" }],
    });
    expect(game.tagList).toEqual([
      { name: "hot", displayName: "hot", type: null },
      { name: "egypt", displayName: "Egypt", type: "theme" },
    ]);
  });

  it("still rejects ids and tags of the wrong kind", () => {
    expect(gameSchema.safeParse({ ...base, gameGroupList: [{ id: true, game_order: 1 }] }).success).toBe(false);
    expect(gameSchema.safeParse({ ...base, tagList: [42] }).success).toBe(false);
    expect(gameSchema.safeParse({ ...base, gameId: { id: 1 } }).success).toBe(false);
  });
});
