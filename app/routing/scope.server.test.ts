import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { sessionStorage } from "~/session/session.server";
import { requestScope, requirePlayer, siteScope, type GuestRule } from "./scope.server";

const { brands } = loadBrands(path.resolve("brands"));
// A brand whose default is pb and that routes en as well, so a fallback and a routed language differ.
const brand = brands.find((b) => b.languages.default === "pb" && b.languages.routed.includes("en"))!;
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;

type Answer = { status?: number; body: unknown };
const PLAYER_ANSWERS: Record<string, Answer> = {
  "login/status": { body: { status: "SUCCESS" } },
  "profile/getProfileBalanceCurrency": { body: { firstName: "Ana", lastName: "Silva", email: "ana@example.com" } },
};

let answers: Record<string, Answer>;
let calls: string[];

/** One load context per HTTP request, as server/app.ts makes it. */
function newContext(): AppLoadContext {
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(host),
    locales,
    platform: { baseUrl: "http://platform.test", sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["scope-test-secret-0123456789abcdef"],
  };
}

beforeEach(() => {
  answers = { ...PLAYER_ANSWERS };
  calls = [];
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const key = new URL(String(input)).pathname.replace(/^\/ajax\//, "");
    calls.push(key);
    const answer = answers[key] ?? { status: 404, body: "" };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

async function cookieWith(context: AppLoadContext, values: Record<string, unknown>): Promise<string> {
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(values)) session.set(key, value);
  return (await storage.commitSession(session)).split(";")[0];
}

function args(context: AppLoadContext, pathAndQuery: string, options: { cookie?: string; lang?: string } = {}) {
  const headers = new Headers({ host });
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(`http://${host}${pathAndQuery}`, { headers });
  return { request, context, params: options.lang === undefined ? {} : { lang: options.lang } };
}

/** The Response a guard throws. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => {
      throw new Error("expected a redirect");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

describe("requestScope: one per request", () => {
  it("resolves the player once for every loader of a request, and again for the next request", async () => {
    const context = newContext();
    const cookie = await cookieWith(context, { platformToken: "token-1", loginAt: 1 });
    const first = requestScope(args(context, "/pb/jogos", { cookie, lang: "pb" }));
    const second = requestScope(args(context, "/pb/jogos", { cookie, lang: "pb" }));
    expect(second).toBe(first);
    const scope = await first;
    expect(scope.player?.firstName).toBe("Ana");
    expect(scope.caller.sessionToken).toBe("token-1");
    expect(scope.brand.id).toBe(brand.id);
    expect(calls.filter((c) => c === "login/status")).toHaveLength(1);
    expect(calls.filter((c) => c === "profile/getProfileBalanceCurrency")).toHaveLength(1);

    const next = newContext();
    const again = requestScope(args(next, "/pb/jogos", { cookie, lang: "pb" }));
    expect(again).not.toBe(first);
    await again;
    expect(calls.filter((c) => c === "login/status")).toHaveLength(2);
  });

  it("is a guest's, with the guest caller, without a platform session in the cookie", async () => {
    const scope = await requestScope(args(newContext(), "/pb", { lang: "pb" }));
    expect(scope.player).toBeNull();
    expect(scope.caller.sessionToken).toBeNull();
    expect(scope.setCookie).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("siteScope and requestScope: the page language", () => {
  it("is the routed language of the path, from params or else the first segment", () => {
    const context = newContext();
    expect(siteScope(args(context, "/en/games", { lang: "en" })).lang).toBe("en");
    expect(siteScope(args(context, "/en/api/games")).lang).toBe("en");
  });

  it("falls back to the brand's default for a language the brand does not route, and off the language paths", async () => {
    const context = newContext();
    expect(siteScope(args(context, "/xx/games", { lang: "xx" })).lang).toBe(brand.languages.default);
    expect(siteScope(args(context, "/cookie-consent")).lang).toBe(brand.languages.default);
    expect((await requestScope(args(context, "/xx/games", { lang: "xx" }))).lang).toBe(brand.languages.default);
  });

  it("carries the URL and the host's brand", () => {
    const site = siteScope(args(newContext(), "/en/search?q=slot", { lang: "en" }));
    expect(site.url.pathname).toBe("/en/search");
    expect(site.url.searchParams.get("q")).toBe("slot");
    expect(site.brand.id).toBe(brand.id);
  });
});

describe("requirePlayer: guests are redirected as the page's rule says", () => {
  // A cookie whose platform session has died: the platform refuses login/status, so the scope
  // drops the token and every redirect must carry the new cookie as well as no-store.
  async function deadSession(context: AppLoadContext): Promise<string> {
    answers["login/status"] = { status: 401, body: {} };
    return cookieWith(context, { platformToken: "expired", loginAt: 1 });
  }

  async function guestRedirect(pathAndQuery: string, rule: GuestRule): Promise<Response> {
    const context = newContext();
    const cookie = await deadSession(context);
    const response = await thrown(requirePlayer(args(context, pathAndQuery, { cookie, lang: "en" }), rule));
    expect(response.status).toBe(302);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toBeTruthy();
    const session = await sessionStorage(context).getSession(setCookie!.split(";")[0]);
    expect(session.get("platformToken")).toBeUndefined();
    return response;
  }

  it("home: to the language home", async () => {
    const response = await guestRedirect("/en/myaccount/limits", { guest: "home" });
    expect(response.headers.get("Location")).toBe("/en");
  });

  it("login: the login modal on the language home, coming back to the page with its query", async () => {
    const response = await guestRedirect(
      "/en/myaccount?page=realitycheck&redirectUrl=%2Fen%2Fgameplay%2Fslot-1%2Freal-game",
      { guest: "login" },
    );
    expect(response.headers.get("Location")).toBe(
      `/en?${new URLSearchParams({ modal: "login", redirectUrl: "/en/myaccount?page=realitycheck&redirectUrl=%2Fen%2Fgameplay%2Fslot-1%2Freal-game" })}`,
    );
  });

  it("login with the login page's own flag: the login modal with that flag and no redirectUrl", async () => {
    const response = await guestRedirect("/en/accountstatus", {
      guest: "login",
      loginParams: { toAccountstatus: "true" },
    });
    expect(response.headers.get("Location")).toBe("/en?modal=login&toAccountstatus=true");
  });

  it("a guest without any platform session gets no Set-Cookie, only no-store", async () => {
    const response = await thrown(
      requirePlayer(args(newContext(), "/en/myaccount/limits", { lang: "en" }), { guest: "home" }),
    );
    expect(response.headers.get("Location")).toBe("/en");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("lets a logged-in player through with the request's scope", async () => {
    const context = newContext();
    const cookie = await cookieWith(context, { platformToken: "token-1", loginAt: 1 });
    const request = args(context, "/en/myaccount/limits", { cookie, lang: "en" });
    const scope = await requirePlayer(request, { guest: "home" });
    expect(scope.player.email).toBe("ana@example.com");
    expect(scope).toBe(await requestScope(request));
    expect(await requirePlayer(scope, { guest: "login" })).toBe(scope);
  });
});
