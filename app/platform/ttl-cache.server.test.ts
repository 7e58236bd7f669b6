import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache.server";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("TtlCache", () => {
  it("answers fresh entries, and stale ones only when asked for them", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new TtlCache<number>(1_000);
    cache.set("a", 1);
    expect(cache.get("a")).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stale("a")).toBe(1);
  });

  it("drops the oldest entry when it is full, counting a refreshed key as new", () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    cache.set("c", 4);
    expect(cache.stale("b")).toBeUndefined();
    expect(cache.get("a")).toBe(3);
    expect(cache.get("c")).toBe(4);
  });

  it("caps every lifetime at PLATFORM_CACHE_SECONDS, read once from the environment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.stubEnv("PLATFORM_CACHE_SECONDS", "2");
    vi.resetModules();
    const { TtlCache: Capped } = await import("./ttl-cache.server");
    const cache = new Capped<number>(60_000);
    cache.set("a", 1);
    vi.advanceTimersByTime(1_999);
    expect(cache.get("a")).toBe(1);
    vi.stubEnv("PLATFORM_CACHE_SECONDS", "600");
    vi.advanceTimersByTime(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stale("a")).toBe(1);
  });

  it("leaves lifetimes alone when PLATFORM_CACHE_SECONDS is blank", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.stubEnv("PLATFORM_CACHE_SECONDS", "");
    vi.resetModules();
    const { TtlCache: Uncapped } = await import("./ttl-cache.server");
    const cache = new Uncapped<number>(60_000);
    cache.set("a", 1);
    vi.advanceTimersByTime(59_999);
    expect(cache.get("a")).toBe(1);
  });
});
