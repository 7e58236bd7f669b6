import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

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
