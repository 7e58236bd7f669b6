import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { sessionStorage } from "~/session/session.server";
import { logoutAction } from "./logout.server";

const { brands } = loadBrands(path.resolve("brands"));
const brand = brands[0];
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
const lang = brand.languages.default;
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
    sessionSecrets: ["logout-test-secret-0123456789abcdef"],
  };
}

beforeEach(() => {
  calls = [];
  setPlatformFetch((async (input: URL | RequestInfo) => {
    calls.push(new URL(String(input)).pathname);
    return new Response(JSON.stringify({ status: "SUCCESS" }), { headers: { "content-type": "application/json" } });
  }) as typeof fetch);
});
afterEach(() => setPlatformFetch(null));

async function logoutWith(context: AppLoadContext, fill: (s: Awaited<ReturnType<typeof blank>>) => void) {
  const session = await blank(context);
  fill(session);
  const cookie = (await sessionStorage(context).commitSession(session)).split(";")[0];
  const request = new Request(`http://${host}/${lang}/logout`, { method: "POST", headers: { host, cookie } });
  const response = await logoutAction({ request, context, params: { lang } });
  const ours = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(cookie.split("=")[0] + "="))!
    .split(";")[0];
  return sessionStorage(context).getSession(ours);
}
const blank = (context: AppLoadContext) => sessionStorage(context).getSession();

describe("logout", () => {
  it("ends the platform session and leaves nothing of ours", async () => {
    const context = newContext();
    const after = await logoutWith(context, (s) => s.set("platformToken", "token-1"));
    expect(calls.some((c) => c.endsWith("/logout"))).toBe(true);
    expect(after.get("platformToken")).toBeUndefined();
    expect(after.has("toast")).toBe(false);
  });

  it("keeps a flashed message not shown yet: the stream's logout can overtake the risk logout's page", async () => {
    const context = newContext();
    const toast = { type: "error" as const, key: "cashier:codes.100912" };
    const after = await logoutWith(context, (s) => s.flash("toast", toast));
    expect(after.get("platformToken")).toBeUndefined();
    expect(after.get("toast")).toEqual(toast);
  });
});
