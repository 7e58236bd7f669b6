import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { requestScope } from "~/routing/scope.server";
import { sessionStorage } from "~/session/session.server";
import { loadRegisterModal, REGISTER_PIXEL_DUE } from "./register-pixel.server";

const { brands } = loadBrands(path.resolve("brands"));
const brand = brands[0];
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
let calls: string[];

function newContext(): AppLoadContext {
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(host),
    locales,
    platform: { baseUrl: "http://platform.test", sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["register-pixel-test-secret-0123456789"],
  };
}

beforeEach(() => {
  calls = [];
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = url.pathname.replace(/^\/ajax\//, "");
    calls.push(key);
    const answers: Record<string, unknown> = {
      "login/status": { status: "SUCCESS" },
      "profile/getProfileBalanceCurrency": { firstName: "Ana", lastName: "Silva", email: "a@example.com" },
      "Affiliate/affiliatePixelTrackingList": {
        affiliatePixelTrackingList: [
          {
            affiliateId: url.searchParams.get("affiliateId"),
            registerPixel: `<img src="https://px.example/reg?a=1&amp;b=2"><img src="data:image/gif;base64,AA">`,
          },
        ],
      },
    };
    const body = answers[key];
    return new Response(JSON.stringify(body ?? ""), { status: body ? 200 : 404 });
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

/** The success view's request, with the session flag `due` and the extra cookies. */
async function load(search: string, cookies: string, due = true) {
  const context = newContext();
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set("platformToken", "tok");
  if (due) session.set(REGISTER_PIXEL_DUE, true);
  const cookie = [(await storage.commitSession(session)).split(";")[0], cookies].filter(Boolean).join("; ");
  const request = new Request(`http://${host}/en${search}`, { headers: { host, cookie } });
  const scope = await requestScope({ request, context, params: { lang: "en" } });
  const result = await loadRegisterModal(scope);
  const after = result.setCookie ? await storage.getSession(result.setCookie.split(";")[0]) : null;
  return { ...result, dueAfter: after?.get(REGISTER_PIXEL_DUE) };
}

describe("the register pixel on the registration success view", () => {
  const consented = "cookieConsent=accepted; affiliateId=AFF1";

  it("loads the affiliate's checked register pixel once, with consent", async () => {
    const first = await load("?modal=register&registered=1", consented);
    expect(first.data.pixels).toEqual(["https://px.example/reg?a=1&b=2"]);
    expect(first.setCookie).toBeTruthy();
    expect(first.dueAfter).toBeUndefined();
    const again = await load("?modal=register&registered=1", consented, false);
    expect(again.data.pixels).toEqual([]);
  });

  it("without consent the flag is spent and the platform not asked", async () => {
    const result = await load("?modal=register&registered=1", "affiliateId=AFF1");
    expect(result.data.pixels).toEqual([]);
    expect(result.dueAfter).toBeUndefined();
    expect(calls).not.toContain("Affiliate/affiliatePixelTrackingList");
  });

  it("nothing on the registration form itself, nor without an affiliate", async () => {
    expect((await load("?modal=register", consented)).data.pixels).toEqual([]);
    expect((await load("?modal=register&registered=1", "cookieConsent=accepted")).data.pixels).toEqual([]);
    expect(calls).not.toContain("Affiliate/affiliatePixelTrackingList");
  });
});
