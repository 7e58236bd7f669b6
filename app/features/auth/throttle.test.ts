import { describe, expect, it } from "vitest";
import { createLoginThrottle, InFlight, loginThrottleRules, SlidingWindow } from "./throttle.server";

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

describe("login throttle (ADR 050)", () => {
  const rules = loginThrottleRules(15 * 60_000);

  it("locks an account after 4 failures, whatever the platform answered, below its first threshold of 5", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now, rules);
    for (let i = 0; i < 4; i++) {
      // Different addresses: a stranger spreading guesses is still counted on the account.
      expect(throttle.check(`10.0.0.${i}`, "Maria@Example.com")).toBeNull();
      throttle.attempt(`10.0.0.${i}`);
      throttle.failed(`10.0.0.${i}`, "maria@example.com");
      now += 1000;
    }
    expect(rules.perAccount.limit).toBeLessThan(5);
    const refused = throttle.check("2.2.2.2", "MARIA@example.com");
    expect(refused).toEqual({ reason: "locked", retryAfterMs: 15 * 60_000 - 4000 });
    // The lock is timed: when the first failure leaves the window, one more attempt may go.
    now = 15 * 60_000 + 1;
    expect(throttle.check("2.2.2.2", "maria@example.com")).toBeNull();
  });

  it("a success (or a password reset, which calls succeeded) lifts the account's lock", () => {
    const throttle = createLoginThrottle(() => 0, rules);
    for (let i = 0; i < 4; i++) throttle.failed("1.1.1.1", "maria@example.com");
    expect(throttle.check("3.3.3.3", "maria@example.com")?.reason).toBe("locked");
    throttle.succeeded(" Maria@example.com ");
    expect(throttle.check("3.3.3.3", "maria@example.com")).toBeNull();
  });

  it("locks an address after 20 failures across accounts, below the platform's 30", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now, rules);
    for (let i = 0; i < 20; i++) {
      now += 7_000; // slower than the per-minute pace rule (10 a minute)
      expect(throttle.check("9.9.9.9", `user${i}@x.test`)).toBeNull();
      throttle.attempt("9.9.9.9");
      throttle.failed("9.9.9.9", `user${i}@x.test`);
    }
    expect(throttle.check("9.9.9.9", "new@x.test")?.reason).toBe("locked");
    expect(throttle.check("8.8.8.8", "new@x.test")).toBeNull();
    // Loopback visitors of the embedded sandbox are not counted per address.
    expect(throttle.check("9.9.9.9", "new@x.test", { skipIp: true })).toBeNull();
  });

  it("refuses the eleventh attempt from one address within a minute, whatever the account", () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now, rules);
    for (let i = 0; i < 10; i++) {
      expect(throttle.check("9.9.9.9", `user${i}@x.test`)).toBeNull();
      throttle.attempt("9.9.9.9");
    }
    expect(throttle.check("9.9.9.9", "new@x.test")).toMatchObject({ reason: "pace" });
    expect(throttle.check("9.9.9.9", "new@x.test", { skipIp: true })).toBeNull();
    expect(throttle.check("8.8.8.8", "new@x.test")).toBeNull();
    now += 60_001;
    expect(throttle.check("9.9.9.9", "new@x.test")).toBeNull();
  });

  it("keeps failures for LOGIN_LOCK_SECONDS", () => {
    expect(loginThrottleRules(8000).perAccount).toEqual({ limit: 4, windowMs: 8000 });
    expect(loginThrottleRules().perAccount.windowMs).toBe(900_000);
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
