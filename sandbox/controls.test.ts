import { describe, expect, it } from "vitest";
import { Controls } from "./controls";

// Issue 35 §6: a forced failure is for one player or one idempotency key, never for whichever
// call of the site comes first (a status poll, a prefetch, another player's deposit).
describe("targeted failures", () => {
  it("a deposit failure for one player is not taken by another player's deposit", () => {
    const controls = new Controls();
    controls.failNextDeposit({ site: "s1", email: "Ana@s1.test" }, "100218");
    expect(controls.takeDepositFailure({ site: "s1", email: "bea@s1.test", idempotencyKey: "key-bea-1" })).toBeNull();
    expect(controls.takeDepositFailure({ site: "s2", email: "ana@s1.test", idempotencyKey: "key-ana-1" })).toBeNull();
    expect(controls.takeDepositFailure({ site: "s1", email: "ana@s1.test", idempotencyKey: "key-ana-1" })).toBe(
      "100218",
    );
    // once taken, it is gone
    expect(controls.takeDepositFailure({ site: "s1", email: "ana@s1.test", idempotencyKey: "key-ana-2" })).toBeNull();
  });

  it("a deposit failure for one idempotency key waits for that key", () => {
    const controls = new Controls();
    controls.failNextDeposit({ idempotencyKey: "key-wanted" }, "100217");
    expect(controls.takeDepositFailure({ site: "s1", email: "ana@s1.test", idempotencyKey: "key-other" })).toBeNull();
    expect(controls.takeDepositFailure({ site: "s1", email: "bea@s1.test", idempotencyKey: "key-wanted" })).toBe(
      "100217",
    );
  });

  it("refuses a deposit failure for the whole site", () => {
    expect(() => new Controls().failNextDeposit({ site: "s1" }, "100218")).toThrow(/email or an idempotencyKey/);
  });

  it("an injected failure for one player is not taken by another caller or a guest", () => {
    const controls = new Controls();
    controls.inject("s1", { path: "cashier/getCashierDetails", errorCode: 100514, remaining: 1, email: "ana@s1.test" });
    expect(controls.wantsCaller("s1", "cashier/getCashierDetails")).toBe(true);
    expect(controls.wantsCaller("s1", "banner/getBanners")).toBe(false);
    expect(controls.takeInjected("s1", "cashier/getCashierDetails", "bea@s1.test")).toBeUndefined();
    expect(controls.takeInjected("s1", "cashier/getCashierDetails", null)).toBeUndefined();
    expect(controls.takeInjected("s1", "cashier/getCashierDetails", "ANA@s1.test")?.errorCode).toBe(100514);
    expect(controls.takeInjected("s1", "cashier/getCashierDetails", "ana@s1.test")).toBeUndefined();
  });

  it("a reset of the site drops its deposit failures", () => {
    const controls = new Controls();
    controls.failNextDeposit({ site: "s1", email: "ana@s1.test" }, "100218");
    controls.reset("s1");
    expect(controls.takeDepositFailure({ site: "s1", email: "ana@s1.test", idempotencyKey: "key-ana-1" })).toBeNull();
  });
});
