import { z } from "zod";
import { birthDateProblem } from "../rules";

/** Spec §5 address: 2–100 characters of letters, digits, # , ' / - and whitespace (dots too: "Av.", "St."). */
export const ADDRESS_RE = /^[\p{L}\p{M}0-9#,'/\-.\s]+$/u;
/** A city: letters of any script with spaces, hyphens, apostrophes and dots; 2–50 characters. */
const CITY_RE = /^[\p{L}\p{M}][\p{L}\p{M}'.\- ]*[\p{L}\p{M}.]$/u;
/** Spec §5 alphanumeric (letters, digits, hyphen, space), 2–10: postal codes differ by country. */
const ZIP_RE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const ADDRESS_MAX = 100;
export const CITY_MAX = 50;
export const ZIP_MAX = 10;

const text = (field: string) => z.string({ required_error: `completeProfile.${field}.errors.required` }).trim();

/** Step 2: where the player lives. Every message is a key of the `registration` namespace. */
export const addressSchema = z.object({
  address1: text("address1")
    .min(2, "completeProfile.address1.errors.length")
    .max(ADDRESS_MAX, "completeProfile.address1.errors.length")
    .regex(ADDRESS_RE, "completeProfile.address1.errors.characters"),
  city: text("city")
    .min(2, "completeProfile.city.errors.length")
    .max(CITY_MAX, "completeProfile.city.errors.length")
    .regex(CITY_RE, "completeProfile.city.errors.characters"),
  zipCode: text("zipCode")
    .min(2, "completeProfile.zipCode.errors.invalid")
    .max(ZIP_MAX, "completeProfile.zipCode.errors.invalid")
    .regex(ZIP_RE, "completeProfile.zipCode.errors.invalid"),
});

export const GENDERS = ["F", "M", "O"] as const;

/** Step 3: personal details, the date of birth checked as registration checks it (spec §5). */
export function personalSchema(minimumAge: number, today?: Date) {
  return z.object({
    // Missing or anything else: one message, "choose one".
    gender: z.enum(GENDERS, { errorMap: () => ({ message: "completeProfile.gender.errors.required" }) }),
    dateOfBirth: z
      .string({ required_error: "dateOfBirth.errors.required" })
      .trim()
      .superRefine((value, ctx) => {
        const problem = birthDateProblem(value, minimumAge, today);
        if (problem) ctx.addIssue({ code: "custom", message: `dateOfBirth.errors.${problem}` });
      }),
  });
}
