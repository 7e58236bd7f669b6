import { describe, expect, it } from "vitest";
import { lockRecord, storedLockOf } from "./lock.server";
import { isCleared, isUploadPost, lockedSections } from "./uploads.server";

const kyc = (identityStatus: string, addressStatus: string) =>
  ({
    kycLevel: "KYC_0",
    documents: { identityStatus, ageStatus: identityStatus, addressStatus, sourceOfIncomeStatus: "new" },
  }) as never;

describe("the KYC lock's record (ADR 072)", () => {
  it("keeps the upload-only token with a KYC lock only", () => {
    expect(lockRecord({ variant: "kyc", messageKey: "k" }, "tok")).toEqual({
      variant: "kyc",
      messageKey: "k",
      documentsToken: "tok",
    });
    expect(lockRecord({ variant: "closed", messageKey: "k" }, "tok")).toEqual({ variant: "closed", messageKey: "k" });
    expect(lockRecord({ variant: "kyc", messageKey: "k" }, null)).toEqual({ variant: "kyc", messageKey: "k" });
  });

  it("reads back only well-formed records, dropping anything else they carry", () => {
    expect(storedLockOf({ variant: "kyc", messageKey: "k", documentsToken: "t", extra: 1 })).toEqual({
      variant: "kyc",
      messageKey: "k",
      documentsToken: "t",
    });
    expect(storedLockOf({ variant: "closed", messageKey: "k", documentsToken: "t" })).toEqual({
      variant: "closed",
      messageKey: "k",
    });
    expect(storedLockOf({ variant: "other", messageKey: "k" })).toBeNull();
    expect(storedLockOf(undefined)).toBeNull();
  });
});

describe("the locked page's proof sections", () => {
  it("maps each category's state and shows the operator's note on a refused latest upload", () => {
    const sections = lockedSections(kyc("failed", "initiated"), [
      { documentId: "2", category: "identity", docType: "PASSPORT", status: "failed", comments: "blurred" },
      { documentId: "1", category: "address", docType: "UTILITY_BILL", status: "initiated", comments: null },
    ]);
    expect(sections.map((s) => [s.category, s.state, s.refusedComment])).toEqual([
      ["identity", "notVerified", "blurred"],
      ["address", "initiated", null],
    ]);
    expect(sections[0].docTypes).toContain("PASSPORT");
    expect(sections[1].docTypes).toContain("UTILITY_BILL");
    expect(isCleared(sections)).toBe(false);
  });

  it("is cleared only when identity and address are both verified", () => {
    expect(isCleared(lockedSections(kyc("verified", "verified"), []))).toBe(true);
    expect(isCleared(lockedSections(kyc("verified", "new"), []))).toBe(false);
    expect(isCleared(lockedSections(null, null))).toBe(false);
  });

  it("tells an upload (multipart) from back to website", () => {
    const post = (type: string) =>
      new Request("http://x.test/en/accountlocked", { method: "POST", headers: { "content-type": type } });
    expect(isUploadPost(post("multipart/form-data; boundary=x"))).toBe(true);
    expect(isUploadPost(post("application/x-www-form-urlencoded"))).toBe(false);
  });
});
