import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { requestScope } from "~/routing/scope.server";
import { getSession, sessionStorage } from "~/session/session.server";
import { depositAftermath } from "./aftermath.server";

const { brands } = loadBrands(path.resolve("brands"));
const registry = createBrandRegistry(brands, brands[0].id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);

let calls: string[];
let lifetime: number;
let identityStatus: string;

function newContext(brandId: string): AppLoadContext {
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(`${brandId}.localhost`),
    locales,
    platform: { baseUrl: "http://platform.test", sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["aftermath-test-secret-0123456789abcdef"],
  };
}

beforeEach(() => {
  calls = [];
  lifetime = 0;
  identityStatus = "new";
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = url.pathname.replace(/^\/ajax\//, "");
    calls.push(key);
    const id = url.searchParams.get("affiliateId");
    const answers: Record<string, unknown> = {
      "login/status": { status: "SUCCESS" },
      "profile/getProfileBalanceCurrency": { firstName: "Ana", lastName: "Silva", email: "a@example.com" },
      getPlayerLifeTimeSummary: {
        status: "SUCCESS",
        successfulDepositAmountEcrCurrency: lifetime,
        kycEnableDepositOrCashoutsLimit: 0,
      },
      "profile/getUserKYCDetails": {
        kycLevel: "KYC_0",
        documents: { identityStatus, ageStatus: identityStatus, addressStatus: identityStatus },
      },
      "Affiliate/affiliatePixelTrackingList": {
        affiliatePixelTrackingList: [
          {
            affiliateId: id,
            firstDepositPixel: `<img src="https://px.example/first?a=${id}&amp;e=1">`,
            depositPixel: `<img src="javascript:alert(1)"><img src="https://px.example/dep?a=${id}">`,
          },
        ],
      },
    };
    const body = answers[key];
    return new Response(JSON.stringify(body ?? ""), {
      status: body ? 200 : 404,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

/** A logged-in request of `brand` with the given extra cookies, and its session. */
async function scopeFor(brandId: string, cookies: string, sessionCookie?: string) {
  const context = newContext(brandId);
  let cookie = sessionCookie;
  if (!cookie) {
    const storage = sessionStorage(context);
    const session = await storage.getSession();
    session.set("platformToken", "tok");
    cookie = (await storage.commitSession(session)).split(";")[0];
  }
  const request = new Request(`http://${brandId}.localhost/en`, {
    headers: { host: `${brandId}.localhost`, cookie: [cookie, cookies].filter(Boolean).join("; ") },
  });
  const scope = await requestScope({ request, context, params: { lang: "en" } });
  return { scope, session: await getSession(request, context), context };
}

describe.each(brands.map((b) => [b.id, b] as const))("depositAftermath (%s)", (id, brand) => {
  const amount = brand.limits.referralPixelMinDeposit + 1;
  const minor = (major: number) => Math.round(major * 10 ** brand.currency.decimals);
  const deposit = { txnId: "TX-1", amountMinor: minor(amount), statusAtStart: "play" };

  it("with consent and an affiliate: the conversion pixel once per transaction", async () => {
    lifetime = amount;
    const first = await scopeFor(id, "cookieConsent=accepted; affiliateId=AFF9");
    const one = await depositAftermath(first.scope, first.session, deposit);
    expect(one.after).toMatchObject({ kind: "first", pixels: ["https://px.example/first?a=AFF9&e=1"] });
    expect(one.changed).toBe(true);
    const committed = (await sessionStorage(first.context).commitSession(first.session)).split(";")[0];

    const again = await scopeFor(id, "cookieConsent=accepted; affiliateId=AFF9", committed);
    calls = [];
    const two = await depositAftermath(again.scope, again.session, deposit);
    expect(two).toMatchObject({ changed: false, after: { kind: "first", pixels: [] } });
    expect(calls).not.toContain("Affiliate/affiliatePixelTrackingList");
  });

  it("a later deposit fires the deposit pixel, the unsafe one dropped", async () => {
    lifetime = amount * 3;
    const { scope, session } = await scopeFor(id, "cookieConsent=accepted; affiliateId=AFF9");
    const { after } = await depositAftermath(scope, session, { ...deposit, statusAtStart: "real" });
    expect(after).toMatchObject({ kind: "normal", pixels: ["https://px.example/dep?a=AFF9"] });
  });

  it("without cookie consent: no pixel and the platform is not asked for one", async () => {
    lifetime = amount;
    const { scope, session } = await scopeFor(id, "affiliateId=AFF9");
    const { after } = await depositAftermath(scope, session, deposit);
    expect(after.pixels).toEqual([]);
    expect(calls).not.toContain("Affiliate/affiliatePixelTrackingList");
  });

  it("the KYC tier from the lifetime summary and the brand's thresholds", async () => {
    const { first, second } = brand.limits.kycPopup;
    const cases: [number, number, number][] = [
      [amount, amount, 1],
      [first, 1, 2],
      [second + 1, second - first + 1, 3],
      [first - 1, 1, 0],
    ];
    for (const [total, paid, tier] of cases) {
      lifetime = total;
      const { scope, session } = await scopeFor(id, "");
      const { after } = await depositAftermath(scope, session, { ...deposit, amountMinor: minor(paid) });
      expect(after.kycTier, `${total} after ${paid}`).toBe(tier);
    }
  });

  it("no KYC notice for a player whose identity, age and address are verified", async () => {
    identityStatus = "verified";
    lifetime = brand.limits.kycPopup.first;
    const { scope, session } = await scopeFor(id, "");
    const { after } = await depositAftermath(scope, session, { ...deposit, amountMinor: minor(1) });
    expect(after.kycTier).toBe(0);
    identityStatus = "initiated";
    const again = await scopeFor(id, "");
    expect(
      (await depositAftermath(again.scope, again.session, { ...deposit, txnId: "T2", amountMinor: minor(1) })).after
        .kycTier,
    ).toBe(2);
  });
});
