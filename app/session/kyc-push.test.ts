import { describe, expect, it } from "vitest";
import { KYC_EVENTS, kycPushRevalidates } from "./PlayerContext";
import { RELAYED_EVENTS } from "~/features/auth/events.server";

describe("KYC pushes (ADR 065)", () => {
  it("the relay passes every KYC event to the browser", () => {
    for (const name of KYC_EVENTS) expect(RELAYED_EVENTS).toContain(name);
  });

  it("the level and a document decision reload the page's data; a notification does not (its navigation does)", () => {
    expect(kycPushRevalidates({ event: "UserKycLevelUpdateEvent", data: '{"kycLevel":"KYC_2"}' })).toBe(true);
    expect(kycPushRevalidates({ event: "PushDocumentVerificationStatus", data: "{}" })).toBe(true);
    expect(kycPushRevalidates({ event: "PushKycNotification", data: '{"status":"APPROVED"}' })).toBe(false);
  });
});
