import { describe, expect, it } from "vitest";
import {
  documentNotice,
  firstTimeThisSession,
  hrefAfterNotice,
  kycNotice,
  kycNotificationFlag,
  parseDocumentDecision,
  parseKycPush,
  tellKycNotice,
  type NoticeStore,
} from "./notifications";

function memoryStore(): NoticeStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("kycNotice: spec §4 KYC notifications, every row", () => {
  it.each([
    ["APPROVED", "SUCCESS", "kycNotice.approved", "success", "approved"],
    ["PENDING", "WAITING_MANUAL_ANALYSIS", "kycNotice.pendingReview", "info", "review"],
    ["PENDING", "NOT_FRAUD", "kycNotice.pendingNotFraud", "error", "close"],
    ["INITIATED", "DOCUMENT_ERROR", "kycNotice.documentError", "error", "close"],
    ["REJECTED", null, "kycNotice.rejected", "warning", "close"],
    ["REJECTED", "ANYTHING", "kycNotice.rejected", "warning", "close"],
    ["START_ONBOARDING", null, null, "info", "stay"],
    ["END_ONBOARDING", null, null, "info", "stay"],
    // Outside the table: 'something went wrong' and the modal closes.
    ["EXPIRED", "SESSION_EXPIRED", "kycNotice.failed", "error", "close"],
    ["APPROVED", "PARTIAL", "kycNotice.failed", "error", "close"],
    ["PENDING", null, "kycNotice.failed", "error", "close"],
    [null, null, "kycNotice.failed", "error", "close"],
  ])("%s + %s → %s (%s, %s)", (status, subStatus, messageKey, toastType, action) => {
    expect(kycNotice(status, subStatus)).toEqual({ messageKey, toastType, action });
  });
});

describe("parseKycPush", () => {
  it("reads status and subStatus, null for missing or malformed", () => {
    expect(parseKycPush('{"status":"APPROVED","subStatus":"SUCCESS"}')).toEqual({
      status: "APPROVED",
      subStatus: "SUCCESS",
    });
    expect(parseKycPush('{"status":"START_ONBOARDING","subStatus":null}')).toEqual({
      status: "START_ONBOARDING",
      subStatus: null,
    });
    expect(parseKycPush("not json")).toBeNull();
    expect(parseKycPush("null")).toBeNull();
  });
});

describe("firstTimeThisSession: each status once per session", () => {
  it("tells a status once, and another status still once", () => {
    const store = memoryStore();
    expect(firstTimeThisSession(store, "PENDING", "WAITING_MANUAL_ANALYSIS")).toBe(true);
    expect(firstTimeThisSession(store, "PENDING", "WAITING_MANUAL_ANALYSIS")).toBe(false);
    expect(firstTimeThisSession(store, "PENDING", "NOT_FRAUD")).toBe(true);
    expect(firstTimeThisSession(store, "PENDING", "NOT_FRAUD")).toBe(false);
    expect(firstTimeThisSession(store, "APPROVED", "SUCCESS")).toBe(true);
  });

  it("survives a corrupt record and tells everything without storage", () => {
    const store = memoryStore();
    store.setItem("croupier-kyc-notices", "{broken");
    expect(firstTimeThisSession(store, "REJECTED", null)).toBe(true);
    expect(firstTimeThisSession(store, "REJECTED", null)).toBe(false);
    expect(firstTimeThisSession(null, "REJECTED", null)).toBe(true);
    expect(firstTimeThisSession(null, "REJECTED", null)).toBe(true);
  });

  it("keeps telling when the storage refuses writes", () => {
    const store: NoticeStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(firstTimeThisSession(store, "APPROVED", "SUCCESS")).toBe(true);
  });
});

describe("hrefAfterNotice: the ID modal after a notice", () => {
  const page = "/pb/myaccount";
  const withModal = (extra = "") => ({ pathname: page, search: `?page=confirmidentity${extra}&modal=kyc-verify` });

  it("closes the modal on a decided verification, keeps it on onboarding steps", () => {
    expect(hrefAfterNotice("close", withModal())).toBe(`${page}?page=confirmidentity`);
    expect(hrefAfterNotice("approved", withModal())).toBe(`${page}?page=confirmidentity`);
    expect(hrefAfterNotice("stay", withModal())).toBeNull();
  });

  it("goes on to the withdrawal that sent the player when approved or sent for review", () => {
    const withdraw = "/pb/myaccount?modal=withdraw";
    const search = withModal(`&redirectUrl=${encodeURIComponent(withdraw)}`);
    expect(hrefAfterNotice("approved", search)).toBe(withdraw);
    expect(hrefAfterNotice("review", search)).toBe(withdraw);
    expect(hrefAfterNotice("close", search)).toBe(
      `${page}?page=confirmidentity&redirectUrl=${encodeURIComponent(withdraw)}`,
    );
    // A launch is offered on the identity page, not jumped to; a foreign target never.
    const launch = withModal(`&redirectUrl=${encodeURIComponent("/pb/gameplay/x/real-game")}`);
    expect(hrefAfterNotice("approved", launch)).toBe(
      `${page}?page=confirmidentity&redirectUrl=%2Fpb%2Fgameplay%2Fx%2Freal-game`,
    );
    const evil = withModal(`&redirectUrl=${encodeURIComponent("//evil.example/?withdraw=true")}`);
    expect(hrefAfterNotice("approved", evil)).toBe(
      `${page}?page=confirmidentity&redirectUrl=%2F%2Fevil.example%2F%3Fwithdraw%3Dtrue`,
    );
  });

  it("does nothing when the ID modal is not open", () => {
    expect(hrefAfterNotice("approved", { pathname: page, search: "?page=confirmidentity" })).toBeNull();
    expect(hrefAfterNotice("close", { pathname: "/pb", search: "" })).toBeNull();
  });
});

describe("document decisions", () => {
  it("an approval is a success, a rejection a warning with the operator's comment", () => {
    const approved = parseDocumentDecision(
      '{"documentId":7,"category":"identity","docType":"PASSPORT","docVerificationStatus":"verified","comments":""}',
    );
    expect(approved).toEqual({ documentId: "7", category: "identity", verified: true, comments: null });
    expect(documentNotice(approved!)).toEqual({
      type: "success",
      titleKey: "kycNotice.documentVerified",
      categoryKey: "kycNotice.categories.identity",
      message: null,
    });
    const rejected = parseDocumentDecision(
      '{"documentId":"8","category":"weird","docVerificationStatus":"failed","comments":" Blurry photo "}',
    );
    expect(documentNotice(rejected!)).toEqual({
      type: "warning",
      titleKey: "kycNotice.documentFailed",
      categoryKey: "kycNotice.categories.other",
      message: "Blurry photo",
    });
  });

  it("ignores malformed decisions", () => {
    expect(parseDocumentDecision('{"documentId":1,"docVerificationStatus":"initiated"}')).toBeNull();
    expect(parseDocumentDecision('{"docVerificationStatus":"verified"}')).toBeNull();
    expect(parseDocumentDecision("nope")).toBeNull();
  });
});

describe("the Swedish c3 notification flag (spec §4, ADR 067)", () => {
  it("flags a player of the svenska jurisdiction in category c3, any case or spacing", () => {
    expect(kycNotificationFlag({ jurisdiction: "svenska", userCategory: "c3" })).toBe(true);
    expect(kycNotificationFlag({ jurisdiction: " Svenska ", userCategory: "C3" })).toBe(true);
  });
  it("flags nobody else", () => {
    expect(kycNotificationFlag({ jurisdiction: "svenska", userCategory: "c1" })).toBe(false);
    expect(kycNotificationFlag({ jurisdiction: "mga", userCategory: "c3" })).toBe(false);
    expect(kycNotificationFlag({ jurisdiction: null, userCategory: null })).toBe(false);
    expect(kycNotificationFlag(null)).toBe(false);
  });
  it("tells a flagged player a status every time, others once per session", () => {
    const memory = new Map<string, string>();
    const store = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => memory.set(k, v),
    };
    expect(tellKycNotice(store, false, "REJECTED", null)).toBe(true);
    expect(tellKycNotice(store, false, "REJECTED", null)).toBe(false);
    expect(tellKycNotice(store, true, "REJECTED", null)).toBe(true);
    expect(tellKycNotice(store, true, "REJECTED", null)).toBe(true);
  });
});
