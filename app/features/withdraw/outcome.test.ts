import { describe, expect, it } from "vitest";
import { withdrawDecision } from "./outcome";

describe("withdrawDecision", () => {
  it("100793 with a future time gives withdraw-limit-count-reached with hours and minutes", () => {
    const now = Date.UTC(2026, 0, 1, 10, 0, 0);
    const next = now / 1000 + 2 * 3600 + 5 * 60;
    expect(withdrawDecision({ kind: "code", code: 100793, description: `100793:${next}`, serverNowMs: now })).toEqual({
      step: "result",
      status: "withdraw-limit-count-reached",
      key: "withdrawCodes.100793",
      values: { hours: "2", minutes: "5" },
    });
  });
  it("100793 without a readable time gives the common message", () => {
    expect(withdrawDecision({ kind: "code", code: "100793", description: "x" })).toMatchObject({
      status: "withdraw-limit-count-reached",
      key: "withdrawCodes.100793common",
      values: {},
    });
  });
  it("withdrawal RG limits are limit-reached, refusals for good are denied", () => {
    expect(withdrawDecision({ kind: "code", code: 100523 })).toMatchObject({ status: "limit-reached" });
    expect(withdrawDecision({ kind: "code", code: 100248 })).toMatchObject({ status: "denied" });
    expect(withdrawDecision({ kind: "code", code: "-" })).toMatchObject({
      status: "denied",
      key: "withdrawCodes.noReason",
    });
  });
  it("risk failure logs out; others and an empty answer go back to step 1", () => {
    expect(withdrawDecision({ kind: "code", code: 100912 })).toEqual({ step: "logout" });
    expect(withdrawDecision({ kind: "code", code: 100218 })).toEqual({ step: "form", key: "codes.100218" });
    expect(withdrawDecision({ kind: "code", code: 100172 })).toEqual({ step: "form", key: "withdrawCodes.100172" });
    expect(withdrawDecision({ kind: "empty" })).toEqual({ step: "form", key: "codes.generic" });
  });
});
