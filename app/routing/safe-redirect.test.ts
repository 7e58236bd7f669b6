import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { cleanReturnPath, postLoginRedirect } from "~/features/auth/redirect";
import { acceptPoliciesAction } from "~/features/policies/policies.server";
import { favouriteToggleAction } from "~/features/favourites/toggle.server";
import { continueSessionAction } from "~/features/session-timer/session-timer.server";
import { cookieConsentAction } from "~/features/cookies/consent.server";
import { afterRegistration, returnPath } from "~/features/registration/register.server";
import { continueTarget, safeRedirectTarget } from "./safe-path";

const ORIGIN = "https://site.example";
const RUNS = 10_000;

/** A redirect target that stays on the site: one leading slash, no scheme, same origin. */
function expectOnSite(result: string) {
  expect(result.startsWith("/")).toBe(true);
  expect(result.startsWith("//")).toBe(false);
  expect(result.startsWith("/\\")).toBe(false);
  expect(result).not.toMatch(/^\/?[a-z][a-z0-9+.-]*:/i);
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
}

/** The attack strings of issue 24 §3 and their relatives. */
const ATTACKS = [
  "/pb/../..//evil.com",
  "/pb/../../evil.com/..//evil.com",
  "/pb/%2e%2e/%2e%2e//evil.com",
  "/pb/%2E%2E/..//evil.com",
  "/pb/.%2e/..//evil.com",
  "/pb/..%2f..%2f%2fevil.com",
  "/pb/..%5c..%5c%5cevil.com",
  "/pb/../..\\/evil.com",
  "/./..//evil.com",
  "//evil.com",
  "/\\evil.com",
  "https://evil.com",
  "/pb/../..//evil.com?modal=login",
];

describe("safeRedirectTarget (issue 24 §3)", () => {
  it.each(ATTACKS)("turns %j away to the fallback", (raw) => {
    expect(safeRedirectTarget(raw, "/pb")).toBe("/pb");
  });
  it("answers the normalised path, query and hash of a target on the site", () => {
    expect(safeRedirectTarget("/pb/./games/../lobby?x=1#top", "/pb")).toBe("/pb/lobby?x=1#top");
    expect(safeRedirectTarget("/pb?modal=login&redirectUrl=%2Fpb%2Fx", "/pb")).toBe(
      "/pb?modal=login&redirectUrl=%2Fpb%2Fx",
    );
  });
  it("falls back for a missing, empty, file or too long value", () => {
    expect(safeRedirectTarget(null, "/pb")).toBe("/pb");
    expect(safeRedirectTarget("", "/pb")).toBe("/pb");
    expect(safeRedirectTarget(new File(["/pb"], "x.txt"), "/pb")).toBe("/pb");
    expect(safeRedirectTarget(`/${"a".repeat(3000)}`, null)).toBeNull();
  });
  it.each(ATTACKS)("the pre-check continuation and the login return refuse %j", (raw) => {
    expect(continueTarget(raw)).toBeNull();
    expect(cleanReturnPath(raw, "pb")).toBeNull();
    expect(postLoginRedirect({ lang: "pb", redirectUrl: raw, returnTo: raw })).toBe("/pb");
  });
});

/** Targets made of the pieces that move a path off the site: dots, slashes, escapes, schemes. */
const target = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        "/",
        "..",
        ".",
        "%2e",
        "%2E%2e",
        "%2f",
        "%5C",
        "\\",
        "pb",
        "evil.com",
        "//",
        ":",
        "https:",
        "javascript:",
        "?",
        "#",
        "@",
        "\t",
        "%00",
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join("")),
  fc
    .array(fc.constantFrom("/", "..", ".", "%2e", "\\", "evil.com", "pb"), { maxLength: 12 })
    .map((p) => `/${p.join("")}`),
  fc.webPath(),
  fc.webUrl(),
  fc.string(),
);

describe("every result is on the site (property, issue 24 §3)", () => {
  test.prop([target], { numRuns: RUNS })("safeRedirectTarget", (raw) => expectOnSite(safeRedirectTarget(raw, "/pb")));
  test.prop([target], { numRuns: RUNS })("continueTarget (deposit limit, reality check, pre-check)", (raw) => {
    const result = continueTarget(raw);
    if (result !== null) expectOnSite(result);
  });
  test.prop([target, target], { numRuns: RUNS })("postLoginRedirect (login, Google sign-in)", (redirectUrl, returnTo) =>
    expectOnSite(postLoginRedirect({ lang: "pb", redirectUrl, returnTo })),
  );
});

const { brands } = loadBrands(path.resolve("brands"));
const brand = brands.find((b) => b.languages.default === "pb")!;
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;

/** One load context per request, as server/app.ts makes it; no cookie: a guest. */
function post(pathname: string, fields: Record<string, string>, lang: string | undefined = "pb"): ActionFunctionArgs {
  const context: AppLoadContext = {
    nonce: "",
    brands: registry,
    brand,
    locales,
    platform: { baseUrl: "http://platform.test", sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["redirect-test-secret-0123456789abcdef"],
  };
  const request = new Request(`http://${host}${pathname}`, {
    method: "POST",
    headers: { host, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { request, context, params: lang === undefined ? {} : { lang } } as ActionFunctionArgs;
}

/** The Location of the redirect an action answers or throws. */
async function locationOf(run: Promise<unknown>): Promise<string> {
  const response = await run.then(
    (value) => value,
    (reason: unknown) => reason,
  );
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get("location");
  expect(location).not.toBeNull();
  return location!;
}

/** Every form-posted redirect point of the site, as the browser posts to it. */
const POINTS: Record<string, (raw: string) => Promise<string>> = {
  "policies/accept": (raw) => locationOf(acceptPoliciesAction(post("/pb/policies/accept", { redirectTo: raw }))),
  "favourites/toggle (guest)": (raw) =>
    locationOf(
      favouriteToggleAction(post("/pb/favourites/toggle", { redirectTo: raw, gameCode: "slot-1", favourite: "false" })),
    ),
  session: (raw) => locationOf(continueSessionAction(post("/pb/session", { redirectTo: raw, intent: "continue" }))),
  "registration (no JavaScript)": async (raw) => {
    const form = new FormData();
    form.set("returnTo", raw);
    return afterRegistration(returnPath(form, "pb"), "1");
  },
  "cookie-consent": (raw) => locationOf(cookieConsentAction(post("/cookie-consent", { redirectTo: raw }, undefined))),
};

beforeEach(() => {
  // A guest makes no platform call; any call would be a bug in this test's set-up.
  setPlatformFetch((async () => new Response("{}", { status: 500 })) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

describe("the redirect points answer a Location on the site (issue 24 §3)", () => {
  for (const [name, point] of Object.entries(POINTS)) {
    it.each(ATTACKS)(`${name} with redirectTo=%j`, async (raw) => {
      const location = await point(raw);
      expectOnSite(location);
      expect(location).not.toContain("evil.com");
    });
    it(`${name} keeps a plain target on the site`, async () => {
      expect(new URL(await point("/pb/./promotions"), "http://x").pathname).toBe("/pb/promotions");
    });
    test.prop([target], { numRuns: RUNS })(`${name}: every generated target`, async (raw) =>
      expectOnSite(await point(raw)),
    );
  }
});
