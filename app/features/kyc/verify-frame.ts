/** Name of the identity-verification modal (`?modal=kyc-verify`, ADR 065). */
export const KYC_VERIFY_MODAL = "kyc-verify";

/** The modal's data: the provider URL to frame, or null when no verification was started. */
export interface KycVerifyView {
  frameUrl: string | null;
}

/**
 * The provider URL the modal may frame (spec §5: only a present url that is not 'None'): a
 * same-origin path, the embedded sandbox's provider origin, or an https origin the brand lists;
 * anything else is refused, so the modal never frames an arbitrary page.
 */
export function verificationFrameUrl(
  raw: string | null | undefined,
  allowedOrigins: readonly string[],
  isSafeRelative: (path: string) => boolean,
  sandboxOrigin?: string,
): string | null {
  if (!raw || raw === "None") return null;
  if (raw.startsWith("/")) return isSafeRelative(raw) ? raw : null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (sandboxOrigin && url.origin === sandboxOrigin) return url.href;
  if (url.protocol !== "https:") return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
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
