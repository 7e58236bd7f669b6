import type { Profile } from "~/platform/account.server";

/** What a step changes; the rest of the payload is the profile as it is. */
export interface ProfileChanges {
  address1?: string;
  city?: string;
  zipCode?: string;
  gender?: string;
  dob?: string;
}

/**
 * Spec §3 profile update payload: the phone under its three names, the profile's own values
 * (gender 'O', zip and state '-NA-' when unknown), with the step's changes on top.
 */
export function profileUpdatePayload(profile: Profile, changes: ProfileChanges): Record<string, string> {
  const phone = profile.phone ?? "";
  return {
    phoneNumber: phone,
    cellPhone: phone,
    mobileNumber: phone,
    dob: changes.dob ?? profile.dob ?? "",
    countryCode: profile.country ?? "",
    gender: changes.gender ?? (profile.gender || "O"),
    zipCode: changes.zipCode ?? (profile.zip || "-NA-"),
    address1: changes.address1 ?? profile.address1 ?? "",
    city: changes.city ?? profile.city ?? "",
    state: "-NA-",
    playerID: profile.playerID === null || profile.playerID === undefined ? "" : String(profile.playerID),
    areaCode: profile.areaCode ?? "",
    areaCountryCode: profile.country ?? "",
  };
}
