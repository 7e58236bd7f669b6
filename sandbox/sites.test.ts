import { describe, expect, it } from "vitest";
import { siteResolver } from "./sites";
import type { SandboxSite } from "./types";

const site = (id: string, siteCode: string) => ({ id, siteCode }) as SandboxSite;
const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] }) as never;

describe("siteResolver (ADR 011: brands may share a site code)", () => {
  const resolve = siteResolver([site("acme", "SOL"), site("nordluck", "NLK"), site("solbet", "SOL")]);

  it("picks the brand named by X-Brand-Id among those with the site code", () => {
    expect(resolve(request({ "x-site-code": "SOL", "x-brand-id": "solbet" }))?.id).toBe("solbet");
    expect(resolve(request({ "x-site-code": "SOL", "x-brand-id": "acme" }))?.id).toBe("acme");
  });

  it("falls back to the first brand with the code when the id is missing or belongs to another site", () => {
    expect(resolve(request({ "x-site-code": "SOL" }))?.id).toBe("acme");
    expect(resolve(request({ "x-site-code": "SOL", "x-brand-id": "nordluck" }))?.id).toBe("acme");
    expect(resolve(request({ "x-site-code": "NLK", "x-brand-id": "nosuch" }))?.id).toBe("nordluck");
  });

  it("knows no site without a known code", () => {
    expect(resolve(request({ "x-brand-id": "solbet" }))).toBeUndefined();
    expect(resolve(request({ "x-site-code": "XYZ", "x-brand-id": "solbet" }))).toBeUndefined();
  });
});
