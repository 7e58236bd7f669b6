import { describe, expect, it, vi } from "vitest";
import type { RequestScope } from "~/routing/scope.server";
import { payoutProviderUrl, payoutReturnBase } from "./provider.server";

// Only the platform's own provider pages: the withdraw answer names the URL, we decide if we go.
const scope = (platform: { sandbox: boolean; baseUrl: string }) =>
  ({
    context: { platform },
    url: new URL("https://casino.example/en/games?withdraw=true"),
    lang: "en",
  }) as unknown as RequestScope;
const sandbox = scope({ sandbox: true, baseUrl: "http://127.0.0.1:3000" });
const operator = scope({ sandbox: false, baseUrl: "https://platform.example" });
const answer = (redirectUrl: string | null, params: Record<string, string | number> = { txnId: "T1" }) => ({
  txnId: "T1",
  gatewayRequest: redirectUrl === null ? null : { redirectUrl, method: "GET", params },
});

describe("payoutProviderUrl", () => {
  it("keeps the embedded sandbox's page a path on our origin, with its parameters", () => {
    expect(payoutProviderUrl(sandbox, answer("/sandbox/payout/T1"))).toBe("/sandbox/payout/T1?txnId=T1");
  });

  it("resolves an operator platform's page against its origin and takes an absolute one there", () => {
    expect(payoutProviderUrl(operator, answer("/payout/T1", {}))).toBe("https://platform.example/payout/T1");
    expect(payoutProviderUrl(operator, answer("https://platform.example/p/T1", { n: 2 }))).toBe(
      "https://platform.example/p/T1?n=2",
    );
  });

  it("refuses any other origin, a protocol-relative path, or none at all", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(payoutProviderUrl(operator, answer("https://evil.example/p/T1"))).toBeNull();
    expect(payoutProviderUrl(sandbox, answer("https://evil.example/p/T1"))).toBeNull();
    expect(payoutProviderUrl(sandbox, answer("//evil.example/p"))).toBeNull();
    expect(payoutProviderUrl(sandbox, answer("javascript:alert(1)"))).toBeNull();
    expect(payoutProviderUrl(sandbox, answer(null))).toBeNull();
    expect(payoutProviderUrl(sandbox, { txnId: "T1" })).toBeNull();
  });

  it("returns to the page language's root, where /success and /failure are", () => {
    expect(payoutReturnBase(sandbox)).toBe("https://casino.example/en");
  });
});
