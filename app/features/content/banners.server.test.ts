import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { zoneBanners } from "./banners.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "bannerbrand",
  siteCode: "BNR",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: null,
};
const brand = (imageMode: boolean) =>
  ({
    banners: { imageMode },
    bannerZones: { casino: "bnrcasino", liveCasino: "bnrliveCasino", promotions: "bnrpromotions" },
    languages: { routed: ["pb", "en"], extra: [], default: "pb" },
  }) as unknown as Parameters<typeof zoneBanners>[1];
const here = { pathname: "/pb/promotions", search: "", loggedIn: false };

afterEach(() => setPlatformFetch(null));

describe("zoneBanners", () => {
  it("shows no carousel and asks the platform nothing when the brand's image mode is off (spec §2)", async () => {
    const fetch = vi.fn();
    setPlatformFetch(fetch);
    expect(await zoneBanners(caller, brand(false), "promotions", here)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the zone's id and resolves data links for the page", async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo) =>
      Response.json({
        banners: [
          { id: 7, imagePath: "/b.svg", button: "register", content: '<h2>Hi</h2><a data-link="link=deposit">D</a>' },
        ],
      }),
    );
    setPlatformFetch(fetch as unknown as typeof globalThis.fetch);
    const [banner] = await zoneBanners(caller, brand(true), "promotions", here);
    expect(new URL(String(fetch.mock.calls[0][0])).searchParams.get("zoneId")).toBe("bnrpromotions");
    expect(banner).toMatchObject({ id: "7", image: "/b.svg", action: { kind: "register" } });
    expect(banner.contentHtml).toContain('href="/pb/promotions?modal=login"');
    // The cached, visitor-independent HTML is resolved again for each page.
    const [again] = await zoneBanners(caller, brand(true), "promotions", {
      pathname: "/pb",
      search: "",
      loggedIn: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(again.contentHtml).toContain('href="/pb?deposit=true"');
  });
});
