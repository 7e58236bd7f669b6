import { allowedFrameUrl } from "~/routing/frame-url";

/** Name of the identity-verification modal (`?modal=kyc-verify`, ADR 065). */
export const KYC_VERIFY_MODAL = "kyc-verify";

/** The modal's data: the provider URL to frame, or null when no verification was started. */
export interface KycVerifyView {
  frameUrl: string | null;
}

/** The provider URL the modal may frame (spec §5: only a present url that is not 'None'). */
export function verificationFrameUrl(
  raw: string | null | undefined,
  allowedOrigins: readonly string[],
  isSafeRelative: (path: string) => boolean,
  sandboxOrigin?: string,
): string | null {
  return raw === "None" ? null : allowedFrameUrl(raw, allowedOrigins, isSafeRelative, sandboxOrigin);
}

/** What of a brand decides online verification: the feature flag and the provider's origins. */
export interface OnlineKycBrand {
  features: { thirdPartyKyc: boolean };
  integrations: { kyc: { providerOrigins?: string[] } };
}

/**
 * The URL "Verify now" opens for this brand, or null for "online verification is unavailable":
 * a brand without features.thirdPartyKyc never frames one, whatever the platform answers.
 */
export function brandVerificationUrl(
  brand: OnlineKycBrand,
  raw: string | null | undefined,
  isSafeRelative: (path: string) => boolean,
  sandboxOrigin?: string,
): string | null {
  if (!brand.features.thirdPartyKyc) return null;
  return verificationFrameUrl(raw, brand.integrations.kyc.providerOrigins ?? [], isSafeRelative, sandboxOrigin);
}
