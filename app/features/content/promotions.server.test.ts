import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { loadPromotions, loadPromotionsPage, promotionView } from "./promotions.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "promobrand",
  siteCode: "PRM",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: null,
};
const brand = {
  languages: { routed: ["pb", "en"], extra: [], default: "pb", intl: { pb: "pt-BR", en: "en-US" } },
  timeZone: "America/Sao_Paulo",
  limits: { lobbyRetries: 0 },
} as unknown as Parameters<typeof loadPromotions>[1];

afterEach(() => setPlatformFetch(null));

const answer = (body: unknown, status = 200) =>
  setPlatformFetch(vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch);

describe("promotionView", () => {
  it("links the terms page under the language, formats the end day in the brand's time zone, keeps the action", () => {
    const view = promotionView(
      {
        id: "1",
        title: "Recarga",
        description: "D",
        imagePath: "/p.svg",
        button: "deposit",
        bonusCode: "FRIDAY50",
        termsUrl: "bonus-tnc-friday-reload",
        endDate: "2027-12-31T23:59:59Z",
      },
      brand,
      "pb",
    );
    expect(view).toMatchObject({
      termsHref: "/pb/page/bonus-tnc-friday-reload",
      bonusCode: "FRIDAY50",
      action: { kind: "deposit" },
      endsOn: "31 de dezembro de 2027",
    });
    const open = promotionView(
      { id: "2", title: "T", button: "games", termsUrl: "../../etc", endDate: null },
      brand,
      "en",
    );
    expect(open).toMatchObject({
      termsHref: null,
      endsOn: null,
      action: { kind: "path", href: "/en/games" },
      description: "",
      image: null,
    });
    // The button names a route kind; in pb the link takes pb's slug (spec §2).
    const pb = promotionView({ id: "3", title: "T", button: "games", endDate: null }, brand, "pb");
    expect(pb.action).toEqual({ kind: "path", href: "/pb/jogos" });
  });
});

describe("loadPromotions", () => {
  it("tells an empty list from an unavailable platform", async () => {
    answer({ promotions: [] });
    expect(await loadPromotions(caller, brand)).toEqual({ state: "available", items: [] });
    answer({}, 502);
    expect(await loadPromotions(caller, brand)).toEqual({ state: "unavailable" });
    answer({ errorCode: 100100 }, 500);
    expect(await loadPromotions(caller, brand)).toEqual({ state: "unavailable" });
  });

  it("answers 503 in maintenance (error 150), like every page", async () => {
    answer({ errorCode: 150 }, 503);
    await expect(loadPromotions(caller, brand)).rejects.toMatchObject({ init: { status: 503 } });
  });
});

describe("loadPromotionsPage", () => {
  it("is a 404 when the brand has promotions off", async () => {
    const fetch = vi.fn();
    setPlatformFetch(fetch);
    const off = { features: { promotions: false }, languages: { routed: ["pb"], default: "pb" } };
    const args = {
      request: new Request("http://off.localhost/pb/promotions"),
      context: { brand: off },
      params: { lang: "pb" },
    } as unknown as LoaderFunctionArgs;
    await expect(loadPromotionsPage(args)).rejects.toMatchObject({ init: { status: 404 } });
    expect(fetch).not.toHaveBeenCalled();
  });
});
