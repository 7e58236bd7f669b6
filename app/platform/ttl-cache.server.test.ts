import { afterEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache.server";

afterEach(() => vi.useRealTimers());

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
});
