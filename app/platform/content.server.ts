import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { PlatformError, STATIC_PAGE_NOT_FOUND } from "./errors";

export const bannerSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  imagePath: z.string().nullish(),
  mobileImage: z.string().nullish(),
  button: z.string().nullish(),
  targetUrl: z.string().nullish(),
  content: z.string().nullish(),
});
export type Banner = z.infer<typeof bannerSchema>;
const bannersSchema = z.object({ banners: z.array(bannerSchema) });

/** banner/getBanners for one zone; an unavailable platform gives no banners. */
export async function getBanners(caller: PlatformCaller, zoneId: string): Promise<Banner[]> {
  const result = await callPlatform(caller, { path: "banner/getBanners", query: { zoneId }, schema: bannersSchema });
  return result?.banners ?? [];
}

const staticPageSchema = z.object({
  head: z.string().nullish(),
  content: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaTags: z.string().nullish(),
  metaDescription: z.string().nullish(),
  multilingualUrl: z.record(z.string()).nullish(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export type StaticPageResult =
  { state: "available"; page: StaticPage } | { state: "notFound" } | { state: "unavailable" };

/** staticPage/getPage: 100464 means the page does not exist (spec §8); other failures, unavailable. */
export async function getStaticPage(caller: PlatformCaller, urlPath: string): Promise<StaticPageResult> {
  try {
    const page = await callPlatform(caller, {
      path: "staticPage/getPage",
      query: { urlPath, languageId: caller.language },
      schema: staticPageSchema,
    });
    return page ? { state: "available", page } : { state: "unavailable" };
  } catch (error) {
    if (error instanceof PlatformError && error.is(STATIC_PAGE_NOT_FOUND)) return { state: "notFound" };
    throw error;
  }
}

const promotionSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  description: z.string().nullish(),
  imagePath: z.string().nullish(),
  button: z.string().nullish(),
  bonusCode: z.string().nullish(),
  termsUrl: z.string().nullish(),
  endDate: z.string().nullish(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * promotion/getPromotions (spec §7); null when the platform cannot answer, so the page can tell
 * "no promotions" from "promotions unavailable". Coded failures throw, as everywhere.
 */
export async function getPromotions(caller: PlatformCaller): Promise<Promotion[] | null> {
  const result = await callPlatform(caller, {
    path: "promotion/getPromotions",
    schema: z.object({ promotions: z.array(promotionSchema) }),
  });
  return result ? result.promotions : null;
}
