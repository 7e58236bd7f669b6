/**
 * What a finished stand-in provider session does (docs/contract/kyc.md, spec §4): the notification
 * it sends after END_ONBOARDING and the document statuses it leaves. Outcome names are the spec §8
 * KYC message keys; `unexpected` sends a status outside the spec's list (the front end's "other").
 */
import { derived, type KycState } from "./state";

export const OUTCOMES = [
  "approvedSuccess",
  "pendingWaitingManualAnalysis",
  "pendingNotFraud",
  "documentError",
  "rejected",
  "unexpected",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Given no kyc/outcome control, a session is approved: a person trying it by hand gets through. */
export const DEFAULT_OUTCOME: Outcome = "approvedSuccess";

/** The provider's document proves identity, age and address at once; source of income is not its part. */
const proofs = (state: KycState, status: KycState["identityStatus"]): KycState =>
  derived({ ...state, identityStatus: status, ageStatus: status, addressStatus: status });

export const OUTCOME_EFFECTS: Record<
  Outcome,
  { status: string; subStatus: string | null; apply: (state: KycState) => KycState }
> = {
  approvedSuccess: { status: "APPROVED", subStatus: "SUCCESS", apply: (s) => proofs(s, "verified") },
  pendingWaitingManualAnalysis: {
    status: "PENDING",
    subStatus: "WAITING_MANUAL_ANALYSIS",
    apply: (s) => proofs(s, "initiated"),
  },
  pendingNotFraud: { status: "PENDING", subStatus: "NOT_FRAUD", apply: (s) => proofs(s, "initiated") },
  // the photo could not be read: the player starts again
  documentError: { status: "INITIATED", subStatus: "DOCUMENT_ERROR", apply: (s) => proofs(s, "new") },
  rejected: { status: "REJECTED", subStatus: null, apply: (s) => proofs(s, "failed") },
  unexpected: { status: "EXPIRED", subStatus: "SESSION_EXPIRED", apply: (s) => s },
};
