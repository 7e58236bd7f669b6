/** Content domain: GET banner/getBanners and GET staticPage/getPage. */
import { SandboxError, type Handler } from "../types";

export interface BannerOut {
  id: number;
  imagePath: string;
  mobileImage: string;
  button: string;
  targetUrl: string | null;
  /** HTML; may contain {{image_path}} and {{site_url}} placeholders. */
  content: string;
  /** Plain headline and subline (also baked into the generated banner image). */
  title: string;
  subtitle: string;
}

interface BannerRow {
  id: number;
  image_path: string;
  mobile_image: string;
  button: string;
  target_url: string | null;
  content: string;
  title: string;
  subtitle: string;
}

/** Spec §8: "100464 on static page means not found". */
export const PAGE_NOT_FOUND = 100464;

export const contentHandlers: Record<string, Handler> = {
  async "GET banner/getBanners"(ctx) {
    const zone = ctx.query.get("zoneId") ?? "";
    const language = ctx.query.get("language") ?? ctx.language;
    const load = (lang: string) =>
      ctx.db.query<BannerRow>(
        `select id, image_path, mobile_image, button, target_url, content, title, subtitle
         from banners where site = $1 and zone = $2 and language = $3 order by sort_order, id`,
        [ctx.site.id, zone, lang],
      );
    let rows = zone ? await load(language) : [];
    if (zone && rows.length === 0 && language !== "en") rows = await load("en");
    const banners: BannerOut[] = rows.map((r) => ({
      id: r.id,
      imagePath: ctx.assetBase + r.image_path,
      mobileImage: ctx.assetBase + r.mobile_image,
      button: r.button,
      targetUrl: r.target_url,
      content: r.content,
      title: r.title,
      subtitle: r.subtitle,
    }));
    return { status: "SUCCESS", banners };
  },

  async "GET staticPage/getPage"(ctx) {
    const urlPath = (ctx.query.get("urlPath") ?? "").replace(/^\/+|\/+$/g, "");
    const language = ctx.query.get("language") ?? ctx.language;
    if (!urlPath) throw new SandboxError(PAGE_NOT_FOUND);
    const rows = await ctx.db.query<{ language: string; head: string; content: string; meta_title: string; meta_tags: string; meta_description: string }>(
      "select language, head, content, meta_title, meta_tags, meta_description from static_pages where site = $1 and url_path = $2",
      [ctx.site.id, urlPath],
    );
    const page = rows.find((r) => r.language === language);
    // No server-side fallback: the front end asks for English itself (spec §4, missing footer).
    if (!page) throw new SandboxError(PAGE_NOT_FOUND);
    return {
      status: "SUCCESS",
      head: page.head,
      content: page.content,
      metaTitle: page.meta_title,
      metaTags: page.meta_tags,
      metaDescription: page.meta_description,
      multilingualUrl: Object.fromEntries(rows.map((r) => [r.language, urlPath])),
    };
  },
};
