import { entryFor, pixelUrls, type PixelEntry } from "~/features/affiliates/pixels";
import { kycPopupTier, type KycPopupTier, type KycThresholds } from "./kyc-tier";

/**
 * What a deposit that just succeeded leads to (spec §4, §9, issue 25 §7; ADR 061): the kind of
 * deposit, the affiliate pixel to load and the KYC pop-up tier. Pure: the server gathers inputs.
 */
export interface DepositAftermath {
  txnId: string;
  /** Spec §4: the first successful deposit of a 'play' player is a first-time deposit. */
  kind: "first" | "normal";
  /** Safe pixel URLs (http(s) or a same-site path) to load once, as 1×1 images. */
  pixels: string[];
  kycTier: KycPopupTier;
}

export interface AftermathInput {
  txnId: string;
  amountMinor: number;
  /** The player's userStatus when the deposit was started, when it was recorded. */
  statusAtStart: string | null;
  /** Paid deposits so far, this one included (getPlayerLifeTimeSummary); null when unknown. */
  lifetimeMinor: number | null;
  /** kycEnableDepositOrCashoutsLimit and the brand's limits.kycPopup, in minor units. */
  kyc: KycThresholds;
  /** limits.referralPixelMinDeposit in minor units. */
  referralMinMinor: number;
  /** The visitor accepted cookies (cookie banner). */
  consent: boolean;
  /** The pixels were already decided for this transaction in this browser. */
  alreadyDecided: boolean;
  /** The stored affiliate link (affiliateId and banner) and the platform's pixel list for it. */
  affiliate: { affiliateId: string; bannerId: string | null } | null;
  pixelList: PixelEntry[];
}

/**
 * First-time means the player was 'play' when the deposit started (when we know it) and no
 * other deposit is paid: the sandbox, like the platform, sets 'real' as soon as it is paid, so
 * the profile after the payment cannot tell.
 */
export function isFirstDeposit(input: Pick<AftermathInput, "statusAtStart" | "lifetimeMinor" | "amountMinor">) {
  if (input.statusAtStart !== null && input.statusAtStart !== "play") return false;
  return input.lifetimeMinor !== null && input.lifetimeMinor <= input.amountMinor;
}

/**
 * Spec §9: the referral conversion (first-deposit) pixel fires for a first deposit above
 * referralPixelMinDeposit; any other deposit fires the deposit pixel. Only with consent, once.
 */
export function choosePixels(input: AftermathInput, first: boolean): string[] {
  if (!input.consent || input.alreadyDecided || !input.affiliate) return [];
  const entry = entryFor(input.pixelList, input.affiliate);
  if (!entry) return [];
  const conversion = first && input.amountMinor > input.referralMinMinor;
  return pixelUrls(conversion ? entry.firstDepositPixel : entry.depositPixel);
}

/**
 * The KYC pop-up this deposit calls for: the tier of the lifetime deposits with it, when that is
 * higher than without it (a pop-up when a threshold is crossed, not after every deposit).
 */
export function crossedKycTier(lifetimeMinor: number | null, amountMinor: number, kyc: KycThresholds): KycPopupTier {
  if (lifetimeMinor === null || lifetimeMinor <= 0) return 0;
  const before = lifetimeMinor - amountMinor;
  const after = kycPopupTier(lifetimeMinor, kyc);
  return before > 0 && kycPopupTier(before, kyc) >= after ? 0 : after;
}

export function decideAftermath(input: AftermathInput): DepositAftermath {
  const first = isFirstDeposit(input);
  return {
    txnId: input.txnId,
    kind: first ? "first" : "normal",
    pixels: choosePixels(input, first),
    kycTier: crossedKycTier(input.lifetimeMinor, input.amountMinor, input.kyc),
  };
}

/** The transactions whose aftermath this browser has decided, newest last, at most `max`. */
export function rememberTxn(list: unknown, txnId: string, max = 20): string[] {
  const known = Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
  return [...known.filter((v) => v !== txnId), txnId].slice(-max);
}
