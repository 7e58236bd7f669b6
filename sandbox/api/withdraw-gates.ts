/**
 * What a withdrawal asks before it opens (spec §4 withdraw flow, §7; docs/contract/cashier.md):
 * the player's jurisdiction rules and the verification state of their channels. Both read the
 * persisted player row and the site's set-up, so verifyChannel and the KYC controls change them.
 * makeWalletWithdrawal and makeCCWithdrawal check the same rules (issue 34): a platform does not
 * trust the front end that shows them.
 */
import { SandboxError, type CallContext, type Handler } from "../types";
import type { PlayerRow } from "../accounts/store";
import { readKyc } from "../kyc/state";
import { jurisdictionOf, requirePlayer } from "./account";

/**
 * The withdrawal rules of a player: `thirdPartyKyc` is the site's third-party KYC integration;
 * every jurisdiction here asks a verified e-mail before money goes out, and the SMS code only
 * where the site sends one (OTP) and the jurisdiction is one that asks it (svenska).
 */
function rulesOf(ctx: CallContext, player: PlayerRow) {
  const jurisdiction = jurisdictionOf(player.country);
  return {
    jurisdiction,
    rules: {
      thirdPartyKyc: Boolean(ctx.site.kyc),
      withdrawChannels: ["EMAIL"],
      withdrawOtp: jurisdiction === "svenska" && ctx.site.otp !== false,
    },
  };
}

/**
 * Refuses a withdrawal the gates do not let through, before anything is written: 100248 while
 * the player has not deposited (userStatus 'play', spec §2), 100261 for a channel the rules ask
 * verified (the e-mail; the phone where the SMS code is asked), 100531 where the site has
 * third-party KYC and the player is not KYC_2 with identity vrfn_verified.
 */
export async function requireWithdrawGates(ctx: CallContext, player: PlayerRow): Promise<void> {
  if (player.user_status === "play")
    throw new SandboxError(100248, 200, { errorDescription: "no withdrawal before the first deposit" });
  const { rules } = rulesOf(ctx, player);
  const verified: Record<string, boolean> = { EMAIL: player.email_verified, SMS: player.phone_verified };
  const missing = rules.withdrawChannels.find((channel) => !verified[channel]);
  if (missing) throw new SandboxError(100261, 200, { errorDescription: `${missing} not verified` });
  if (rules.withdrawOtp && !player.phone_verified)
    throw new SandboxError(100261, 200, { errorDescription: "SMS not verified" });
  if (!rules.thirdPartyKyc) return;
  const kyc = await readKyc(ctx.db, player.id);
  if (kyc.kycLevel !== "KYC_2" || kyc.verificationStatus !== "vrfn_verified")
    throw new SandboxError(100531, 200, { errorDescription: "identity verification required to withdraw" });
}

/** profile/getJurisdictionRulesForUser: the jurisdiction of the player's country and its withdrawal rules. */
const jurisdictionRules: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  return { status: "SUCCESS", ...rulesOf(ctx, player) };
};

/** channelVerificationStatus: which of the player's channels are verified (verifyChannel sets them). */
const channelStatus: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  return {
    status: "SUCCESS",
    channels: [
      { channel: "EMAIL", verified: player.email_verified },
      { channel: "SMS", verified: player.phone_verified },
    ],
  };
};

export const withdrawGateHandlers: Record<string, Handler> = {
  "GET profile/getJurisdictionRulesForUser": jurisdictionRules,
  "POST channelVerificationStatus": channelStatus,
};
