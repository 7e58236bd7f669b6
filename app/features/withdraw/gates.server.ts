import { redirect } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import { getUserKycDetails } from "~/platform/rg.server";
import { getJurisdictionRules, getVerifiedChannels } from "~/platform/withdraw.server";
import type { PlayerScope } from "~/routing/scope.server";
import { kycDocumentViews, type KycDocuments } from "~/features/kyc/status";
import { startVerification } from "~/features/kyc/verify-frame.server";
import { closedWithdrawPath, withdrawHref } from "./withdraw-data";

/** The identity document (reconciled with age, spec §4) sent and under review. */
const identityInReview = (documents: KycDocuments | null | undefined) =>
  kycDocumentViews(documents).find((doc) => doc.type === "identity")?.state === "initiated";

/** What the gates decided: go on to the modal, or show a gate's own view. */
export type GateResult =
  { pass: true } | { pass: false; view: "channel"; channel: string } | { pass: false; view: "kycPending" };

const orNull = (error: unknown) => {
  if (error instanceof PlatformError) return null;
  throw error;
};

/**
 * Spec §4 withdraw flow, in order (ADR 068): the channels the jurisdiction asks verified, the SMS
 * code where it asks one, then the third-party KYC: KYC_2 with identity vrfn_verified passes,
 * KYC_0 with a verification under way warns, anything else starts the provider's verification
 * and opens the ID modal, which comes back to the withdrawal once APPROVED. `fail` is the
 * 'something went wrong' exit; it and the redirects throw.
 */
export async function runGates(scope: PlayerScope, fail: () => Promise<never>): Promise<GateResult> {
  const { brand, lang, url, caller, player } = scope;
  // The OTP page comes back to the withdrawal once the phone is verified (its safe redirectUrl).
  const otp = `/${lang}/otp?redirectUrl=${encodeURIComponent(withdrawHref(closedWithdrawPath(url)))}`;
  const rules = await getJurisdictionRules(caller).catch(orNull);
  if (!rules?.rules) return fail();
  const wanted = (rules.rules.withdrawChannels ?? []).map((c) => c.toUpperCase());
  if (wanted.length) {
    const verified = await getVerifiedChannels(caller).catch(orNull);
    if (!verified) return fail();
    const missing = wanted.find((channel) => !verified.has(channel));
    // The phone is verified on the OTP page (app/features/otp); an e-mail code inside the modal.
    if (missing === "SMS") throw redirect(otp);
    if (missing) return { pass: false, view: "channel", channel: missing };
  }
  if (rules.rules.withdrawOtp && brand.features.otpVerification && !player.phoneVerified) throw redirect(otp);
  if (!rules.rules.thirdPartyKyc || !brand.features.thirdPartyKyc) return { pass: true };
  const kyc = await getUserKycDetails(caller).catch(orNull);
  if (!kyc) return fail();
  const identity = kyc.kycDetails?.identity?.verificationStatus;
  if (kyc.kycLevel === "KYC_2" && identity === "vrfn_verified") return { pass: true };
  // KYC_0 and vrfn_init is also every player who never started: only a started check is "in progress",
  // the provider's identity document in review (the source of income is not its part, issue 35 §2).
  if (kyc.kycLevel === "KYC_0" && identity === "vrfn_init" && identityInReview(kyc.documents))
    return { pass: false, view: "kycPending" };
  const here = closedWithdrawPath(url);
  const kycUrl = new URL(here, url);
  kycUrl.searchParams.set("redirectUrl", withdrawHref(here));
  const started = await startVerification({ ...scope, url: kycUrl });
  // startVerification redirects to the ID modal; an answer means the provider is unavailable.
  void started;
  return fail();
}
