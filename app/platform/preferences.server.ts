import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const flag = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === "true");

const preferencesSchema = z.object({
  emailSubscribed: flag.default(false),
  smsSubscribed: flag.default(false),
  telephoneSubscribed: flag.default(false),
  productCommunicationPreferences: z
    .object({ sportsBook: flag.default(false), casino: flag.default(false) })
    .partial()
    .nullish(),
});

export interface SubscriptionPreferences {
  emailSubscribed: boolean;
  smsSubscribed: boolean;
  telephoneSubscribed: boolean;
  sportsBook: boolean;
  casino: boolean;
}

function toPreferences(raw: z.infer<typeof preferencesSchema>): SubscriptionPreferences {
  return {
    emailSubscribed: raw.emailSubscribed,
    smsSubscribed: raw.smsSubscribed,
    telephoneSubscribed: raw.telephoneSubscribed,
    sportsBook: raw.productCommunicationPreferences?.sportsBook ?? false,
    casino: raw.productCommunicationPreferences?.casino ?? false,
  };
}

/** profile/getSubscriptionPreferenes (the platform's spelling); null when it did not answer. */
export async function getSubscriptionPreferences(caller: PlatformCaller): Promise<SubscriptionPreferences | null> {
  const result = await callPlatform(caller, { path: "profile/getSubscriptionPreferenes", schema: preferencesSchema });
  return result ? toPreferences(result) : null;
}

/** profile/updateSubscriptionPreferenes with every value explicit; the stored preferences, or null when it did not answer. */
export async function updateSubscriptionPreferences(
  caller: PlatformCaller,
  prefs: SubscriptionPreferences,
): Promise<SubscriptionPreferences | null> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "profile/updateSubscriptionPreferenes",
    form: {
      emailSubscribed: prefs.emailSubscribed,
      smsSubscribed: prefs.smsSubscribed,
      telephoneSubscribed: prefs.telephoneSubscribed,
      productCommunicationPreferences: JSON.stringify({ sportsBook: prefs.sportsBook, casino: prefs.casino }),
    },
    schema: preferencesSchema,
  });
  return result ? toPreferences(result) : null;
}
