import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "~/platform/http.server";
import { TtlCache } from "~/platform/ttl-cache.server";
import { getBanners } from "~/platform/content.server";
import { isSafeRelativePath } from "~/routing/safe-path";
import type { SegmentLocaliser } from "~/routing/localised-path";
import { catalogueSegments, loadCatalogue } from "~/features/game-kit/catalogue.server";
import type { RequestScope, SiteScope } from "~/routing/scope.server";
import { renderCmsHtml, resolveDataLinks, underLanguage } from "./cms-html.server";
import type { Here } from "./banner-actions";

/** A banner ready to render: sanitised content and resolved actions. */
export interface BannerView {
  id: string;
  image: string | null;
  mobileImage: string | null;
  contentHtml: string;
  /** Whole-banner link (CMS targetUrl, under the language). */
  href: string | null;
  /** The call-to-action button, if any. */
  action: BannerAction | null;
}

export type BannerAction = { kind: "deposit" | "register" | "login" } | { kind: "path"; href: string };

const cache = new TtlCache<BannerView[]>(60_000);

/** Banners of one zone for guests (cached a minute; spec §9: banners per zone are reused). */
export async function loadBanners(
  caller: PlatformCaller,
  zoneId: string,
  routed: readonly string[],
  segments?: () => Promise<SegmentLocaliser>,
): Promise<BannerView[]> {
  const key = `${caller.baseUrl}|${caller.brandId}|${caller.language}|${zoneId}|${caller.sessionToken ? "player" : "guest"}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [banners, localiser] = await Promise.all([getBanners(caller, zoneId), segments?.()]);
  const ctx = { lang: caller.language, routed, siteCode: caller.siteCode, segments: localiser };
  const value = banners.map((banner) => ({
    id: banner.id,
    image: banner.imagePath || null,
    mobileImage: banner.mobileImage || banner.imagePath || null,
    contentHtml: banner.content ? renderCmsHtml(banner.content, { ...ctx, imagePath: banner.imagePath ?? "" }) : "",
    href: banner.targetUrl ? targetHref(banner.targetUrl, ctx) : null,
    action: actionOf(banner.button, ctx),
  }));
  if (value.length > 0) cache.set(key, value);
  return value;
}

/**
 * The carousel of one of the brand's banner zones (spec §9: casino, liveCasino, promotions) for
 * the page `here`: nothing when the brand's image mode is off (spec §2: banners show only in
 * image mode) or the platform has none; CMS data links resolved for this page and visitor.
 * `here` may still be settling (who the visitor is): the banners are fetched meanwhile.
 */
export async function zoneBanners(
  caller: PlatformCaller,
  brand: Pick<BrandConfig, "banners" | "bannerZones" | "languages" | "limits">,
  zone: keyof BrandConfig["bannerZones"],
  here: Here | Promise<Here>,
): Promise<BannerView[]> {
  if (!brand.banners.imageMode) return [];
  // Asked once, and only when the banners are not cached yet or have data links to resolve.
  let localiser: Promise<SegmentLocaliser> | undefined;
  const segments = () => (localiser ??= catalogueLocaliser(caller, brand));
  const [banners, page] = await Promise.all([
    loadBanners(caller, brand.bannerZones[zone], brand.languages.routed, segments).catch(() => []),
    here,
  ]);
  if (!banners.some((banner) => banner.contentHtml.includes("data-link"))) return banners;
  const ctx = { lang: caller.language, routed: brand.languages.routed, segments: await segments() };
  return banners.map((banner) =>
    banner.contentHtml ? { ...banner, contentHtml: resolveDataLinks(banner.contentHtml, page, ctx) } : banner,
  );
}

/**
 * Lobby and group slugs of CMS links in the page language. The catalogue is cached per language
 * (the lobby pages load it anyway); without it the links keep the slugs the CMS wrote.
 */
export async function catalogueLocaliser(
  caller: PlatformCaller,
  brand: Pick<BrandConfig, "limits">,
): Promise<SegmentLocaliser> {
  const index = await loadCatalogue(caller, brand).catch(() => null);
  return catalogueSegments(index);
}

/**
 * The page a loader renders, and whether its visitor is logged in once the request's scope has
 * settled (a failed status check is a guest).
 */
export function pageHere(site: Pick<SiteScope, "url">, scope: Promise<Pick<RequestScope, "player">>): Promise<Here> {
  const { pathname, search } = site.url;
  return scope.then(
    ({ player }) => ({ pathname, search, loggedIn: Boolean(player) }),
    () => ({ pathname, search, loggedIn: false }),
  );
}

/** Spec §2 banner buttons: deposit, register, login, or a path under the language. */
export function actionOf(
  button: string | null | undefined,
  ctx: { lang: string; routed: readonly string[]; segments?: SegmentLocaliser },
): BannerAction | null {
  const value = button?.trim();
  if (!value) return null;
  if (value === "deposit" || value === "register" || value === "login") return { kind: value };
  const path = value.startsWith("/") ? value : `/${value}`;
  return isSafeRelativePath(path) ? { kind: "path", href: underLanguage(path, ctx) } : null;
}

function targetHref(
  target: string,
  ctx: { lang: string; routed: readonly string[]; segments?: SegmentLocaliser },
): string | null {
  if (/^https:\/\//i.test(target)) return target;
  const path = target.startsWith("/") ? target : `/${target}`;
  return isSafeRelativePath(path) ? underLanguage(path, ctx) : null;
}
