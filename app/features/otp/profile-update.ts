import { COUNTRIES } from "~/features/registration/countries";

/** The profile fields the update payload carries over unchanged (spec §3). */
export interface ProfileForUpdate {
  dob?: string | null;
  country?: string | null;
  gender?: string | null;
  zip?: string | null;
  address1?: string | null;
  city?: string | null;
  playerID?: string | number | null;
}

// Dial codes several countries share: the country a number with that code most likely belongs to.
const PREFERRED_FOR_DIAL: Record<string, string> = {
  "1": "US",
  "7": "RU",
  "39": "IT",
  "44": "GB",
  "47": "NO",
  "61": "AU",
  "212": "MA",
  "262": "RE",
  "358": "FI",
  "590": "GP",
  "599": "CW",
};

/** The ISO code for a dial code: the player's own country when it has that code, else the usual one. */
export function isoForDialCode(dialCode: string, playerCountry?: string | null): string {
  const matches = COUNTRIES.filter((c) => c.dialCode === dialCode);
  if (playerCountry && matches.some((c) => c.iso === playerCountry)) return playerCountry;
  return PREFERRED_FOR_DIAL[dialCode] ?? matches[0]?.iso ?? playerCountry ?? "";
}

/**
 * Spec §3 profile update payload for a phone change: the number under all three names, the
 * rest of the profile as it is (gender 'O', zip and state '-NA-' when unknown), and
 * areaCountryCode as the ISO code of the dial code, as registration sends it.
 */
export function phoneUpdatePayload(
  profile: ProfileForUpdate | null,
  phone: { areaCode: string; phoneNumber: string },
): Record<string, string> {
  return {
    phoneNumber: phone.phoneNumber,
    cellPhone: phone.phoneNumber,
    mobileNumber: phone.phoneNumber,
    dob: profile?.dob ?? "",
    countryCode: profile?.country ?? "",
    gender: profile?.gender || "O",
    zipCode: profile?.zip || "-NA-",
    address1: profile?.address1 ?? "",
    city: profile?.city ?? "",
    state: "-NA-",
    playerID: profile?.playerID === null || profile?.playerID === undefined ? "" : String(profile.playerID),
    areaCode: phone.areaCode,
    areaCountryCode: isoForDialCode(phone.areaCode, profile?.country),
  };
}
