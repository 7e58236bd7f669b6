import { describe, expect, it } from "vitest";
import { kycReturnTarget, returnToast } from "./kyc-return.server";

describe("the ID modal's Done (issue 35 §2)", () => {
  const withdraw = "/pb?withdraw=true";
  const from = (redirectUrl: string) => `/pb?${new URLSearchParams({ redirectUrl, modal: "kyc-verify" })}`;

  it("goes back to the withdrawal that sent the player", () => {
    expect(kycReturnTarget(from(withdraw), "pb")).toBe(withdraw);
  });

  it("else closes the modal where it was; a foreign or missing page goes home", () => {
    expect(kycReturnTarget("/pb/myaccount?page=confirmidentity&modal=kyc-verify", "pb")).toBe(
      "/pb/myaccount?page=confirmidentity",
    );
    expect(kycReturnTarget(from("//evil.example/?withdraw=true"), "pb")).not.toContain("evil.example/?");
    expect(kycReturnTarget("https://evil.example/pb", "pb")).toBe("/pb");
    expect(kycReturnTarget(null, "pb")).toBe("/pb");
  });

  it("says where the identity check stands", () => {
    expect(returnToast({ identityStatus: "verified", ageStatus: "verified" })).toEqual({
      type: "success",
      key: "common:kycNotice.approved",
    });
    expect(returnToast({ identityStatus: "initiated", ageStatus: "initiated" })).toEqual({
      type: "info",
      key: "common:kycNotice.pendingReview",
    });
    expect(returnToast({ identityStatus: "new" })).toBeNull();
  });
});
