import { describe, expect, it } from "vitest";
import { createCpfLookupThrottle } from "./cpf-throttle.server";

describe("CPF lookup throttle (per visitor address)", () => {
  it("allows the window's allowance, then refuses that address until the oldest lookup leaves the window", () => {
    let now = 1_000_000;
    const throttle = createCpfLookupThrottle(() => now, { limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => throttle.allow("203.0.113.7"))).toEqual([true, true, true]);
    expect(throttle.allow("203.0.113.7")).toBe(false);
    // Another visitor is not affected.
    expect(throttle.allow("198.51.100.2")).toBe(true);
    now += 60_001;
    expect(throttle.allow("203.0.113.7")).toBe(true);
  });
});
