import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { endsSession, isMaintenance, PlatformError } from "./errors";

const amount = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

export const profileSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  nickname: z.string().nullish(),
  country: z.string().nullish(),
  userStatus: z.string().nullish(),
  currency: z.string().nullish(),
  currencySymbol: z.string().nullish(),
  currencyPosition: z.string().nullish(),
  email: z.string().nullish(),
  emailId: z.string().nullish(),
  phone: z.string().nullish(),
  areaCode: z.string().nullish(),
  dob: z.string().nullish(),
  gender: z.string().nullish(),
  zip: z.string().nullish(),
  address1: z.string().nullish(),
  city: z.string().nullish(),
  playerID: z.union([z.string(), z.number()]).nullish(),
  externalEcrId: z.string().nullish(),
  jurisdiction: z.string().nullish(),
  userCategory: z.string().nullish(),
  nationalId: z.string().nullish(),
  language: z.string().nullish(),
  phoneVerified: z.boolean().nullish(),
  emailVerified: z.boolean().nullish(),
  balanceDetails: z
    .object({
      withdrawableBalance: amount.default(0),
      bonus: amount.default(0),
      freebetBalance: amount.default(0),
      drpBalance: amount.default(0),
    })
    .default({}),
});
export type Profile = z.infer<typeof profileSchema>;

/** profile/getProfileBalanceCurrency; spec §3: lastName is lowercased on load. */
export async function getProfile(caller: PlatformCaller): Promise<Profile | null> {
  const profile = await callPlatform(caller, { path: "profile/getProfileBalanceCurrency", schema: profileSchema });
  return profile ? { ...profile, lastName: profile.lastName?.toLowerCase() ?? null } : null;
}

const updateSchema = z.object({ status: z.string().nullish(), success: z.boolean().nullish() }).passthrough();

/** profile/update's outcome: saved, refused for a field (spec §8 code and the field it names), or no answer. */
export type ProfileUpdate = { ok: true } | { ok: false; code: string | null; field: string | null };

/**
 * POST profile/update with the whole spec §3 payload. A platform error code other than
 * maintenance and session ends is a refusal the form shows; those two still throw.
 */
export async function updateProfile(caller: PlatformCaller, form: Record<string, string>): Promise<ProfileUpdate> {
  try {
    const result = await callPlatform(caller, { method: "POST", path: "profile/update", form, schema: updateSchema });
    if (result?.status === "SUCCESS" || result?.success === true) return { ok: true };
    return { ok: false, code: null, field: null };
  } catch (error) {
    if (!(error instanceof PlatformError) || isMaintenance(error) || endsSession(error)) throw error;
    const field = (error.body as { field?: unknown } | null)?.field;
    return { ok: false, code: error.code, field: typeof field === "string" ? field : null };
  }
}
