import type { ProfileUpdate } from "~/platform/account.server";

/** The platform's field names (spec §3 payload) → the form's. */
const FIELD: Record<string, string> = { address1: "address1", city: "city", zipCode: "zipCode", dob: "dateOfBirth" };

/**
 * A refused profile/update as conform reply options: 100291 (date of birth) and a 100164 naming a
 * field of this form go under that field; anything else, or no answer, above the form.
 */
export function refusal(outcome: Extract<ProfileUpdate, { ok: false }>, fields: readonly string[]) {
  const field = outcome.field ? FIELD[outcome.field] : undefined;
  if (outcome.code === "100291" && fields.includes("dateOfBirth"))
    return { fieldErrors: { dateOfBirth: ["dateOfBirth.errors.underage"] } };
  if (outcome.code === "100164" && field && fields.includes(field))
    return { fieldErrors: { [field]: ["completeProfile.errors.refused"] } };
  return { formErrors: [outcome.code ? "completeProfile.errors.refused" : "completeProfile.errors.failed"] };
}
