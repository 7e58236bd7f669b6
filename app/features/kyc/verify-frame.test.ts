import { describe, expect, it } from "vitest";
import { isSafeRelativePath } from "~/routing/safe-path";
import { verificationFrameUrl } from "./verify-frame";

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
