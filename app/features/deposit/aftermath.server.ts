import type { Session } from "@remix-run/node";
import { getAffiliatePixels } from "~/platform/affiliate.server";
import { getLifetimeSummary } from "~/platform/lifetime.server";
import { getUserKycDetails } from "~/platform/rg.server";
import { overallKyc } from "~/features/kyc/status";
import type { RequestScope } from "~/routing/scope.server";
import type { SessionData, SessionFlash } from "~/session/session.server";
import { trackingFromCookies } from "~/features/affiliates/tracking";
import { hasCookieConsent } from "~/features/cookies/consent";
import { decideAftermath, rememberTxn, type DepositAftermath } from "./aftermath";
import { majorToMinor } from "~/features/payment-kit/minor-units";

/** Session key: the deposits whose pixels this browser has decided (ADR 061), newest last. */
const DECIDED = "depositAftermath";

export interface SucceededDeposit {
  txnId: string;
  amountMinor: number;
  /** userStatus when the deposit was started, if the start recorded it. */
  statusAtStart: string | null;
}

/**
 * The aftermath of a deposit the platform confirmed (issue 25 §7, ADR 061). Pixels are decided
 * once per transaction: the txnId goes into the session, which the caller commits when `changed`.
 * A platform call that fails only loses its part (no pixel, no tier), never the success view.
 */
export async function depositAftermath(
  scope: RequestScope,
  session: Session<SessionData, SessionFlash>,
  deposit: SucceededDeposit,
): Promise<{ after: DepositAftermath; changed: boolean }> {
  const { brand, request } = scope;
  const decimals = brand.currency.decimals;
  const minor = (major: number) => majorToMinor(major, decimals, "half-up");
  const cookieHeader = request.headers.get("cookie");
  const decided = session.get(DECIDED);
  const alreadyDecided = Array.isArray(decided) && decided.includes(deposit.txnId);
  const consent = hasCookieConsent(cookieHeader);
  const tracking = trackingFromCookies(cookieHeader);
  const affiliate = tracking.affiliateId ? { affiliateId: tracking.affiliateId, bannerId: tracking.bannerId } : null;
  const wantPixels = consent && !alreadyDecided && affiliate !== null;
  const [summary, pixelList, kyc] = await Promise.all([
    getLifetimeSummary(scope.caller).catch(() => null),
    wantPixels ? getAffiliatePixels(scope.caller, affiliate).catch(() => []) : Promise.resolve([]),
    getUserKycDetails(scope.caller).catch(() => null),
  ]);
  const paid = summary?.successfulDepositAmountEcrCurrency ?? summary?.successfulDepositAmountInhouseCurrency ?? null;
  const fromDeposit = decideAftermath({
    ...deposit,
    lifetimeMinor: paid === null ? null : minor(paid),
    kyc: {
      enable: minor(summary?.kycEnableDepositOrCashoutsLimit ?? 0),
      first: minor(brand.limits.kycPopup.first),
      second: minor(brand.limits.kycPopup.second),
    },
    referralMinMinor: minor(brand.limits.referralPixelMinDeposit),
    consent,
    alreadyDecided,
    affiliate,
    pixelList,
  });
  // A verified player has nothing left to send: the KYC model says so, not the deposit sum.
  const verified = kyc !== null && overallKyc(kyc.documents) === "verified";
  const after = verified ? { ...fromDeposit, kycTier: 0 as const } : fromDeposit;
  if (alreadyDecided) return { after, changed: false };
  session.set(DECIDED, rememberTxn(decided, deposit.txnId));
  return { after, changed: true };
}
