import { describe, expect, it } from "vitest";
import { gameReturn, returnAddress } from "./game-return";
import { gameReturnOf } from "./game-return.server";

const base = { lang: "pb", redirectUrl: null, stored: null };

describe("the game window's return address (spec §2 close)", () => {
  it("is the page the player came from, and is stored", () => {
    expect(gameReturn({ ...base, referer: "/pb/jogos" })).toEqual({ href: "/pb/jogos", store: "/pb/jogos" });
    expect(gameReturn({ ...base, referer: "/pb/jogos", stored: "/pb/jogos" })).toEqual({
      href: "/pb/jogos",
      store: undefined,
    });
  });

  it("survives the game's own pages: the mode toggle, another game, a login, a pre-check", () => {
    const stored = "/pb/jogosaovivo";
    for (const referer of [
      "/pb/gameplay/a/demo-game",
      "/pb/gameplay/b/pragmatic-play?modal=login&redirectUrl=%2Fpb%2Fgameplay%2Fb%2Freal-game",
      "/pb/myaccount?page=realitycheck&redirectUrl=%2Fpb%2Fgameplay%2Fa%2Freal-game",
      "/pb?modal=login&redirectUrl=%2Fpb%2Fgameplay%2Fa%2Freal-game",
    ])
      expect(gameReturn({ ...base, referer, stored })).toEqual({ href: stored, store: undefined });
  });

  it("is home for a visit from outside or with no referrer, and the stored one is dropped", () => {
    expect(gameReturn({ ...base, referer: null, stored: "/pb/jogos" })).toEqual({ href: "/pb", store: null });
    expect(gameReturn({ ...base, referer: "foreign", stored: "/pb/jogos" })).toEqual({ href: "/pb", store: null });
    expect(gameReturn({ ...base, referer: null })).toEqual({ href: "/pb", store: undefined });
    expect(gameReturn({ ...base, referer: "/pb/gameplay/a/demo-game" })).toEqual({ href: "/pb", store: undefined });
  });

  it("takes an explicit redirectUrl first, never an unsafe or game address", () => {
    expect(gameReturn({ ...base, redirectUrl: "/pb/promotions", referer: "/pb/jogos" }).href).toBe("/pb/promotions");
    expect(gameReturn({ ...base, redirectUrl: "//evil.example", referer: null }).href).toBe("/pb");
    expect(gameReturn({ ...base, redirectUrl: "/pb/../..//evil.example", referer: null }).href).toBe("/pb");
    expect(gameReturn({ ...base, referer: null, stored: "//evil.example" }).href).toBe("/pb");
    expect(gameReturn({ ...base, referer: "/pb/gameplay/x", stored: "https://evil.example/" }).href).toBe("/pb");
  });

  it("drops modals and tracking from the address", () => {
    expect(returnAddress("/pb/jogos?modal=game-info&game=x&utm_source=a&tab=new")).toBe("/pb/jogos?game=x&tab=new");
    expect(returnAddress("/pb/gameplay/x/demo-game")).toBeNull();
  });
});

describe("gameReturnOf", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://solbet.localhost/pb/gameplay/g/demo-game", { headers });
  const scope = (req: Request) => ({ request: req, url: new URL(req.url), lang: "pb" });

  it("stores the lobby in an HttpOnly cookie and reads it back from the game's own pages", () => {
    const first = gameReturnOf(scope(request({ referer: "http://solbet.localhost/pb/jogos" })), true);
    expect(first.href).toBe("/pb/jogos");
    expect(first.setCookie).toBe("gameReturn=%2Fpb%2Fjogos; Max-Age=43200; Path=/; SameSite=Lax; HttpOnly; Secure");
    const cookie = first.setCookie!.split(";")[0];
    const next = gameReturnOf(
      scope(request({ referer: "http://solbet.localhost/pb/gameplay/g/pragmatic-play", cookie: `a=1; ${cookie}` })),
      true,
    );
    expect(next).toMatchObject({ href: "/pb/jogos", setCookie: null });
  });

  it("clears it on a visit from another site", () => {
    const out = gameReturnOf(
      scope(request({ referer: "https://search.example/?q=slot", cookie: "gameReturn=%2Fpb%2Fjogos" })),
      false,
    );
    expect(out.href).toBe("/pb");
    expect(out.setCookie).toBe("gameReturn=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly");
  });
});
