import { describe, expect, it } from "vitest";
import { createLoginThrottle, InFlight, PLATFORM_THROTTLE_CODES, SlidingWindow } from "./throttle.server";

describe("SlidingWindow", () => {
  it("blocks after the limit inside the window and frees as hits age out", () => {
    let now = 0;
    const w = new SlidingWindow({ limit: 3, windowMs: 60_000 }, () => now);
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      expect(w.blocked("k")).toBe(false);
      w.hit("k");
    }
    expect(w.blocked("k")).toBe(true);
    expect(w.retryAfterMs("k")).toBe(40_000);
    now = 60_001;
    expect(w.blocked("k")).toBe(false);
    expect(w.blocked("other")).toBe(false);
  });
});

describe("login throttle", () => {
  it("refuses a sixth failed attempt on one account within a minute; success resets", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.check("1.1.1.1", "Maria@Example.com")).toBeNull();
      throttle.failed("maria@example.com");
      now += 1000;
    }
    expect(throttle.check("2.2.2.2", "MARIA@example.com")).toMatchObject({ retryAfterMs: expect.any(Number) });
    throttle.succeeded("maria@example.com");
    expect(throttle.check("2.2.2.2", "maria@example.com")).toBeNull();
  });

  it("refuses the eleventh attempt from one address within a minute, whatever the account", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < 10; i++) {
      expect(throttle.check("9.9.9.9", `user${i}@x.test`)).toBeNull();
      throttle.attempt("9.9.9.9");
    }
    expect(throttle.check("9.9.9.9", "new@x.test")).not.toBeNull();
    expect(throttle.check("9.9.9.9", "new@x.test", { skipIp: true })).toBeNull();
    expect(throttle.check("8.8.8.8", "new@x.test")).toBeNull();
    now += 60_001;
    expect(throttle.check("9.9.9.9", "new@x.test")).toBeNull();
  });
});

describe("PLATFORM_THROTTLE_CODES", () => {
  it("are the platform's own throttle answers of spec §8, as the text codes a login failure carries", () => {
    expect([...PLATFORM_THROTTLE_CODES].sort()).toEqual(["100174", "100548", "100549"]);
  });
});

describe("InFlight", () => {
  it("shares one pending login between identical submits and refuses a different one", async () => {
    const flights = new InFlight<string>();
    let calls = 0;
    let release!: (v: string) => void;
    const task = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = flights.run("ip|acct", "fp", task);
    const second = flights.run("ip|acct", "fp", task);
    const third = flights.run("ip|acct", "other", task);
    expect(second.shared).toBe(true);
    expect(third.refused).toBe(true);
    release("ok");
    expect(await first.promise).toBe("ok");
    expect(await second.promise).toBe("ok");
    expect(calls).toBe(1);
    // Once settled, the next submit goes through again.
    const again = flights.run("ip|acct", "other", async () => "again");
    expect(await again.promise).toBe("again");
  });
});
