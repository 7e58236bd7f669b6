import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const pixelSchema = z
  .object({
    affiliateId: z.union([z.string(), z.number()]).nullish(),
    registerPixel: z.string().nullish(),
    firstDepositPixel: z.string().nullish(),
    depositPixel: z.string().nullish(),
    bannerId: z.union([z.string(), z.number()]).nullish(),
    currency: z.string().nullish(),
  })
  .passthrough();

const listSchema = z.object({ affiliatePixelTrackingList: z.array(pixelSchema).nullish() });

export type AffiliatePixels = z.infer<typeof pixelSchema>;

/** GET Affiliate/affiliatePixelTrackingList (spec §7): the pixel markup the affiliate registered. */
export async function getAffiliatePixels(
  caller: PlatformCaller,
  { affiliateId, bannerId }: { affiliateId: string; bannerId?: string | null },
): Promise<AffiliatePixels[]> {
  const answer = await callPlatform(caller, {
    path: "Affiliate/affiliatePixelTrackingList",
    query: { affiliateId, bannerId: bannerId ?? undefined },
    schema: listSchema,
  });
  return answer?.affiliatePixelTrackingList ?? [];
}
