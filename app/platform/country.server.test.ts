import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { getVisitorCountry } from "./country.server";
import { visitorCountry } from "./caller.server";
import { setPlatformFetch, type PlatformCaller } from "./http.server";

let seq = 0;
/** A caller at an address no other test has used: the country cache is per process. */
const freshCaller = (): PlatformCaller => ({
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "A",
  language: "en",
  clientIp: `198.51.100.${++seq}`,
  sessionToken: null,
});

function platformAnswering(...answers: (Record<string, unknown> | number)[]) {
  const calls: string[] = [];
  setPlatformFetch(
    vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
      calls.push(`${String(url)} ${(init?.headers as Record<string, string>)["x-forwarded-for"]}`);
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return typeof answer === "number" ? new Response("", { status: answer }) : new Response(JSON.stringify(answer));
    }) as typeof fetch,
  );
  return calls;
}

afterEach(() => {
  setPlatformFetch(null);
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("getVisitorCountry (country/countryblock)", () => {
  it("reads the country and the block flag, and defaults to MA, unknown, when the platform gives no country", async () => {
    platformAnswering({ countryCode: "de", is_IpBlocked: true }, { is_IpBlocked: false });
    expect(await getVisitorCountry(freshCaller())).toEqual({ countryCode: "DE", known: true, blocked: true });
    expect(await getVisitorCountry(freshCaller())).toEqual({ countryCode: "MA", known: false, blocked: false });
  });

  it("asks on every call without a cache time", async () => {
    const calls = platformAnswering({ countryCode: "BR" });
    const caller = freshCaller();
    await getVisitorCountry(caller);
    await getVisitorCountry(caller);
    expect(calls).toHaveLength(2);
  });

  it("keeps an address's answer for the cache time, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const calls = platformAnswering({ countryCode: "BR" }, { countryCode: "DE" });
    const caller = freshCaller();
    expect((await getVisitorCountry(caller, 60_000)).countryCode).toBe("BR");
    vi.advanceTimersByTime(59_000);
    expect((await getVisitorCountry(caller, 60_000)).countryCode).toBe("BR");
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect((await getVisitorCountry(caller, 60_000)).countryCode).toBe("DE");
    expect(calls).toHaveLength(2);
  });

  it("keeps each address and brand apart", async () => {
    const calls = platformAnswering({ countryCode: "BR" });
    const caller = freshCaller();
    await getVisitorCountry(caller, 60_000);
    await getVisitorCountry({ ...caller, clientIp: "192.0.2.77" }, 60_000);
    await getVisitorCountry({ ...caller, brandId: "brand-b" }, 60_000);
    await getVisitorCountry(caller, 60_000);
    expect(calls).toHaveLength(3);
  });

  it("never keeps a failed call: the next page asks again", async () => {
    const calls = platformAnswering(500, { countryCode: "BR" });
    const caller = freshCaller();
    expect(await getVisitorCountry(caller, 60_000)).toEqual({ countryCode: "MA", known: false, blocked: false });
    expect((await getVisitorCountry(caller, 60_000)).countryCode).toBe("BR");
    expect(calls).toHaveLength(2);
  });
});

describe("visitorCountry (per request, per address)", () => {
  const brand = {
    id: "brand-a",
    siteCode: "A",
    languages: { default: "en" },
    integrations: { platform: {} },
  } as unknown as BrandConfig;
  const context = (sandbox: boolean, clientIp: string) =>
    ({ platform: { baseUrl: "http://platform.test", sandbox }, clientIp }) as unknown as AppLoadContext;

  it.each([
    ["keeps the answer a minute against an operator's platform", undefined, 1],
    ["follows COUNTRY_CACHE_SECONDS when it is set", "0", 2],
  ])("%s", async (_, cacheSeconds, platformCalls) => {
    if (cacheSeconds !== undefined) vi.stubEnv("COUNTRY_CACHE_SECONDS", cacheSeconds);
    const calls = platformAnswering({ countryCode: "BR" });
    const ip = freshCaller().clientIp;
    await visitorCountry(context(false, ip), brand);
    await visitorCountry(context(false, ip), brand);
    expect(calls).toHaveLength(platformCalls);
  });

  it("asks on every page against the embedded sandbox, whose testers switch the country", async () => {
    const calls = platformAnswering({ countryCode: "BR" }, { countryCode: "DE" });
    const ip = freshCaller().clientIp;
    expect((await visitorCountry(context(true, ip), brand)).countryCode).toBe("BR");
    expect((await visitorCountry(context(true, ip), brand)).countryCode).toBe("DE");
    expect(calls).toHaveLength(2);
  });

  it("asks once per request however many loaders want the country", async () => {
    const calls = platformAnswering({ countryCode: "BR" });
    const request = context(true, freshCaller().clientIp);
    await Promise.all([visitorCountry(request, brand), visitorCountry(request, brand)]);
    expect(calls).toHaveLength(1);
  });
});
