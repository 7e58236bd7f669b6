import { z } from "zod";
import { birthDateRule } from "~/forms/zod-rules";
import { POSTAL_CODE_MAX, normalizePostalCode, postalCodeExample } from "../postal-code";

/** Spec §5 address: 2–100 characters of letters, digits, # , ' / - and whitespace (dots too: "Av.", "St."). */
export const ADDRESS_RE = /^[\p{L}\p{M}0-9#,'/\-.\s]+$/u;
/** A city: letters of any script with spaces, hyphens, apostrophes and dots; 2–50 characters. */
const CITY_RE = /^[\p{L}\p{M}][\p{L}\p{M}'.\- ]*[\p{L}\p{M}.]$/u;

export const ADDRESS_MAX = 100;
export const CITY_MAX = 50;
export const ZIP_MAX = POSTAL_CODE_MAX;

const text = (field: string) => z.string({ required_error: `completeProfile.${field}.errors.required` }).trim();

/**
 * Step 2: where the player lives, the postal code checked by the player's country (issue 35 §5)
 * and given back in the country's written form. Every message is a key of the `registration` namespace.
 */
export function addressSchema(country: string) {
  const zipError = postalCodeExample(country)
    ? "completeProfile.zipCode.errors.format"
    : "completeProfile.zipCode.errors.invalid";
  return z.object({
    address1: text("address1")
      .min(2, "completeProfile.address1.errors.length")
      .max(ADDRESS_MAX, "completeProfile.address1.errors.length")
      .regex(ADDRESS_RE, "completeProfile.address1.errors.characters"),
    city: text("city")
      .min(2, "completeProfile.city.errors.length")
      .max(CITY_MAX, "completeProfile.city.errors.length")
      .regex(CITY_RE, "completeProfile.city.errors.characters"),
    zipCode: text("zipCode")
      .min(1, "completeProfile.zipCode.errors.required")
      .max(ZIP_MAX, zipError)
      .refine((value) => normalizePostalCode(country, value) !== null, zipError)
      .transform((value) => normalizePostalCode(country, value) ?? value),
  });
}

export const GENDERS = ["F", "M", "O"] as const;

/** Step 3: personal details, the date of birth checked as registration checks it (spec §5). */
export function personalSchema(minimumAge: number, today?: Date) {
  return z.object({
    // Missing or anything else: one message, "choose one".
    gender: z.enum(GENDERS, { errorMap: () => ({ message: "completeProfile.gender.errors.required" }) }),
    dateOfBirth: birthDateRule("dateOfBirth.errors", minimumAge, today),
  });
}
