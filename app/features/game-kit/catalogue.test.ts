import { describe, expect, it } from "vitest";
import {
  gridPage,
  matchGames,
  pageNumber,
  searchState,
  isThemeTag,
  serverTilesPerCarousel,
  slidesPerViewFor,
  sortByProviderOrder,
  swiperBreakpoints,
  tagColour,
  viewMoreVisible,
} from "./catalogue";

// Spec §9 carousel table (the same in both brands' brand.json).
const STEPS = [
  { minWidth: 320, slides: 2.5 },
  { minWidth: 600, slides: 4.5 },
  { minWidth: 992, slides: 5.5 },
  { minWidth: 1200, slides: 6 },
  { minWidth: 1600, slides: 7 },
  { minWidth: 1800, slides: 8 },
];

describe("slides per view (spec §9)", () => {
  it.each([
    [280, 2.5],
    [320, 2.5],
    [599, 2.5],
    [600, 4.5],
    [991, 4.5],
    [992, 5.5],
    [1199, 5.5],
    [1200, 6],
    [1440, 6],
    [1600, 7],
    [1799, 7],
    [1800, 8],
    [2560, 8],
  ])("%i px → %d", (width, slides) => {
    expect(slidesPerViewFor(width, STEPS)).toBe(slides);
  });

  it("does not depend on the table's order", () => {
    expect(slidesPerViewFor(1000, [...STEPS].reverse())).toBe(5.5);
  });

  it("gives swiper the same table as breakpoints", () => {
    expect(swiperBreakpoints(STEPS)).toEqual({
      320: { slidesPerView: 2.5 },
      600: { slidesPerView: 4.5 },
      992: { slidesPerView: 5.5 },
      1200: { slidesPerView: 6 },
      1600: { slidesPerView: 7 },
      1800: { slidesPerView: 8 },
    });
  });
});

describe("View more (spec §2)", () => {
  it("is hidden when fewer slides than fit", () => {
    expect(viewMoreVisible(5, 6, "square")).toBe(false);
    expect(viewMoreVisible(2, 2.5, "square")).toBe(false);
  });
  it("shows when the slides fill the carousel", () => {
    expect(viewMoreVisible(6, 6, "square")).toBe(true);
    expect(viewMoreVisible(17, 8, "other")).toBe(true);
    expect(viewMoreVisible(3, 2.5, null)).toBe(true);
  });
  it("is hidden for column-style groups whatever the count", () => {
    expect(viewMoreVisible(17, 2.5, "column")).toBe(false);
  });
});

describe("provider order", () => {
  const order = ["pragmaticplay", "netent", "redtiger", "relax"];
  const list = [
    { code: "yggdrasil", name: "Yggdrasil" },
    { code: "netent", name: "NetEnt" },
    { code: "elk", name: "ELK Studios" },
    { code: "relax", name: "Relax Gaming" },
    { code: "pragmaticplay", name: "Pragmatic Play" },
    { code: "bigtimegaming", name: "Big Time Gaming" },
  ];
  it("puts the brand's providers first, in its order, then the rest alphabetically", () => {
    expect(sortByProviderOrder(list, order).map((p) => p.code)).toEqual([
      "pragmaticplay",
      "netent",
      "relax",
      "bigtimegaming",
      "elk",
      "yggdrasil",
    ]);
  });
  it("follows another brand's order", () => {
    expect(
      sortByProviderOrder(list, ["relax", "netent"])
        .map((p) => p.code)
        .slice(0, 2),
    ).toEqual(["relax", "netent"]);
  });
  it("does not change its input", () => {
    const copy = [...list];
    sortByProviderOrder(list, order);
    expect(list).toEqual(copy);
  });
});

describe("search (spec §5)", () => {
  const games = [
    { name: "Book of Dead", vendorDisplayName: "Play'n GO" },
    { name: "Gates of Olympus", vendorDisplayName: "Pragmatic Play" },
    { name: "Big Bass Bonanza", vendorDisplayName: "Pragmatic Play" },
    { name: "Starburst", vendorDisplayName: "NetEnt" },
    { name: "Playful Books", vendorDisplayName: "Relax Gaming" },
  ];

  it("trims the input and needs 3 characters", () => {
    expect(searchState("", 3)).toEqual({ query: "", state: "idle" });
    expect(searchState("   ", 3)).toEqual({ query: "", state: "idle" });
    expect(searchState(" a ", 3)).toEqual({ query: "a", state: "short" });
    expect(searchState("ab", 3)).toEqual({ query: "ab", state: "short" });
    expect(searchState("  ab  ", 3).state).toBe("short");
    expect(searchState(" abc ", 3)).toEqual({ query: "abc", state: "ready" });
    expect(searchState(null, 3).state).toBe("idle");
  });

  it("matches a case-insensitive substring of the name", () => {
    expect(matchGames(games, "BOOK").map((g) => g.name)).toEqual(["Book of Dead", "Playful Books"]);
    expect(matchGames(games, "olymp").map((g) => g.name)).toEqual(["Gates of Olympus"]);
  });

  it("matches the provider's display name, after name matches", () => {
    expect(matchGames(games, "play").map((g) => g.name)).toEqual([
      "Playful Books",
      "Book of Dead",
      "Gates of Olympus",
      "Big Bass Bonanza",
    ]);
    expect(matchGames(games, "netent").map((g) => g.name)).toEqual(["Starburst"]);
  });

  it("finds nothing for an unknown text", () => {
    expect(matchGames(games, "zzzqqq")).toEqual([]);
  });
});

describe("grid paging (spec §9: 18 per page)", () => {
  it("pages through a total", () => {
    expect(gridPage(150, 1, 18)).toEqual({
      page: 1,
      offset: 0,
      limit: 18,
      pages: 9,
      hasNext: true,
      hasPrevious: false,
    });
    expect(gridPage(150, 2, 18)).toMatchObject({ page: 2, offset: 18, hasNext: true, hasPrevious: true });
    expect(gridPage(150, 9, 18)).toMatchObject({ page: 9, offset: 144, hasNext: false, hasPrevious: true });
  });
  it("clamps a page past the end to the last one", () => {
    expect(gridPage(20, 7, 18)).toMatchObject({ page: 2, offset: 18, hasNext: false });
  });
  it("has one empty page for an empty list", () => {
    expect(gridPage(0, 1, 18)).toMatchObject({ page: 1, pages: 1, hasNext: false, hasPrevious: false });
  });
  it("reads ?page= defensively", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("-2")).toBe(1);
    expect(pageNumber("2.5")).toBe(1);
    expect(pageNumber("abc")).toBe(1);
    expect(pageNumber("99999999")).toBe(1);
  });
});

describe("server tile budget (ARCHITECTURE §8: about 60)", () => {
  it("keeps a lobby page within 60 tiles, at least 3 per carousel", () => {
    expect(serverTilesPerCarousel(9, 17) * 9).toBeLessThanOrEqual(60);
    // A player's casino lobby: 9 groups + favourites, last played and free spins.
    expect(serverTilesPerCarousel(12, 17)).toBe(5);
    expect(serverTilesPerCarousel(6, 17)).toBe(10);
    expect(serverTilesPerCarousel(2, 17)).toBe(17);
    expect(serverTilesPerCarousel(20, 17)).toBe(3);
    expect(serverTilesPerCarousel(40, 17)).toBe(3);
    expect(serverTilesPerCarousel(0, 17)).toBe(0);
  });
});

describe("themes carousel tags", () => {
  it("uses the platform's theme kind, else every spec-shaped plain name that is not a category", () => {
    expect(isThemeTag({ name: "egypt", type: "theme" })).toBe(true);
    expect(isThemeTag({ name: "new", type: "category" })).toBe(false);
    expect(isThemeTag({ name: "egypt", type: "category" })).toBe(false);
    expect(isThemeTag({ name: "egypt", type: null })).toBe(true);
    expect(isThemeTag({ name: "Featured-Slots", type: null })).toBe(false);
    expect(isThemeTag({ name: "hidden" })).toBe(false);
  });
});

describe("theme colours", () => {
  it("cycles 6 colours", () => {
    expect(Array.from({ length: 8 }, (_, i) => tagColour(i, 6))).toEqual([1, 2, 3, 4, 5, 6, 1, 2]);
  });
});
