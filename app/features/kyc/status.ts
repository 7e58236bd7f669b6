/**
 * The one KYC status model (spec §4, issue 26 §1): the document status mapping, the overall
 * status, the identity-confirmation rule and the per-document view. The launch pre-check, the
 * account status page, the deposit tiers and the withdraw gate all read KYC through it.
 */

export type KycDocStatus = "new" | "initiated" | "verified" | "notVerified";
export type OverallKyc =
  | "new"
  | "initiated"
  | "verified"
  | "addressStatusPending"
  | "identityStatusPending"
  | "sourceOfIncomeStatusPending"
  | "notVerified";

export interface KycDocuments {
  ageStatus?: string | null;
  identityStatus?: string | null;
  addressStatus?: string | null;
  sourceOfIncomeStatus?: string | null;
}

/** Spec §4 document status mapping: verified, initiated, failed → notVerified, else (new, expired…) → new. */
export function mapDocStatus(raw: string | null | undefined): KycDocStatus {
  const value = raw?.toLowerCase();
  if (value === "verified") return "verified";
  if (value === "initiated") return "initiated";
  if (value === "failed") return "notVerified";
  return "new";
}

/**
 * Spec §4 overall KYC, chosen in order: new, initiated, verified, addressStatusPending,
 * identityStatusPending, sourceOfIncomeStatusPending, else notVerified. "New": identity, address
 * or age new or not verified. "Initiated": every document started (initiated or verified) with at
 * least one still initiated; a fully verified set is "verified" (identity, age and address).
 *
 * Written out, the spec's rules reach fewer outcomes than it names, and the code says only what
 * can happen (launch-decision.test.ts compares it with a literal transcription, reconciliation
 * included, on every combination of document statuses):
 * - reconciling identity and age first (either weak makes both new; verified + initiated makes
 *   both initiated) changes no outcome: a weak one already makes the set "new", and an initiated
 *   one is already counted by "initiated" and already refused by "verified";
 * - past "new", address and identity are started, so addressStatusPending and
 *   identityStatusPending cannot follow; past "initiated" and "verified", one of identity, age
 *   and address is still initiated and the source of income is not started, which is
 *   sourceOfIncomeStatusPending, so notVerified cannot follow either.
 */
export function overallKyc(documents: KycDocuments | null | undefined): OverallKyc {
  const identity = mapDocStatus(documents?.identityStatus);
  const age = mapDocStatus(documents?.ageStatus);
  const address = mapDocStatus(documents?.addressStatus);
  const income = mapDocStatus(documents?.sourceOfIncomeStatus);
  const started = (s: KycDocStatus) => s === "initiated" || s === "verified";
  if (![identity, address, age].every(started)) return "new";
  if ([identity, age, address, income].includes("initiated") && started(income)) return "initiated";
  if (identity === "verified" && age === "verified" && address === "verified") return "verified";
  return "sourceOfIncomeStatusPending";
}

/**
 * Spec §4: when identity and age differ, a weak one (new or not verified) makes both new, and a
 * verified beside an initiated one makes both initiated. The overall status comes out the same
 * either way (see overallKyc); the per-document view shows the reconciled pair.
 */
export function reconcileIdentityAge(identity: KycDocStatus, age: KycDocStatus): [KycDocStatus, KycDocStatus] {
  if (identity === age) return [identity, age];
  const weak = (s: KycDocStatus) => s === "new" || s === "notVerified";
  return weak(identity) || weak(age) ? ["new", "new"] : ["initiated", "initiated"];
}

/** Spec §4 identity confirmation: verified or initiated shows the status; anything else asks to confirm. */
export function identityStep(overall: OverallKyc): "status" | "confirm" {
  return overall === "verified" || overall === "initiated" ? "status" : "confirm";
}

/** KYC in one word for a player: done, being reviewed, not started, or something to do. */
export type KycHeadline = "verified" | "pending" | "notStarted" | "actionNeeded";

/**
 * The headline of a set of documents (issue 35 §2). Spec §4's "new" means only that identity,
 * age or address is still to send or refused: it is "not started" while nothing has been sent,
 * and "something to do" once a document is in review or approved, so the headline never
 * contradicts the document rows beside it (an approved identity with no address yet).
 */
export function kycHeadline(documents: KycDocuments | null | undefined): KycHeadline {
  const overall = overallKyc(documents);
  if (overall === "verified") return "verified";
  if (overall === "initiated") return "pending";
  if (overall === "new" && kycDocumentViews(documents).every((doc) => doc.state === "new")) return "notStarted";
  return "actionNeeded";
}

/** Everything a page shows of KYC, from one reading of the documents (spec §4): every page uses this. */
export interface KycStatus {
  overall: OverallKyc;
  headline: KycHeadline;
  step: "status" | "confirm";
  documents: KycDocumentView[];
}

export function kycStatus(documents: KycDocuments | null | undefined): KycStatus {
  const overall = overallKyc(documents);
  return {
    overall,
    headline: kycHeadline(documents),
    step: identityStep(overall),
    documents: kycDocumentViews(documents),
  };
}

export type KycDocumentType = "identity" | "age" | "address" | "sourceOfIncome";

export interface KycDocumentView {
  type: KycDocumentType;
  state: KycDocStatus;
  /** Whether the player has something to send for it (a new or refused document). */
  actionNeeded: boolean;
}

/** The four documents as the account shows them: mapped, identity and age reconciled. */
export function kycDocumentViews(documents: KycDocuments | null | undefined): KycDocumentView[] {
  const [identity, age] = reconcileIdentityAge(
    mapDocStatus(documents?.identityStatus),
    mapDocStatus(documents?.ageStatus),
  );
  const states: [KycDocumentType, KycDocStatus][] = [
    ["identity", identity],
    ["age", age],
    ["address", mapDocStatus(documents?.addressStatus)],
    ["sourceOfIncome", mapDocStatus(documents?.sourceOfIncomeStatus)],
  ];
  return states.map(([type, state]) => ({ type, state, actionNeeded: state === "new" || state === "notVerified" }));
}
