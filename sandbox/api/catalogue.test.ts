import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/index";
import { migrate } from "../db/migrate";
import { seedSite } from "../seed/index";
import { siteFromBrand } from "../seed/test-sites";
import { assetRouter } from "../assets";
import { Controls } from "../controls";
import { SandboxError, type CallContext, type SandboxSite } from "../types";
import { catalogueHandlers, type LobbyListResponse } from "./catalogue";
import { contentHandlers } from "./content";

const solbet = siteFromBrand("solbet");
const nordluck = siteFromBrand("nordluck");
let db: Db;

function ctx(site: SandboxSite, path: string, query: Record<string, string> = {}, language?: string): CallContext {
  const params = new URLSearchParams(query);
  return {
    db,
    site,
    controls: new Controls(),
    method: "GET",
    path,
    query: params,
    body: {},
    language: language ?? params.get("language") ?? site.defaultLanguage,
    ip: "127.0.0.1",
    sessionToken: null,
    assetBase: "",
    providerBase: "",
  };
}

const call = (site: SandboxSite, key: string, query: Record<string, string> = {}, language?: string) => {
  const [, path] = key.split(" ");
  const handler = catalogueHandlers[key] ?? contentHandlers[key];
  return handler(ctx(site, path, query, language));
};

beforeAll(async () => {
  db = await openDb({ dataDir: "memory://" });
  await migrate(db);
  await seedSite(db, solbet);
  await seedSite(db, nordluck);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe("GET game/getLobbyListWithGameGroups", () => {
  it("returns lobbies, groups and games in the spec §3 shapes", async () => {
    const res = (await call(solbet, "GET game/getLobbyListWithGameGroups", { language: "pb" })) as LobbyListResponse;
    expect(res.status).toBe("SUCCESS");
    expect(res.lobbies.map((l) => l.name)).toEqual(["casino", "live-casino"]);
    const casino = res.lobbies[0];
    expect(casino).toMatchObject({
      lobby_order: 1,
      multilingualUrlLobby: { en: "casino", pb: "cassino", es: "casino" },
    });
    expect(casino.metaTitle).toContain("Cassino");
    expect(res.lobbies[1].multilingualUrlLobby).toEqual({
      en: "live-casino",
      pb: "cassino-ao-vivo",
      es: "casino-en-vivo",
    });
    const orders = casino.gameGroupList.map((g) => g.game_group_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(casino.gameGroupList.some((g) => g.name === "Recommended Games")).toBe(true);
    for (const group of casino.gameGroupList) {
      expect(group).toMatchObject({ id: expect.any(Number), name: expect.any(String), metaTitle: expect.any(String) });
      expect(["column", "square", "other"]).toContain(group.game_asset_style);
      expect(Object.keys(group.multilingualUrlGameGroup).sort()).toEqual(["en", "es", "pb"]);
      expect(group.games.length).toBeGreaterThan(0);
      // ordered by game_order within the group
      const within = group.games.map((g) => g.gameGroupList.find((m) => m.id === group.id)!.game_order);
      expect(within).toEqual([...within].sort((a, b) => a - b));
    }
    const game = casino.gameGroupList[0].games[0];
    expect(game).toMatchObject({
      gameCode: expect.any(String),
      pristineGameId: String(game.gameId),
      gameId: expect.any(Number),
      name: expect.any(String),
      vendorId: expect.any(Number),
      vendorCode: expect.any(String),
      vendorName: expect.any(String),
      vendorDisplayName: expect.any(String),
      vendorSlug: expect.any(String),
      gameType: "slots",
      hasDemo: expect.any(Boolean),
      externalAsset: `/sandbox/assets/solbet/games/${game.gameCode}.webp`,
      url: expect.any(String),
      aspectRatio: expect.any(Number),
      thumbWidth: 300,
      thumbHeight: 300,
    });
    expect(game.gdContent).toMatch(/slot de \d rolos/); // Portuguese description
    expect(game.tagList.length).toBeGreaterThan(0);
    expect(game.tagList[0]).toMatchObject({ name: expect.any(String), displayName: expect.any(String) });
    expect(Object.keys(game.multilingualUrl).sort()).toEqual(["en", "es", "pb"]);

    const live = res.lobbies[1].gameGroupList.flatMap((g) => g.games);
    expect(live.length).toBeGreaterThan(0);
    for (const g of live) {
      expect(g.gameType).toBe("live_casino");
      expect(g.hasDemo).toBe(false);
      expect(g.pristineGameId).toBe(`${g.gameId}_${g.tableId}`);
    }
  });

  it("lists providers in the brand's order with game counts", async () => {
    for (const site of [solbet, nordluck]) {
      const res = (await call(site, "GET game/getLobbyListWithGameGroups", { language: "en" })) as LobbyListResponse;
      expect(res.providers.map((p) => p.vendorCode).slice(0, site.providerOrder.length)).toEqual(site.providerOrder);
      expect(res.providers.find((p) => p.vendorCode === "pragmaticplay")).toMatchObject({
        vendorDisplayName: "Pragmatic Play",
      });
      expect(res.providers.reduce((s, p) => s + p.len, 0)).toBeGreaterThanOrEqual(2000);
    }
  });

  it("is localized per language and cached", async () => {
    const en = (await call(solbet, "GET game/getLobbyListWithGameGroups", {}, "en")) as LobbyListResponse;
    const en2 = await call(solbet, "GET game/getLobbyListWithGameGroups", {}, "en");
    expect(en2).toBe(en);
    expect(en.lobbies[0].metaTitle).toContain("Casino");
    const es = (await call(solbet, "GET game/getLobbyListWithGameGroups", {}, "es")) as LobbyListResponse;
    expect(es.lobbies[1].displayName).toBe("Casino en Vivo");
    // an unsupported language falls back to English
    const de = (await call(solbet, "GET game/getLobbyListWithGameGroups", {}, "de")) as LobbyListResponse;
    expect(de.lobbies[0].metaDescription).toBe(en.lobbies[0].metaDescription);
  });
});

describe("GET banner/getBanners", () => {
  it("returns the zone's banners in the language", async () => {
    const res = (await call(solbet, "GET banner/getBanners", {
      zoneId: solbet.bannerZones.casino,
      language: "pb",
    })) as { status: string; banners: Record<string, unknown>[] };
    expect(res.status).toBe("SUCCESS");
    expect(res.banners.length).toBeGreaterThanOrEqual(3);
    for (const b of res.banners) {
      expect(b).toMatchObject({
        id: expect.any(Number),
        imagePath: expect.stringMatching(/-desktop\.webp$/),
        mobileImage: expect.stringMatching(/-mobile\.webp$/),
        button: expect.any(String),
        content: expect.any(String),
      });
      expect(
        ["deposit", "register", "login"].includes(b.button as string) || /^[a-z-/]+$/.test(b.button as string),
      ).toBe(true);
    }
  });

  it("falls back to English for a language without banners, and is empty for an unknown zone", async () => {
    const en = (await call(nordluck, "GET banner/getBanners", {
      zoneId: nordluck.bannerZones.promotions,
      language: "en",
    })) as { banners: { id: number }[] };
    const de = (await call(nordluck, "GET banner/getBanners", {
      zoneId: nordluck.bannerZones.promotions,
      language: "de",
    })) as { banners: { id: number }[] };
    expect(de.banners.map((b) => b.id)).toEqual(en.banners.map((b) => b.id));
    const none = (await call(nordluck, "GET banner/getBanners", { zoneId: "nope", language: "en" })) as {
      banners: unknown[];
    };
    expect(none).toEqual({ status: "SUCCESS", banners: [] });
    // another site's zone is unknown here
    const foreign = (await call(nordluck, "GET banner/getBanners", {
      zoneId: solbet.bannerZones.casino,
      language: "en",
    })) as { banners: unknown[] };
    expect(foreign.banners).toEqual([]);
  });
});

describe("GET staticPage/getPage", () => {
  it("returns a page", async () => {
    const res = (await call(solbet, "GET staticPage/getPage", {
      urlPath: "terms",
      language: "pb",
      languageId: "pb",
    })) as Record<string, unknown>;
    expect(res).toMatchObject({
      status: "SUCCESS",
      head: "Termos e condições",
      metaTitle: "Termos e condições | SolBet",
      metaTags: expect.any(String),
      metaDescription: expect.any(String),
      multilingualUrl: { en: "terms", pb: "terms", es: "terms" },
    });
    expect(res.content).toContain("{{site_url}}");
  });

  it("fails with 100464 when the page does not exist in that language (no server fallback)", async () => {
    await expect(call(nordluck, "GET staticPage/getPage", { urlPath: "footer", language: "es" })).rejects.toMatchObject(
      { errorCode: 100464 },
    );
    await expect(
      call(nordluck, "GET staticPage/getPage", { urlPath: "footer", language: "es" }),
    ).rejects.toBeInstanceOf(SandboxError);
    await expect(
      call(solbet, "GET staticPage/getPage", { urlPath: "no-such-page", language: "en" }),
    ).rejects.toMatchObject({ errorCode: 100464 });
    const en = (await call(nordluck, "GET staticPage/getPage", { urlPath: "footer", language: "en" })) as {
      content: string;
      multilingualUrl: Record<string, string>;
    };
    expect(en.content).toContain("/policy/terms");
    expect(en.multilingualUrl).toEqual({ en: "footer" });
  });
});

describe("GET promotion/getPromotions", () => {
  it("lists the running promotions in the call's language, each with a terms page that exists", async () => {
    const pb = (await call(solbet, "GET promotion/getPromotions", { language: "pb" })) as {
      status: string;
      promotions: Record<string, any>[];
    };
    expect(pb.status).toBe("SUCCESS");
    expect(pb.promotions.length).toBeGreaterThanOrEqual(4);
    expect(pb.promotions[0]).toMatchObject({
      slug: "welcome-bonus",
      bonusCode: "WELCOME100",
      button: "register",
      termsUrl: "bonus-tnc-welcome-bonus",
    });
    expect(pb.promotions[0].title).toMatch(/^Bônus de boas-vindas/);
    expect(pb.promotions[0].imagePath).toMatch(/^\/sandbox\/assets\/solbet\/promotions\/\d+\.webp$/);
    for (const promotion of pb.promotions) {
      const page = (await call(solbet, "GET staticPage/getPage", { urlPath: promotion.termsUrl, language: "pb" })) as {
        head: string;
        content: string;
      };
      expect(page.head).toContain(promotion.title);
      expect(page.content).toContain("{{site_url}}/policy/bonus-rules");
    }
    const en = (await call(nordluck, "GET promotion/getPromotions", { language: "en" })) as {
      promotions: { title: string }[];
    };
    expect(en.promotions[0].title).toMatch(/^100% welcome bonus up to €/);
  });
});

describe("asset router", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use("/sandbox/assets", assetRouter(db, [solbet, nordluck]));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("serves a game thumbnail as an immutable WebP with an ETag, drawn from an SVG", async () => {
    const res = (await call(solbet, "GET game/getLobbyListWithGameGroups", {}, "en")) as LobbyListResponse;
    const game = res.lobbies[0].gameGroupList[0].games[0];
    const r = await fetch(base + game.externalAsset);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/webp");
    expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = r.headers.get("etag");
    expect(etag).toBeTruthy();
    const webp = Buffer.from(await r.arrayBuffer());
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 300, height: 300 });
    expect(webp.length).toBeLessThan(16_384);
    const svg = await (await fetch(base + game.externalAsset.replace(/\.webp$/, ".svg"))).text();
    expect(svg).toMatch(/^<svg [^>]*width="300" height="300" viewBox="0 0 300 300"/);
    expect(svg).toContain(game.vendorDisplayName.toUpperCase().replace(/'/g, "&#39;"));
    const again = await fetch(base + game.externalAsset, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("serves banners, provider logos and tags; 404 for unknown codes", async () => {
    const banners = (await call(solbet, "GET banner/getBanners", {
      zoneId: solbet.bannerZones.liveCasino,
      language: "en",
    })) as { banners: { imagePath: string; mobileImage: string }[] };
    // The catalogue points at WebP rasters of the drawings, as a platform CDN would.
    const desktop = await fetch(base + banners.banners[0].imagePath);
    expect(desktop.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await desktop.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 1300,
      height: 300,
    });
    const mobile = await fetch(base + banners.banners[0].mobileImage);
    expect(await sharp(Buffer.from(await mobile.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 358,
      height: 116,
    });
    const again = await fetch(base + banners.banners[0].mobileImage, {
      headers: { "if-none-match": mobile.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    const source = await (await fetch(base + banners.banners[0].imagePath.replace(/\.webp$/, ".svg"))).text();
    expect(source).toMatch(/width="1300" height="300"/);
    const logo = await fetch(`${base}/sandbox/assets/nordluck/providers/netent.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toMatch(/width="160" height="64"/);
    expect((await fetch(`${base}/sandbox/assets/solbet/tags/egypt.svg`)).status).toBe(200);
    expect((await fetch(`${base}/sandbox/assets/solbet/games/no-such-game.svg`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/assets/solbet/games/no-such-game.webp`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/assets/solbet/tags/egypt.png`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/assets/nosite/games/x.svg`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/assets/solbet/banners/1-desktop.svg`)).status).toBe(404);
  });
});
