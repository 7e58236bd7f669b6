/**
 * The KYC calls of docs/contract/kyc.md (spec §7): the player's state, and the stand-in
 * provider's session URL (initiateThirdPartyKYC).
 */
import { SandboxError, type Handler } from "../types";
import { requirePlayer } from "./account";
import { requireDocumentsPlayer } from "../accounts/kyc-lock";
import { documentsOf, readKyc } from "../kyc/state";
import { openSession } from "../kyc/sessions";

/**
 * Spec §3 shape; a player without a KYC row answers KYC_0, every document new, vrfn_init. A
 * KYC-locked player's upload-only token may ask it too (ADR 072).
 */
const kycDetails: Handler = async (ctx) => {
  const player = await requireDocumentsPlayer(ctx);
  const state = await readKyc(ctx.db, player.id);
  return {
    status: "SUCCESS",
    kycLevel: state.kycLevel,
    documents: documentsOf(state),
    kycDetails: { identity: { verificationStatus: state.verificationStatus } },
  };
};

/** The same state, flattened for a status check; `verified` is spec §4's verified (identity, age, address). */
const accountVerificationStatus: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const state = await readKyc(ctx.db, player.id);
  const { ageStatus, identityStatus, addressStatus, sourceOfIncomeStatus } = state;
  return {
    status: "SUCCESS",
    kycLevel: state.kycLevel,
    verificationStatus: state.verificationStatus,
    documents: { ageStatus, identityStatus, addressStatus, sourceOfIncomeStatus },
    verified: [identityStatus, ageStatus, addressStatus].every((s) => s === "verified"),
  };
};

/**
 * A stand-in provider session for the player: {status, url}. url 'None' when the brand has no
 * third-party KYC; 100176 (invalid provider connection) for a thirdPartyAPI other than the brand's.
 */
const initiateThirdPartyKyc: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  if (!ctx.site.kyc) return { status: "SUCCESS", url: "None" };
  if ((ctx.body.thirdPartyAPI ?? "") !== ctx.site.kyc.thirdPartyApi)
    throw new SandboxError(100176, 200, { errorDescription: "thirdPartyAPI is not this site's KYC provider" });
  const id = await openSession(ctx.db, player.id, ctx.site.id);
  const language = encodeURIComponent(ctx.language);
  return { status: "SUCCESS", url: `${ctx.providerBase}/sandbox/kyc/session/${id}?language=${language}` };
};

export const kycHandlers: Record<string, Handler> = {
  "GET profile/getUserKYCDetails": kycDetails,
  "GET profile/getAccountVerificationStatus": accountVerificationStatus,
  "POST profile/initiateThirdPartyKYC": initiateThirdPartyKyc,
};
