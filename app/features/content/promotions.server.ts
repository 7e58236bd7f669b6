import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller } from "~/platform/caller.server";
import type { PlatformCaller } from "~/platform/http.server";
import { getPromotions, type Promotion } from "~/platform/content.server";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import { isMaintenance } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { intlLocale } from "~/i18n/languages";
import { requestScope, siteScope } from "~/routing/scope.server";
import type { SegmentLocaliser } from "~/routing/localised-path";
import {
  actionOf,
  catalogueLocaliser,
  pageHere,
  zoneBanners,
  type BannerAction,
  type BannerView,
} from "./banners.server";
import { CMS_URL_PATTERN } from "./CmsPage";

/** One promotion card, ready to render. */
export interface PromotionView {
  id: string;
  title: string;
  description: string;
  image: string | null;
  action: BannerAction | null;
  /** The offer's terms page (spec §2 static page kind bonus-tnc-*), under the language. */
  termsHref: string | null;
  bonusCode: string | null;
  /** Last day of the offer in the page language, or null when it runs until further notice. */
  endsOn: string | null;
}

export interface PromotionsPageData {
  banners: BannerView[];
  /** "unavailable": the platform did not answer (not the same as having no promotions). */
  promotions: { state: "available"; items: PromotionView[] } | { state: "unavailable" };
  title: string;
  description: string;
}

/** {lang}/promotions: the promotions-zone carousel and the running promotions; 404 when the brand has the feature off. */
export async function loadPromotionsPage(args: LoaderFunctionArgs): Promise<PromotionsPageData> {
  const site = siteScope(args);
  const { context, brand, lang } = site;
  if (!brand.features.promotions) throw data(null, { status: 404 });
  // Promotions and banners are the same for every visitor of the page: the guest caller.
  const caller = platformCaller(context, brand, lang);
  const [t, banners, promotions] = await Promise.all([
    serverT(context, brand, lang, "content"),
    zoneBanners(caller, brand, "promotions", pageHere(site, requestScope(args))),
    loadPromotions(caller, brand),
  ]);
  return {
    banners,
    promotions,
    title: t("promotions.metaTitle", { brand: brand.name }),
    description: t("promotions.metaDescription", { brand: brand.name }),
  };
}

/** The running promotions as cards; "unavailable" when the platform fails, 503 in maintenance. */
export async function loadPromotions(
  caller: PlatformCaller,
  brand: Pick<BrandConfig, "languages" | "timeZone" | "limits">,
): Promise<PromotionsPageData["promotions"]> {
  // Maintenance is the shell's 503; any other failure is this page's "unavailable" state.
  const promotions = await getPromotions(caller).catch((error: unknown) =>
    isMaintenance(error) ? rethrowMaintenance(error) : null,
  );
  if (!promotions) return { state: "unavailable" };
  const segments = promotions.some((p) => p.button) ? await catalogueLocaliser(caller, brand) : undefined;
  return { state: "available", items: promotions.map((p) => promotionView(p, brand, caller.language, segments)) };
}

export function promotionView(
  promotion: Promotion,
  brand: Pick<BrandConfig, "languages" | "timeZone">,
  lang: string,
  segments?: SegmentLocaliser,
): PromotionView {
  const terms = promotion.termsUrl?.trim();
  return {
    id: promotion.id,
    title: promotion.title,
    description: promotion.description ?? "",
    image: promotion.imagePath || null,
    action: actionOf(promotion.button, { lang, routed: brand.languages.routed, segments }),
    termsHref: terms && CMS_URL_PATTERN.test(terms) ? `/${lang}/page/${terms}` : null,
    bonusCode: promotion.bonusCode || null,
    endsOn: formatDay(promotion.endDate, brand, lang),
  };
}

function formatDay(
  iso: string | null | undefined,
  brand: Pick<BrandConfig, "languages" | "timeZone">,
  lang: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale(brand, lang), { dateStyle: "long", timeZone: brand.timeZone }).format(date);
}
