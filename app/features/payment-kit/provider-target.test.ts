import { describe, expect, it } from "vitest";
import { providerTarget, stringParams, withParams } from "./provider-target";

describe("providerTarget", () => {
  it("keeps the embedded sandbox's paths on our own origin", () => {
    expect(providerTarget("/sandbox/pay/T1", null)).toBe("/sandbox/pay/T1");
  });
  it("resolves a real platform's path against PLATFORM_URL", () => {
    expect(providerTarget("/pay/T1", "https://platform.example/api")).toBe("https://platform.example/pay/T1");
  });
  it("takes an absolute URL only on the platform's origin, without credentials", () => {
    expect(providerTarget("https://platform.example/pay/T1", "https://platform.example")).toBe(
      "https://platform.example/pay/T1",
    );
    expect(providerTarget("https://evil.example/pay", "https://platform.example")).toBeNull();
    expect(providerTarget("https://u:p@platform.example/pay", "https://platform.example")).toBeNull();
    expect(providerTarget("https://platform.example/pay", null)).toBeNull();
    expect(providerTarget("javascript:alert(1)", "https://platform.example")).toBeNull();
    expect(providerTarget("//evil.example/pay", null)).toBeNull();
    expect(providerTarget("", null)).toBeNull();
  });
});

describe("withParams", () => {
  it("adds the gateway's parameters as a query to a path or a URL", () => {
    expect(withParams("/sandbox/pay/T1", { txnId: "T1" })).toBe("/sandbox/pay/T1?txnId=T1");
    expect(withParams("https://p.example/pay?a=1", { txnId: "T 1" })).toBe("https://p.example/pay?a=1&txnId=T+1");
    expect(withParams("/x", {})).toBe("/x");
    expect(stringParams({ txnId: 5 })).toEqual({ txnId: "5" });
  });
});
