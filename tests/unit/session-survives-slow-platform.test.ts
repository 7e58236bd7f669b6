import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "../../app/brand/validate.server";
import { createBrandRegistry } from "../../app/brand/registry.server";
import { loadLocaleStore } from "../../app/i18n/resources.server";
import { setPlatformFetch } from "../../app/platform/http.server";
import { startSlowPlatform, type SlowPlatform } from "../support/slow-platform";
import { loadPlayer } from "../../app/session/player.server";
import { getSession, sessionStorage } from "../../app/session/session.server";

/**
 * Issue 34 §2 (ADR 077): a slow or failing platform must not log a player out. Only spec §8's
 * 100187, 151, HTTP 401 and an explicit "not logged in" answer end the session.
 */
const { brands } = loadBrands(path.resolve("brands"));
const brand = brands[0];
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
const PROFILE = { firstName: "Ana", lastName: "Silva", email: "ana@example.com" };

function newContext(baseUrl = "http://platform.test"): AppLoadContext {
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(host),
    locales,
    platform: { baseUrl, sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["player-test-secret-0123456789abcdef"],
  };
}

async function requestWithToken(context: AppLoadContext): Promise<Request> {
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set("platformToken", "platform-token");
  const cookie = (await storage.commitSession(session)).split(";")[0];
  return new Request(`http://${host}/${brand.languages.default}/myaccount/documents/identity`, {
    method: "POST",
    headers: { host, cookie },
  });
}

/** A platform whose login/status answers `status` (a thrown error is a transport failure) and whose profile answers. */
function platformAnswering(status: (() => Response) | Error) {
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const call = new URL(String(input)).pathname.replace(/^\/ajax\//, "");
    if (call === "login/status") {
      if (status instanceof Error) throw status;
      return status();
    }
    return Response.json(PROFILE);
  }) as typeof fetch);
}

async function playerFor(context: AppLoadContext) {
  const request = await requestWithToken(context);
  const state = await loadPlayer(request, context, brand, brand.languages.default);
  // The cookie the answer would carry: the one we sent, or the rewritten one.
  const cookie = state.setCookie?.split(";")[0] ?? request.headers.get("cookie")!;
  const after = await getSession(new Request(request.url, { headers: { cookie } }), context);
  return { state, tokenKept: after.get("platformToken") === "platform-token" };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

describe("login/status that does not answer keeps the player logged in", () => {
  const failures: [string, (() => Response) | Error][] = [
    ["a transport failure", new TypeError("fetch failed")],
    ["a timeout", new DOMException("The operation was aborted due to timeout", "TimeoutError")],
    ["HTTP 503", () => new Response("busy", { status: 503 })],
    ["HTTP 500 with a JSON body", () => Response.json({ message: "boom" }, { status: 500 })],
    ["a body outside the contract", () => Response.json({ nothing: true })],
    ["another error code", () => Response.json({ errorCode: 100157 })],
  ];
  for (const [name, answer] of failures)
    it(`on ${name}`, async () => {
      platformAnswering(answer);
      const { state, tokenKept } = await playerFor(newContext());
      expect(state.player?.firstName).toBe("Ana");
      expect(state.setCookie).toBeNull();
      expect(tokenKept).toBe(true);
    });

  let slow: SlowPlatform | undefined;
  afterEach(async () => {
    await slow?.close();
    slow = undefined;
  });

  it("on a platform that hangs past the call's timeout", { timeout: 30_000 }, async () => {
    const port = Number(process.env.E2E_PORT ?? 4300) + 91;
    slow = await startSlowPlatform(port, "hang");
    const { state, tokenKept } = await playerFor(newContext(`http://127.0.0.1:${port}`));
    // The profile hangs too: the player is kept with what the page can show (no names).
    expect(state.player).not.toBeNull();
    expect(state.setCookie).toBeNull();
    expect(tokenKept).toBe(true);
  });
});

describe("answers that end the session still do", () => {
  const endings: [string, () => Response][] = [
    ["HTTP 401", () => new Response("", { status: 401 })],
    ["151 session over", () => Response.json({ errorCode: 151 })],
    ["100187 SSO expired", () => Response.json({ errorCode: 100187 })],
    ["the SSO-expired flag", () => Response.json({ ssoExpired: true })],
    ["an explicit not-logged-in status", () => Response.json({ status: "FAILURE" })],
  ];
  for (const [name, answer] of endings)
    it(`on ${name}`, async () => {
      platformAnswering(answer);
      const { state, tokenKept } = await playerFor(newContext());
      expect(state.player).toBeNull();
      expect(state.setCookie).not.toBeNull();
      expect(tokenKept).toBe(false);
    });
});
