import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import type { PlayerScope } from "~/routing/scope.server";
import { runGates } from "./gates.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: "token",
};

/** The platform answers by call path; a missing path answers HTTP 500 (no usable answer). */
function platform(answers: Record<string, unknown>) {
  const asked: string[] = [];
  setPlatformFetch(
    vi.fn(async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname.replace("/ajax/", "");
      asked.push(path);
      return path in answers ? new Response(JSON.stringify(answers[path])) : new Response("", { status: 500 });
    }) as unknown as typeof fetch,
  );
  return asked;
}

afterEach(() => setPlatformFetch(null));

const scope = (features = { otpVerification: true, thirdPartyKyc: true }, phoneVerified = true) =>
  ({
    brand: { features, integrations: { kyc: { thirdPartyApi: "sandbox-kyc" } } },
    context: { platform: { providerOrigin: "http://platform.test" } },
    lang: "pb",
    url: new URL("http://x/pb?withdraw=true"),
    caller,
    player: { phoneVerified },
  }) as unknown as PlayerScope;

const rules = (r: Record<string, unknown>) => ({
  "profile/getJurisdictionRulesForUser": { status: "SUCCESS", jurisdiction: "brazil", rules: r },
});
const channels = (email: boolean) => ({
  channelVerificationStatus: { channels: [{ channel: "EMAIL", verified: email }] },
});
const kyc = (kycLevel: string, verificationStatus: string, status = "verified") => ({
  "profile/getUserKYCDetails": {
    kycLevel,
    documents: { ageStatus: status, identityStatus: status, addressStatus: status, sourceOfIncomeStatus: status },
    kycDetails: { identity: { verificationStatus } },
  },
});
const failed = new Error("failed");
const fail = async (): Promise<never> => {
  throw failed;
};

describe("runGates (spec §4 withdraw flow)", () => {
  it("no jurisdiction rules is 'something went wrong'", async () => {
    platform({});
    await expect(runGates(scope(), fail)).rejects.toBe(failed);
  });
  it("an unverified channel comes first, before any KYC call", async () => {
    const asked = platform({ ...rules({ thirdPartyKyc: true, withdrawChannels: ["EMAIL"] }), ...channels(false) });
    expect(await runGates(scope(), fail)).toEqual({ pass: false, view: "channel", channel: "EMAIL" });
    expect(asked).not.toContain("profile/getUserKYCDetails");
  });
  it("the OTP the rules ask goes to the OTP page while the phone is unverified, which returns here", async () => {
    platform({ ...rules({ thirdPartyKyc: true, withdrawChannels: [], withdrawOtp: true }) });
    const thrown = await runGates(scope(undefined, false), fail).catch((e: unknown) => e);
    const location = new URL((thrown as Response).headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/pb/otp");
    expect(location.searchParams.get("redirectUrl")).toBe("/pb?modal=withdraw&withdraw=true");
  });
  it("KYC_2 with vrfn_verified passes; without the brand's toggle KYC is not asked", async () => {
    platform({
      ...rules({ thirdPartyKyc: true, withdrawChannels: ["EMAIL"] }),
      ...channels(true),
      ...kyc("KYC_2", "vrfn_verified"),
    });
    expect(await runGates(scope(), fail)).toEqual({ pass: true });
    const asked = platform({ ...rules({ thirdPartyKyc: true }) });
    expect(await runGates(scope({ otpVerification: false, thirdPartyKyc: false }), fail)).toEqual({ pass: true });
    expect(asked).toEqual(["profile/getJurisdictionRulesForUser"]);
  });
  it("KYC_0 with vrfn_init warns only when a verification is under way", async () => {
    platform({ ...rules({ thirdPartyKyc: true }), ...kyc("KYC_0", "vrfn_init", "initiated") });
    expect(await runGates(scope(), fail)).toEqual({ pass: false, view: "kycPending" });
  });
  it("KYC_0 with vrfn_init warns when the provider's check is in review, the source of income not sent (issue 35 §2)", async () => {
    const sent = kyc("KYC_0", "vrfn_init", "initiated");
    sent["profile/getUserKYCDetails"].documents.sourceOfIncomeStatus = "new";
    platform({ ...rules({ thirdPartyKyc: true }), ...sent });
    expect(await runGates(scope(), fail)).toEqual({ pass: false, view: "kycPending" });
  });
  it("KYC_0 with vrfn_init and nothing started asks the provider for the ID modal", async () => {
    const asked = platform({
      ...rules({ thirdPartyKyc: true }),
      ...kyc("KYC_0", "vrfn_init", "new"),
      "profile/initiateThirdPartyKYC": { status: "SUCCESS", url: "None" },
    });
    // 'None': the provider is unavailable, which is 'something went wrong' here.
    await expect(runGates(scope(), fail)).rejects.toBe(failed);
    expect(asked).toContain("profile/initiateThirdPartyKYC");
  });
  it("no KYC answer is 'something went wrong'", async () => {
    platform({ ...rules({ thirdPartyKyc: true }) });
    await expect(runGates(scope(), fail)).rejects.toBe(failed);
  });
});
