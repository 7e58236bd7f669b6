/**
 * A player's KYC state (docs/contract/kyc.md, ADR 062): raw platform document statuses, the
 * identity verification status, the level, and the declared source of income. Every write goes
 * through writeKyc, which pushes UserKycLevelUpdateEvent when the level changes.
 */
import type { Db } from "../db/index";
import { accountBus } from "../accounts/bus";

export const DOC_STATUSES = ["new", "initiated", "verified", "failed", "expired"] as const;
export type DocStatus = (typeof DOC_STATUSES)[number];
export const LEVELS = ["KYC_0", "KYC_2"] as const;
export type KycLevel = (typeof LEVELS)[number];
export const VERIFICATIONS = ["vrfn_init", "vrfn_verified"] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export interface SourceOfIncomeDetails {
  docType: string;
  docInfo: string;
  subAttributes: Record<string, string>;
}

export interface KycState {
  kycLevel: KycLevel;
  ageStatus: DocStatus;
  identityStatus: DocStatus;
  addressStatus: DocStatus;
  sourceOfIncomeStatus: DocStatus;
  verificationStatus: Verification;
  sourceOfIncomeDetails: SourceOfIncomeDetails | null;
  sourceOfIncomeOtherValue: string | null;
}

/** A player without a row has not started. */
export const NOT_STARTED: KycState = {
  kycLevel: "KYC_0",
  ageStatus: "new",
  identityStatus: "new",
  addressStatus: "new",
  sourceOfIncomeStatus: "new",
  verificationStatus: "vrfn_init",
  sourceOfIncomeDetails: null,
  sourceOfIncomeOtherValue: null,
};

interface KycRow {
  level: KycLevel;
  age_status: DocStatus;
  identity_status: DocStatus;
  address_status: DocStatus;
  source_of_income_status: DocStatus;
  identity_verification_status: Verification;
  source_of_income_details: SourceOfIncomeDetails | string | null;
  source_of_income_other_value: string | null;
}

export async function readKyc(db: Db, playerId: string): Promise<KycState> {
  const [row] = await db.query<KycRow>(
    `select level, age_status, identity_status, address_status, source_of_income_status, identity_verification_status,
       source_of_income_details, source_of_income_other_value from kyc where player_id = $1`,
    [playerId],
  );
  if (!row) return { ...NOT_STARTED };
  const details = row.source_of_income_details;
  return {
    kycLevel: row.level,
    ageStatus: row.age_status,
    identityStatus: row.identity_status,
    addressStatus: row.address_status,
    sourceOfIncomeStatus: row.source_of_income_status,
    verificationStatus: row.identity_verification_status,
    sourceOfIncomeDetails: typeof details === "string" ? (JSON.parse(details) as SourceOfIncomeDetails) : details,
    sourceOfIncomeOtherValue: row.source_of_income_other_value,
  };
}

/**
 * The level a state earns: KYC_2 once identity, age and address are verified (what spec §4 calls
 * verified); the identity verification status follows the identity document.
 */
export function derived(state: KycState): KycState {
  const full = [state.identityStatus, state.ageStatus, state.addressStatus].every((s) => s === "verified");
  return {
    ...state,
    kycLevel: full ? "KYC_2" : "KYC_0",
    verificationStatus: state.identityStatus === "verified" ? "vrfn_verified" : "vrfn_init",
  };
}

/**
 * Writes the player's state; `patch` as given (call derived() first for the earned level).
 * Runs in one transaction with the event so a level change is pushed once it is committed.
 */
export async function writeKyc(db: Db, playerId: string, patch: Partial<KycState>): Promise<KycState> {
  return db.transaction(async (tx) => {
    await tx.query("select id from players where id = $1 for update", [playerId]);
    const before = await readKyc(tx, playerId);
    const after: KycState = { ...before, ...patch };
    await tx.query(
      `insert into kyc (player_id, level, age_status, identity_status, address_status, source_of_income_status,
         identity_verification_status, source_of_income_details, source_of_income_other_value, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       on conflict (player_id) do update set level = $2, age_status = $3, identity_status = $4, address_status = $5,
         source_of_income_status = $6, identity_verification_status = $7, source_of_income_details = $8,
         source_of_income_other_value = $9, updated_at = now()`,
      [
        playerId,
        after.kycLevel,
        after.ageStatus,
        after.identityStatus,
        after.addressStatus,
        after.sourceOfIncomeStatus,
        after.verificationStatus,
        after.sourceOfIncomeDetails ? JSON.stringify(after.sourceOfIncomeDetails) : null,
        after.sourceOfIncomeOtherValue,
      ],
    );
    if (after.kycLevel !== before.kycLevel)
      await accountBus(db).publish(
        { playerId, name: "UserKycLevelUpdateEvent", data: { kycLevel: after.kycLevel } },
        tx,
      );
    return after;
  });
}

/** A KYC notification (spec §4) on the player's streams: status and subStatus. */
export async function notifyKyc(db: Db, playerId: string, status: string, subStatus: string | null) {
  await accountBus(db).publish({ playerId, name: "PushKycNotification", data: { status, subStatus } });
}

/** The documents part of getUserKYCDetails and getAccountVerificationStatus. */
export function documentsOf(state: KycState) {
  return {
    ageStatus: state.ageStatus,
    identityStatus: state.identityStatus,
    addressStatus: state.addressStatus,
    sourceOfIncomeStatus: state.sourceOfIncomeStatus,
    sourceOfIncomeDetails: state.sourceOfIncomeDetails,
    sourceOfIncomeOtherValue: state.sourceOfIncomeOtherValue,
  };
}
