import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { sessionStorage } from "~/session/session.server";
import { loadRoot, type RootData } from "./root.server";

const { brands } = loadBrands(path.resolve("brands"));
// The tests read pb, en and es pages: any brand that routes Portuguese first will do.
const brandId = brands.find(
  (b) => b.languages.default === "pb" && (["en", "es"] as const).every((l) => b.languages.routed.includes(l)),
)!.id;
const registry = createBrandRegistry(brands, brandId);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);

type Answer = { status?: number; body: unknown };
const OK: Record<string, Answer> = {
  "country/countryblock": { body: { countryCode: "BR", is_IpBlocked: false } },
  "login/status": { body: { status: "SUCCESS" } },
  "profile/getProfileBalanceCurrency": { body: { firstName: "Ana", lastName: "Silva", email: "ana@example.com" } },
  "staticPage/getPage": { body: { content: "<p>Footer text</p>" } },
  "general/getCurrentCMSServerTime": { body: { status: "SUCCESS", currentTime: 1_700_000_000_000 } },
  "policy/getPolicies": { body: { policies: [] } },
  "policy/getUserPolicyDetails": { body: { policies: [] } },
};

let answers: Record<string, Answer>;
let calls: string[];
// The footer cache keys on the platform's base URL: a fresh one per test keeps tests apart.
let run = 0;
let context: AppLoadContext;

beforeEach(() => {
  run += 1;
  answers = { ...OK };
  calls = [];
  context = {
    nonce: "",
    brands: registry,
    brand: registry.forHost(null),
    locales,
    platform: { baseUrl: `http://platform-${run}.test`, sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["root-loader-test-secret-0123456789"],
  };
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = url.pathname.replace(/^\/ajax\//, "");
    calls.push(key);
    const answer = answers[key] ?? { status: 404, body: "" };
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

const fail = (code: number | string, status = 200): Answer => ({
  status,
  body: { status: "FAILURE", errorCode: code },
});

async function cookieWith(values: Record<string, unknown>): Promise<string> {
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(values)) session.set(key, value);
  return (await storage.commitSession(session)).split(";")[0];
}

const PLAYER = { platformToken: "token-1", loginAt: 1 };
const LOCK = { accountLock: { variant: "kyc", messageKey: "100402" } };

async function root(options: { host?: string; path?: string; cookie?: string } = {}) {
  const headers = new Headers({ host: options.host ?? `${brandId}.localhost` });
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(`http://${options.host ?? `${brandId}.localhost`}${options.path ?? "/pb"}`, { headers });
  context.brand = registry.forHost(headers.get("host"));
  const result = await loadRoot({ request, context, params: {} });
  return {
    data: result.data as RootData,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  };
}

describe("loadRoot: shell precedence (spec §2: blocked > maintenance > locked > site)", () => {
  it("shows the site when nothing stands in the way", async () => {
    const { data, status } = await root();
    expect(data.shell).toBe("site");
    expect(status).toBe(200);
    expect(data.countryCode).toBe("BR");
    expect(data.footer?.html).toContain("Footer text");
  });

  it("blocked wins over maintenance", async () => {
    answers["country/countryblock"] = { body: { countryCode: "US", is_IpBlocked: true } };
    answers["staticPage/getPage"] = fail(150, 503);
    const { data, status } = await root();
    expect(data.shell).toBe("blocked");
    expect(status).toBe(451);
  });

  it("blocked wins over a locked account", async () => {
    answers["country/countryblock"] = { body: { countryCode: "US", is_IpBlocked: true } };
    expect((await root({ cookie: await cookieWith(LOCK) })).data.shell).toBe("blocked");
  });

  it("maintenance wins over a locked account", async () => {
    answers["staticPage/getPage"] = fail(150, 503);
    const { data, status, headers } = await root({ cookie: await cookieWith(LOCK) });
    expect(data.shell).toBe("maintenance");
    expect(status).toBe(503);
    expect(headers.get("Retry-After")).toBe("300");
  });

  it("maintenance comes from a 150 on any shell call, including countryblock itself", async () => {
    answers["country/countryblock"] = fail(150, 503);
    expect((await root()).data.shell).toBe("maintenance");
    answers["country/countryblock"] = OK["country/countryblock"];
    answers["login/status"] = fail(150, 503);
    expect((await root({ cookie: await cookieWith(PLAYER) })).data.shell).toBe("maintenance");
  });

  it("a locked account wins over the site", async () => {
    const { data, status } = await root({ cookie: await cookieWith(LOCK) });
    expect(data.shell).toBe("locked");
    expect(data.accountLock).toEqual(LOCK.accountLock);
    expect(status).toBe(200);
  });
});

describe("loadRoot: other platform errors are empty results (spec §8), never a crash", () => {
  it("countryblock failing with a code (whatever the HTTP status) means country unknown", async () => {
    answers["country/countryblock"] = fail(100100, 500);
    const { data, status } = await root();
    expect(status).toBe(200);
    expect(data.shell).toBe("site");
    expect(data.countryCode).toBeNull();
  });

  it("a failing footer page gives no footer, and the rest of the site still shows", async () => {
    answers["staticPage/getPage"] = fail(100157);
    const { data } = await root();
    expect(data.shell).toBe("site");
    expect(data.footer).toBeNull();
  });

  it("a non-English footer that is missing falls back to the English one", async () => {
    let asked: string[] = [];
    setPlatformFetch((async (input: URL | RequestInfo) => {
      const url = new URL(String(input));
      const key = url.pathname.replace(/^\/ajax\//, "");
      if (key === "staticPage/getPage") {
        asked = [...asked, url.searchParams.get("languageId") ?? ""];
        if (url.searchParams.get("languageId") !== "en") return Response.json({ errorCode: 100464 });
        return Response.json({ content: "<p>English footer</p>" });
      }
      return Response.json((OK[key] ?? { body: {} }).body);
    }) as typeof fetch);
    const { data } = await root({ path: "/es" });
    expect(asked).toEqual(["es", "en"]);
    expect(data.footer).toMatchObject({ lang: "en" });
  });

  it("a failing server-time call means no clock", async () => {
    answers["general/getCurrentCMSServerTime"] = fail(100100, 500);
    const { data } = await root({ host: "nordluck.localhost", path: "/en" });
    expect(data.shell).toBe("site");
    expect(data.serverTime).toBeNull();
    answers["general/getCurrentCMSServerTime"] = OK["general/getCurrentCMSServerTime"];
    expect((await root({ host: "nordluck.localhost", path: "/en" })).data.serverTime).toBe(1_700_000_000_000);
  });

  it.each([401, 151, 100187])(
    "login/status answering %s logs the player out and drops the platform session",
    async (code) => {
      answers["login/status"] = code === 401 ? { status: 401, body: {} } : fail(code);
      const { data, headers } = await root({ cookie: await cookieWith(PLAYER) });
      expect(data.shell).toBe("site");
      expect(data.loggedIn).toBe(false);
      const setCookie = headers.get("Set-Cookie");
      expect(setCookie).toBeTruthy();
      const session = await sessionStorage(context).getSession(setCookie!.split(";")[0]);
      expect(session.get("platformToken")).toBeUndefined();
    },
  );

  it("writes the session cookie once for the page, with the dropped session and the spent flash (ADR 093)", async () => {
    answers["login/status"] = fail(100187);
    const flash = { __flash_toast__: { type: "info", key: "shell:language.changed", values: { language: "x" } } };
    const { data, headers } = await root({ cookie: await cookieWith({ ...PLAYER, ...flash }) });
    expect(data.loggedIn).toBe(false);
    expect(data.toasts).toHaveLength(1);
    const cookies = headers.getSetCookie().filter((cookie) => cookie.startsWith("croupier="));
    expect(cookies).toHaveLength(1);
    const session = await sessionStorage(context).getSession(cookies[0].split(";")[0]);
    expect(session.get("platformToken")).toBeUndefined();
    expect(session.has("toast")).toBe(false);
  });

  it("the SSO-expired flag on the profile call logs the player out too", async () => {
    answers["profile/getProfileBalanceCurrency"] = { body: { ssoExpired: true } };
    const { data, headers } = await root({ cookie: await cookieWith(PLAYER) });
    expect(data.loggedIn).toBe(false);
    expect(headers.get("Set-Cookie")).toBeTruthy();
  });

  it("a logged-in player is shown as such when every call answers", async () => {
    const { data } = await root({ cookie: await cookieWith(PLAYER) });
    expect(data.loggedIn).toBe(true);
    expect(data.player?.firstName).toBe("Ana");
  });
});

describe("loadRoot: the data of the modal the URL opens (ADR 046, 057)", () => {
  const CASHIER = {
    displayOrder: ["PIX"],
    depositMethods: { PIX: { methodName: "PIX", kind: "qr", quickAmounts: [20, 50], limits: { minTxnLimit: 5 } } },
  };

  it("asks nothing of the cashier when no modal with data is open", async () => {
    const { data } = await root({ cookie: await cookieWith(PLAYER) });
    expect(data.modal).toBeNull();
    expect(calls).not.toContain("cashier/getCashierDetails");
  });

  it("gives the deposit modal its step 1 for deposit=true, with a fresh idempotency key", async () => {
    answers["cashier/getCashierDetails"] = { body: CASHIER };
    const cookie = await cookieWith(PLAYER);
    const first = await root({ cookie, path: "/pb?deposit=true&amount=50" });
    const second = await root({ cookie, path: "/pb?deposit=true&amount=50" });
    expect(first.data.modal).toMatchObject({
      name: "deposit",
      data: { view: "amount", method: "PIX", quickAmounts: [20, 50], minMinor: 500, amount: "50" },
    });
    const key = (r: typeof first) => (r.data.modal?.data as { idempotencyKey: string }).idempotencyKey;
    expect(key(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second)).not.toBe(key(first));
  });

  it("closes with the cashier load message, shown once as a toast, when the cashier answers a code", async () => {
    answers["cashier/getCashierDetails"] = fail(100516);
    const thrown = await root({ cookie: await cookieWith(PLAYER), path: "/pb?modal=deposit&deposit=true&tab=1" }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const redirect = thrown as Response;
    expect(redirect.headers.get("location")).toBe("/pb?tab=1");
    const cookie = redirect.headers.get("set-cookie")!.split(";")[0];
    const next = await root({ cookie, path: "/pb?tab=1" });
    expect(next.data.modal).toBeNull();
    expect(next.data.toasts).toEqual([expect.objectContaining({ type: "error", title: expect.any(String) })]);
    const pb = JSON.parse(readFileSync(path.resolve("locales/pb/cashier.json"), "utf8")) as {
      codes: Record<string, string>;
    };
    expect(next.data.toasts[0].title).toBe(pb.codes["100516"]);
    const again = await root({ cookie: next.headers.get("set-cookie")!.split(";")[0], path: "/pb" });
    expect(again.data.toasts).toEqual([]);
  });

  it("sends a guest to the login modal, carrying amount and bonus code", async () => {
    const thrown = await root({ path: "/pb?deposit=true&amount=50&bonus=B1" }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/pb");
    expect(Object.fromEntries(location.searchParams)).toEqual({ modal: "login", amount: "50", bonusCode: "B1" });
  });

  it("leaves a path without its language to the language redirect", async () => {
    const { data } = await root({ path: "/myaccount/cashier?deposit=true" });
    expect(data.modal).toBeNull();
  });
});

describe("loadRoot: an unexpected failure", () => {
  it("renders the brand's error shell (brand, language, status 500) instead of throwing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // A bug rather than a platform answer: the session secrets are missing.
    const broken = {
      ...context,
      brand: registry.forHost("nordluck.localhost"),
      sessionSecrets: null as unknown as string[],
    };
    const request = new Request("http://nordluck.localhost/es", { headers: { host: "nordluck.localhost" } });
    const result = await loadRoot({ request, context: broken, params: {} });
    const data = result.data as RootData;
    expect(result.init?.status).toBe(500);
    expect(data.shell).toBe("error");
    expect(data.brandName).toBe("Nordluck");
    expect(data.lang).toBe("es");
  });
});

describe("loadRoot: the page's deadline (ADR 051)", () => {
  it("draws the site shell without the platform once the deadline has passed, and keeps the session", async () => {
    context.deadline = AbortSignal.abort();
    const { data, status, headers } = await root({ cookie: await cookieWith(PLAYER) });
    expect(calls).toEqual([]);
    expect(status).toBe(200);
    expect(data.shell).toBe("site");
    expect(data.player).toBeNull();
    expect(data.countryCode).toBeNull();
    // Out of time is not a logout: the platform token stays in the cookie.
    expect(headers.get("set-cookie")).toBeNull();
  });
});
