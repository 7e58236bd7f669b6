import { afterEach, describe, expect, it, vi } from "vitest";
import type { CashierMethod } from "~/platform/cashier.server";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { payoutContext } from "./payout-context.server";

let seq = 0;
const caller = (): PlatformCaller => ({
  baseUrl: `http://platform-${++seq}.test`,
  brandId: "brand-a",
  siteCode: "A",
  language: "en",
  clientIp: "198.51.100.1",
  sessionToken: "s",
});
const CPF_BRAND = { defaultCountry: "BR", identityDocument: { kind: "cpf" } } as Parameters<typeof payoutContext>[1];
const OTHER_BRAND = { defaultCountry: "DE", identityDocument: { kind: "none" } } as Parameters<typeof payoutContext>[1];
const wire = { methodName: "WIRE_TRANSFER", kind: "bank" } as CashierMethod;
const pix = { methodName: "PIX", kind: "qr" } as CashierMethod;

function platform(answer: unknown) {
  const urls: string[] = [];
  setPlatformFetch(
    vi.fn(async (url: URL | RequestInfo) => {
      urls.push(String(url));
      return new Response(JSON.stringify(answer));
    }) as typeof fetch,
  );
  return urls;
}
afterEach(() => setPlatformFetch(null));

describe("payoutContext", () => {
  it("pays a CPF brand's PIX only to the profile's own CPF, without asking for states", async () => {
    const urls = platform({});
    expect(await payoutContext(caller(), CPF_BRAND, { country: "br", nationalId: "529.982.247-25" }, pix)).toEqual({
      country: "BR",
      ownCpf: "52998224725",
      states: null,
    });
    expect((await payoutContext(caller(), CPF_BRAND, { country: "BR", nationalId: null }, pix)).ownCpf).toBe("");
    expect(urls).toEqual([]);
  });

  it("asks getStateDetails for a bank transfer in the player's country, once per country", async () => {
    const urls = platform({ status: "SUCCESS", states: [{ code: "ON", name: "Ontario" }] });
    const c = caller();
    const ctx = await payoutContext(c, OTHER_BRAND, { country: "CA", nationalId: null }, wire);
    expect(ctx).toEqual({ country: "CA", ownCpf: null, states: [{ code: "ON", name: "Ontario" }] });
    await payoutContext(c, OTHER_BRAND, { country: "CA", nationalId: null }, wire);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain("/ajax/profile/getStateDetails?country=CA");
  });

  it("falls back to the brand's country without a profile", async () => {
    platform({ status: "SUCCESS", states: [] });
    expect(await payoutContext(caller(), OTHER_BRAND, null, wire)).toEqual({ country: "DE", ownCpf: null, states: [] });
  });
});
