import { safeRedirectTarget } from "~/routing/safe-path";
import { continueKindOf } from "./continue";
import { KYC_VERIFY_MODAL } from "./verify-frame";
import { closedModalHref } from "~/routing/modal-links";

/** What the site does on a KYC push (spec §4 KYC notifications, ADR 065). */
export type KycNoticeAction =
  /** APPROVED+SUCCESS: close the ID modal; go on to a withdrawal if one sent the player. */
  | "approved"
  /** Sent and under review: close the ID modal; back to a withdrawal if one sent the player (its gate says "in progress"). */
  | "review"
  /** START_ONBOARDING, END_ONBOARDING: nothing, the modal stays. */
  | "stay"
  /** A decided verification: its message, and the finished provider page closes. */
  | "close";

export interface KycNotice {
  /** The common namespace's key of the message; null: no message. */
  messageKey: string | null;
  toastType: "success" | "error" | "warning" | "info";
  action: KycNoticeAction;
}

const notice = (messageKey: string | null, toastType: KycNotice["toastType"], action: KycNoticeAction): KycNotice => ({
  messageKey,
  toastType,
  action,
});

/** Spec §4's table; a status outside it is 'something went wrong' and closes the modal. */
export function kycNotice(status: string | null | undefined, subStatus: string | null | undefined): KycNotice {
  const key = `${status ?? ""}+${subStatus ?? ""}`;
  switch (key) {
    case "APPROVED+SUCCESS":
      return notice("kycNotice.approved", "success", "approved");
    case "PENDING+WAITING_MANUAL_ANALYSIS":
      return notice("kycNotice.pendingReview", "info", "review");
    case "PENDING+NOT_FRAUD":
      return notice("kycNotice.pendingNotFraud", "error", "close");
    case "INITIATED+DOCUMENT_ERROR":
      return notice("kycNotice.documentError", "error", "close");
  }
  if (status === "REJECTED") return notice("kycNotice.rejected", "warning", "close");
  if (status === "START_ONBOARDING" || status === "END_ONBOARDING") return notice(null, "info", "stay");
  return notice("kycNotice.failed", "error", "close");
}

/** A parsed PushKycNotification, or null when malformed. */
export function parseKycPush(data: string): { status: string | null; subStatus: string | null } | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (!value || typeof value !== "object") return null;
    const text = (v: unknown) => (typeof v === "string" && v ? v : null);
    return { status: text(value.status), subStatus: text(value.subStatus) };
  } catch {
    return null;
  }
}

const SHOWN_KEY = "croupier-kyc-notices";

/** The storage the once-per-session rule keeps its list in (sessionStorage in the browser). */
export type NoticeStore = Pick<Storage, "getItem" | "setItem">;

/**
 * Spec §4: each status is told once per session. True the first time `status+subStatus` is seen
 * (and records it); false after. Without storage (disabled), every push is told.
 */
export function firstTimeThisSession(
  store: NoticeStore | null,
  status: string | null,
  subStatus: string | null,
): boolean {
  if (!store) return true;
  const id = `${status ?? ""}+${subStatus ?? ""}`;
  let shown: string[] = [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(SHOWN_KEY) ?? "[]");
    if (Array.isArray(parsed)) shown = parsed.filter((item): item is string => typeof item === "string");
  } catch {
    shown = [];
  }
  if (shown.includes(id)) return false;
  try {
    store.setItem(SHOWN_KEY, JSON.stringify([...shown, id]));
  } catch {
    // storage full or disabled: tell it anyway
  }
  return true;
}

/** The platform's jurisdiction value for Sweden (spec §3's example) and the player category it flags. */
export const SWEDISH_JURISDICTION = "svenska";
export const FLAGGED_CATEGORY = "c3";

/**
 * Spec §4's notification flag (ADR 067): a player of the Swedish jurisdiction in category c3.
 * Such a player is told every KYC status as it comes, not once per session: a status that
 * repeats (a second document error after a new upload) is news the regulator expects them to get.
 */
export function kycNotificationFlag(
  player: { jurisdiction?: string | null; userCategory?: string | null } | null | undefined,
): boolean {
  return (
    player?.jurisdiction?.trim().toLowerCase() === SWEDISH_JURISDICTION &&
    player.userCategory?.trim().toLowerCase() === FLAGGED_CATEGORY
  );
}

/** Whether a status with a message is told now: always for a flagged player, else once per session. */
export function tellKycNotice(
  store: NoticeStore | null,
  flagged: boolean,
  status: string | null,
  subStatus: string | null,
): boolean {
  return flagged || firstTimeThisSession(store, status, subStatus);
}

/**
 * Where the page goes after a notice, or null to stay: only while the ID modal is open, a decided
 * verification closes it (the same URL without `modal`); APPROVED+SUCCESS and a check sent for
 * review go on to the withdrawal instead when the remembered `redirectUrl` is one (spec §4,
 * issue 35 §2: the withdrawal is resumed, and says where the check stands).
 */
export function hrefAfterNotice(
  action: KycNoticeAction,
  location: { pathname: string; search: string },
): string | null {
  const params = new URLSearchParams(location.search);
  if (action === "stay" || params.get("modal") !== KYC_VERIFY_MODAL) return null;
  if (action === "approved" || action === "review") {
    const target = safeRedirectTarget(params.get("redirectUrl"), null);
    if (target && continueKindOf(target) === "withdraw") return target;
  }
  return closedModalHref(location, ["modal"]);
}

/** A parsed PushDocumentVerificationStatus, or null when malformed. */
export interface DocumentDecision {
  documentId: string;
  category: string;
  verified: boolean;
  comments: string | null;
}

export function parseDocumentDecision(data: string): DocumentDecision | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    const status = value?.docVerificationStatus;
    if (status !== "verified" && status !== "failed") return null;
    const id = value.documentId;
    if ((typeof id !== "string" && typeof id !== "number") || id === "") return null;
    const comments = typeof value.comments === "string" && value.comments.trim() ? value.comments.trim() : null;
    const category = typeof value.category === "string" ? value.category : "";
    return { documentId: String(id), category, verified: status === "verified", comments };
  } catch {
    return null;
  }
}

const CATEGORIES = new Set(["identity", "address", "sourceOfIncome"]);

/** The toast of an operator's decision on a document: its comment is the message. */
export function documentNotice(decision: DocumentDecision) {
  return {
    type: decision.verified ? ("success" as const) : ("warning" as const),
    titleKey: decision.verified ? "kycNotice.documentVerified" : "kycNotice.documentFailed",
    categoryKey: `kycNotice.categories.${CATEGORIES.has(decision.category) ? decision.category : "other"}`,
    message: decision.comments,
  };
}
