import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { abandonPlatformCalls, platformCaller } from "./caller.server";

const brand = { id: "b", siteCode: "S", integrations: { platform: {} } } as unknown as BrandConfig;
const contextWith = (deadline?: AbortSignal) =>
  ({ platform: { baseUrl: "http://p.test" }, clientIp: "1.2.3.4", deadline }) as unknown as AppLoadContext;

describe("a request's platform calls (ADR 051)", () => {
  it("share one signal per request, which the page's deadline aborts", async () => {
    const deadline = new AbortController();
    const context = contextWith(deadline.signal);
    const first = platformCaller(context, brand, "pb");
    const second = platformCaller(context, brand, "en", "token");
    expect(first.signal).toBe(second.signal);
    expect(first.signal?.aborted).toBe(false);
    deadline.abort();
    expect(first.signal?.aborted).toBe(true);
    expect(platformCaller(contextWith(deadline.signal), brand, "pb").signal?.aborted).toBe(true);
  });

  it("end at once when a loader abandons them for a redirect; other requests are not touched", () => {
    const context = contextWith(); // a write: no deadline, but it can still be abandoned
    const other = contextWith(AbortSignal.timeout(60_000));
    const caller = platformCaller(context, brand, "pb");
    expect(caller.signal?.aborted).toBe(false);
    abandonPlatformCalls(context);
    expect(caller.signal?.aborted).toBe(true);
    // The log says why the calls were not made: a redirect, not a deadline.
    expect((caller.signal?.reason as Error).message).toBe("the page answered with a redirect");
    expect(platformCaller(context, brand, "pb").signal?.aborted).toBe(true);
    expect(platformCaller(other, brand, "pb").signal?.aborted).toBe(false);
  });
});
