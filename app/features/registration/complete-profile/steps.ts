import type { BrandConfig } from "~/brand/config.generated";

/** A country rule's exemption from registration step three (brand.countryRules[cc].stepThreeExemption). */
export type StepThreeExemption = "none" | "partial" | "total";

/** Spec §6 as brand data: the player's country rule decides; a country without a rule is not exempt. */
export function stepThreeExemption(
  brand: Pick<BrandConfig, "countryRules">,
  country: string | null | undefined,
): StepThreeExemption {
  if (!country) return "none";
  return brand.countryRules[country.toUpperCase()]?.stepThreeExemption ?? "none";
}

/** The profile fields steps 2 and 3 fill in (spec §3 user profile). */
export interface ProfileDetails {
  address1?: string | null;
  city?: string | null;
  zip?: string | null;
  dob?: string | null;
  gender?: string | null;
}

const given = (value: string | null | undefined) => Boolean(value?.trim()) && value?.trim() !== "-NA-";

/** Step 2's data (address, city, zip) is missing: the profile is not complete. */
export function needsAddress(profile: ProfileDetails): boolean {
  return !given(profile.address1) || !given(profile.city) || !given(profile.zip);
}

export type ProfileStep = 2 | 3;

/**
 * Which step the page shows. The URL names one (`regstep2` / `regstep3`, spec §2); step three is
 * never shown to a totally exempt country, and nobody reaches it before step two's data is given.
 * Without a named step the page starts where the profile stops; a complete profile of a totally
 * exempt country has nothing to show (null).
 */
export function currentStep(
  profile: ProfileDetails,
  exemption: StepThreeExemption,
  query: URLSearchParams,
): ProfileStep | null {
  if (needsAddress(profile)) return 2;
  if (query.get("regstep2") === "true") return 2;
  return exemption === "total" ? null : 3;
}

/** Step 3 may be left for later (a partial exemption); without one it is part of completing the profile. */
export function canSkipStepThree(exemption: StepThreeExemption): boolean {
  return exemption === "partial";
}
