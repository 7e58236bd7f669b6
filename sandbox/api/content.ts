/** Content domain: GET banner/getBanners, GET staticPage/getPage and GET promotion/getPromotions. */
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

/** One promotion of promotion/getPromotions (docs/platform-contract.md), in the call's language. */
export interface PromotionOut {
  id: number;
  slug: string;
  title: string;
  description: string;
  imagePath: string;
  /** The call to action, as a banner button: deposit, register, login, or a path. */
  button: string;
  bonusCode: string | null;
  /** Static page with the offer's terms (spec §2 kind bonus-tnc-*). */
  termsUrl: string;
  startDate: string;
  endDate: string | null;
}

interface PromotionRow {
  id: number;
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  image_path: string;
  button: string;
  bonus_code: string | null;
  starts_at: Date | string;
  ends_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

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

  /** The site's running promotions (started, not ended), in display order. */
  async "GET promotion/getPromotions"(ctx) {
    const language = ctx.query.get("language") ?? ctx.language;
    const rows = await ctx.db.query<PromotionRow>(
      `select id, slug, title, description, image_path, button, bonus_code, starts_at, ends_at
       from promotions where site = $1 and starts_at <= now() and (ends_at is null or ends_at > now())
       order by sort_order, id`,
      [ctx.site.id],
    );
    const pick = (l10n: Record<string, string>) => l10n[language] ?? l10n.en ?? "";
    const promotions: PromotionOut[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: pick(r.title),
      description: pick(r.description),
      imagePath: ctx.assetBase + r.image_path,
      button: r.button,
      bonusCode: r.bonus_code,
      termsUrl: `bonus-tnc-${r.slug}`,
      startDate: iso(r.starts_at),
      endDate: r.ends_at === null ? null : iso(r.ends_at),
    }));
    return { status: "SUCCESS", promotions };
  },

  async "GET staticPage/getPage"(ctx) {
    const urlPath = (ctx.query.get("urlPath") ?? "").replace(/^\/+|\/+$/g, "");
    const language = ctx.query.get("language") ?? ctx.language;
    if (!urlPath) throw new SandboxError(PAGE_NOT_FOUND);
    const rows = await ctx.db.query<{
      language: string;
      head: string;
      content: string;
      meta_title: string;
      meta_tags: string;
      meta_description: string;
    }>(
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
