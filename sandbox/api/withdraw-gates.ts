/**
 * What a withdrawal asks before it opens (spec §4 withdraw flow, §7; docs/contract/cashier.md):
 * the player's jurisdiction rules and the verification state of their channels. Both read the
 * persisted player row and the site's set-up, so verifyChannel and the KYC controls change them.
 */
import type { Handler } from "../types";
import { jurisdictionOf, requirePlayer } from "./account";

/**
 * profile/getJurisdictionRulesForUser: the jurisdiction of the player's country and its withdrawal
 * rules. `thirdPartyKyc` is the site's third-party KYC integration; every jurisdiction here asks a
 * verified e-mail before money goes out, and the SMS code only where the site sends one (OTP) and
 * the jurisdiction is one that asks it (svenska).
 */
const jurisdictionRules: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const jurisdiction = jurisdictionOf(player.country);
  return {
    status: "SUCCESS",
    jurisdiction,
    rules: {
      thirdPartyKyc: Boolean(ctx.site.kyc),
      withdrawChannels: ["EMAIL"],
      withdrawOtp: jurisdiction === "svenska",
    },
  };
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
