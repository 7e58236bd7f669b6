import { describe, expect, it } from "vitest";
import { isSafeRelativePath } from "~/routing/safe-path";
import { brandVerificationUrl, verificationFrameUrl } from "./verify-frame";

const SANDBOX = "http://127.0.0.1:3101";
const frame = (raw: string | null | undefined, origins: string[] = []) =>
  verificationFrameUrl(raw, origins, isSafeRelativePath, SANDBOX);

describe("verificationFrameUrl: spec §5, the KYC iframe only with a usable url", () => {
  it("refuses a missing url and 'None' (no online verification)", () => {
    expect(frame(null)).toBeNull();
    expect(frame("")).toBeNull();
    expect(frame("None")).toBeNull();
  });

  it("frames the sandbox stand-in, same-origin paths and the brand's provider origins", () => {
    expect(frame("/sandbox/kyc/session/abc?language=pb")).toBe("/sandbox/kyc/session/abc?language=pb");
    expect(frame(`${SANDBOX}/sandbox/kyc/session/abc?language=en`)).toBe(
      `${SANDBOX}/sandbox/kyc/session/abc?language=en`,
    );
    expect(frame("https://kyc.provider.example/s/1", ["https://kyc.provider.example"])).toBe(
      "https://kyc.provider.example/s/1",
    );
  });

  it("never frames another origin, plain http, credentials or an unsafe path", () => {
    expect(frame("https://evil.example/s/1", ["https://kyc.provider.example"])).toBeNull();
    expect(frame("http://kyc.provider.example/s/1", ["https://kyc.provider.example"])).toBeNull();
    expect(frame("https://u:p@kyc.provider.example/s/1", ["https://kyc.provider.example"])).toBeNull();
    expect(frame("//evil.example/x")).toBeNull();
    expect(frame("javascript:alert(1)")).toBeNull();
    expect(verificationFrameUrl(`${SANDBOX}/x`, [], isSafeRelativePath, undefined)).toBeNull();
  });
});

describe("brandVerificationUrl: the 'None' path", () => {
  const brand = (thirdPartyKyc: boolean, providerOrigins?: string[]) => ({
    features: { thirdPartyKyc },
    integrations: { kyc: { providerOrigins } },
  });
  const path = "/sandbox/kyc/session/abc?language=en";

  it("a brand without third-party KYC is unavailable, whatever the platform answers", () => {
    expect(brandVerificationUrl(brand(false), path, isSafeRelativePath, SANDBOX)).toBeNull();
    expect(brandVerificationUrl(brand(false), "None", isSafeRelativePath, SANDBOX)).toBeNull();
  });

  it("a brand with it frames the answer, and 'None' is unavailable", () => {
    expect(brandVerificationUrl(brand(true), path, isSafeRelativePath, SANDBOX)).toBe(path);
    expect(brandVerificationUrl(brand(true), "None", isSafeRelativePath, SANDBOX)).toBeNull();
    expect(
      brandVerificationUrl(
        brand(true, ["https://kyc.provider.example"]),
        "https://kyc.provider.example/s",
        isSafeRelativePath,
      ),
    ).toBe("https://kyc.provider.example/s");
    expect(brandVerificationUrl(brand(true), "https://kyc.provider.example/s", isSafeRelativePath)).toBeNull();
  });
});
