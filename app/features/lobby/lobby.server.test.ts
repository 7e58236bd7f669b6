import { afterEach, describe, expect, it, vi } from "vitest";
import type { BrandConfig } from "~/brand/config.generated";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { gameSchema, type LobbyList } from "~/platform/games.server";
import { loadSlice, lobbyView, parseSource, sourceQuery } from "./lobby.server";
import { findGroup, findLobby, gamesInOrder, indexCatalogue, lobbyOfKind } from "~/features/game-kit/catalogue.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: null,
};
const brand = {
  catalogue: { providerOrder: ["netent", "pragmaticplay"], featuredTagShown: true },
  limits: { search: { minChars: 3 }, gridPageSize: 18 },
} as unknown as BrandConfig;

const game = (
  code: string,
  name: string,
  vendorCode: string,
  vendorDisplayName: string,
  extra: Record<string, unknown> = {},
) => gameSchema.parse({ gameCode: code, name, vendorCode, vendorDisplayName, gameType: "slots", ...extra });

const catalogue: LobbyList = {
  providers: [],
  lobbies: [
    {
      name: "live-casino",
      lobby_order: 2,
      multilingualUrlLobby: { en: "live-casino", pb: "cassino-ao-vivo" },
      gameGroupList: [
        {
          id: "20",
          name: "roulette",
          multilingualUrlGameGroup: { en: "roulette", pb: "roleta" },
          games: [game("r1", "Lightning Roulette", "evolution", "Evolution", { gameType: "live_casino" })],
        },
      ],
    },
    {
      name: "casino",
      lobby_order: 1,
      multilingualUrlLobby: { en: "casino", pb: "cassino" },
      gameGroupList: [
        {
          id: "10",
          name: "new",
          game_group_order: 2,
          multilingualUrlGameGroup: { en: "new", pb: "novos" },
          games: [
            game("s1", "Starburst", "netent", "NetEnt"),
            game("b1", "Book of Dead", "playngo", "Play'n GO", { tagList: [{ name: "egypt", type: "theme" }] }),
          ],
        },
        {
          id: "11",
          name: "hot",
          game_group_order: 1,
          multilingualUrlGameGroup: { en: "hot", pb: "em-alta" },
          games: [
            game("g1", "Gates of Olympus", "pragmaticplay", "Pragmatic Play"),
            game("s1", "Starburst", "netent", "NetEnt"),
          ],
        },
      ],
    },
  ] as LobbyList["lobbies"],
};

afterEach(() => setPlatformFetch(null));

describe("catalogue index", () => {
  const index = indexCatalogue(catalogue);

  it("orders lobbies and groups, and lists each lobby's games once", () => {
    expect(index.lobbies.map((l) => l.lobby.name)).toEqual(["casino", "live-casino"]);
    expect(index.lobbies[0].groups.map((g) => g.name)).toEqual(["hot", "new"]);
    expect(index.lobbies[0].games.map((g) => g.gameCode)).toEqual(["g1", "s1", "b1"]);
  });

  it("tells the casino lobby from the live one", () => {
    expect(lobbyOfKind(index, "casino")?.lobby.name).toBe("casino");
    expect(lobbyOfKind(index, "live")?.lobby.name).toBe("live-casino");
  });

  it("finds lobbies and groups by their multilingual URLs (spec §2)", () => {
    expect(findLobby(index, "cassino-ao-vivo", "pb")?.lobby.name).toBe("live-casino");
    expect(findLobby(index, "CASSINO", "pb")?.lobby.name).toBe("casino");
    expect(findLobby(index, "nope", "pb")).toBeNull();
    const casino = findLobby(index, "cassino", "pb")!;
    expect(findGroup(casino, "em-alta", "pb")?.id).toBe("11");
    expect(findGroup(casino, "roleta", "pb")).toBeNull();
  });

  it("round-trips a grid source through its query string", () => {
    for (const source of [
      { kind: "group", lobby: "casino", id: "10" },
      { kind: "vendor", id: "netent" },
      { kind: "all" },
      { kind: "search", q: "book" },
    ] as const) {
      expect(parseSource(new URLSearchParams(sourceQuery(source)))).toEqual(source);
    }
    expect(parseSource(new URLSearchParams("src=group"))).toBeNull();
    expect(parseSource(new URLSearchParams("src=evil"))).toBeNull();
  });
});

describe("grid slices", () => {
  const index = indexCatalogue(catalogue);

  it("pages a group in its order", async () => {
    expect(await loadSlice(caller, brand, index, { kind: "group", lobby: "casino", id: "10" }, 1, 18)).toMatchObject({
      total: 2,
      games: [{ gameCode: "b1" }],
    });
    expect(await loadSlice(caller, brand, index, { kind: "group", lobby: "casino", id: "99" }, 0, 18)).toBeNull();
  });

  it("filters a lobby by provider and by tag", async () => {
    expect(
      (await loadSlice(caller, brand, index, { kind: "lobbyVendor", lobby: "casino", id: "netent" }, 0, 18))?.total,
    ).toBe(1);
    expect(
      (await loadSlice(caller, brand, index, { kind: "lobbyTag", lobby: "casino", id: "egypt" }, 0, 18))?.games.map(
        (g) => g.gameCode,
      ),
    ).toEqual(["b1"]);
    expect(
      (await loadSlice(caller, brand, index, { kind: "lobbyTag", lobby: "casino", id: "space" }, 0, 18))?.total,
    ).toBe(0);
  });

  it("searches with game/getGames when the platform answers it", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: "SUCCESS",
            total: 1,
            games: [{ gameCode: "x", name: "Book X", vendorCode: "v", vendorDisplayName: "V", gameType: "slots" }],
          }),
        ),
    );
    setPlatformFetch(fetchMock as unknown as typeof fetch);
    const slice = await loadSlice(caller, brand, index, { kind: "search", q: "  book " }, 0, 18);
    expect(slice?.games.map((g) => g.gameCode)).toEqual(["x"]);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe("/ajax/game/getGames");
    expect(url.searchParams.get("search")).toBe("book");
  });

  it("falls back to the cached catalogue when getGames is not available, in the brand's provider order", async () => {
    setPlatformFetch(
      vi.fn(
        async () => new Response(JSON.stringify({ status: "FAILURE", errorCode: 100175 })),
      ) as unknown as typeof fetch,
    );
    const all = await loadSlice(caller, brand, index, { kind: "all" }, 0, 18);
    expect(all?.games.map((g) => g.gameCode)).toEqual(["s1", "g1", "b1", "r1"]);
    const search = await loadSlice(caller, brand, index, { kind: "search", q: "PLAY" }, 0, 18);
    expect(search?.games.map((g) => g.gameCode)).toEqual(["g1", "b1"]);
  });

  it("does not search with fewer than 3 characters", async () => {
    const fetchMock = vi.fn();
    setPlatformFetch(fetchMock as unknown as typeof fetch);
    expect(await loadSlice(caller, brand, index, { kind: "search", q: " bo " }, 0, 18)).toEqual({
      total: 0,
      games: [],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("lobby view", () => {
  const index = indexCatalogue(catalogue);
  const viewBrand = {
    ...brand,
    id: "brand-a",
    limits: { ...brand.limits, carouselGames: 17, carousel: { tagColours: 6 } },
  } as unknown as BrandConfig;
  const tablesAnswer = (open: boolean) =>
    new Response(
      JSON.stringify({
        status: "SUCCESS",
        tables: [
          {
            tableId: "t1",
            gameCode: "r1",
            tableOpen: open,
            last20Results: [],
            tableTimes: { open: "09:00", close: "23:00" },
          },
        ],
      }),
    );
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is built once per catalogue, page and tile budget, and shared by later requests", async () => {
    const casino = lobbyOfKind(index, "casino")!;
    const first = await lobbyView(caller, viewBrand, casino, "pb", "/pb/jogos");
    expect(first.carousels.map((c) => c.tiles.map((t) => t.code))).toEqual([
      ["g1", "s1"],
      ["s1", "b1"],
    ]);
    expect(await lobbyView(caller, viewBrand, casino, "pb", "/pb/jogos")).toBe(first);
    // A player's rows share the budget, and another language has other links: views of their own.
    expect(await lobbyView(caller, viewBrand, casino, "pb", "/pb/jogos", 3)).not.toBe(first);
    const english = await lobbyView(caller, viewBrand, casino, "en", "/en/games");
    expect(english).not.toBe(first);
    expect(english.carousels[0].seeAllHref).toBe("/en/casino/hot/all");
    // A new catalogue (the cache refreshed) is indexed anew, and so is its view.
    const refreshed = indexCatalogue({ ...catalogue });
    expect(await lobbyView(caller, viewBrand, lobbyOfKind(refreshed, "casino")!, "pb", "/pb/jogos")).not.toBe(first);
  });

  it("follows the live tables on a live lobby: a new answer after the cache's 15 s gives tiles with the new state", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const live = lobbyOfKind(index, "live")!;
    const fetchMock = vi.fn(async () => tablesAnswer(true));
    setPlatformFetch(fetchMock as unknown as typeof fetch);
    const open = await lobbyView(caller, viewBrand, live, "pb", "/pb/jogosaovivo");
    expect(open.carousels[0].tiles[0]).toMatchObject({ code: "r1", liveState: "open" });
    expect(await lobbyView(caller, viewBrand, live, "pb", "/pb/jogosaovivo")).toBe(open);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => tablesAnswer(false));
    vi.setSystemTime(Date.now() + 16_000);
    const closed = await lobbyView(caller, viewBrand, live, "pb", "/pb/jogosaovivo");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(closed.carousels[0].tiles[0]).toMatchObject({ code: "r1", liveState: "closed", opensAt: "09:00 GMT" });
  });
});

describe("group order (spec §2: games in their game_order for the group)", () => {
  it("sorts each group's games by that group's game_order, keeping the platform's order for ties and unordered games", () => {
    const ordered = (code: string, order: number | null) =>
      game(code, code, "netent", "NetEnt", {
        gameGroupList:
          order === null
            ? []
            : [
                { id: 7, game_order: order },
                { id: 8, game_order: 1 },
              ],
      });
    const list: LobbyList = {
      providers: [],
      lobbies: [
        {
          name: "x",
          gameGroupList: [
            {
              id: "7",
              name: "g",
              games: [ordered("c", 3), ordered("none", null), ordered("a", 1), ordered("b", 2), ordered("b2", 2)],
            },
          ],
        },
      ],
    } as unknown as LobbyList;
    const index = indexCatalogue(list);
    expect(index.lobbies[0].groups[0].games.map((g) => g.gameCode)).toEqual(["a", "b", "b2", "c", "none"]);
    expect(gamesInOrder(list.lobbies[0].gameGroupList[0]).map((g) => g.gameCode)).toEqual([
      "a",
      "b",
      "b2",
      "c",
      "none",
    ]);
  });
});
