import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const countryBlockSchema = z.object({
  countryCode: z.string().nullish(),
  is_IpBlocked: z.boolean().nullish(),
});

export interface VisitorCountry {
  /** ISO code; spec §8: the platform's default is MA when it reports none. */
  countryCode: string;
  /** False when the code came from the default rather than the platform. */
  known: boolean;
  blocked: boolean;
}

/** country/countryblock: is_IpBlocked true blocks, false or missing does not (spec §8). */
export async function getVisitorCountry(caller: PlatformCaller): Promise<VisitorCountry> {
  const result = await callPlatform(caller, { path: "country/countryblock", schema: countryBlockSchema });
  const code = result?.countryCode?.toUpperCase();
  return {
    countryCode: code || "MA",
    known: Boolean(code),
    blocked: result?.is_IpBlocked === true,
  };
}
