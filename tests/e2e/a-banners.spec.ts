/**
 * Home banner carousel (spec §2) and what happens when banner/getBanners fails.
 * Named a-… so it sorts first: each project's home page is rendered here before another spec
 * fills the app's one-minute banner cache for that brand and language (else the failure test
 * waits for the cache to expire, up to ~60 s).
 */
import { expect, test } from "./fixtures";

/** Known app bug (reported): banners stream in behind <Suspense>; without JavaScript React's
 *  swap script never runs, so the carousel stays in a hidden <div> and the placeholder stays. */
const NOJS_STREAMING_BUG = "BUG: without JavaScript the streamed banner carousel never replaces its placeholder";

test("a transport failure of banner/getBanners still renders the page, without banners", async ({ page, site, sandbox, t }) => {
  test.setTimeout(120_000);
  // The app caches banners for a minute per brand and language, and a cache hit never calls the
  // platform. The sandbox reports whether the injected failure was used; until it was (the cache
  // entry expired), try again.
  const deadline = Date.now() + 75_000;
  let consumed = false;
  let status: number | undefined;
  while (!consumed && Date.now() < deadline) {
    await sandbox.reset();
    await sandbox.inject({ path: "banner/getBanners", httpStatus: 500, times: 1 });
    status = (await page.goto(`/${site.lang}`))?.status();
    consumed = (await sandbox.snapshot()).injected.length === 0;
    if (!consumed) await page.waitForTimeout(5_000);
  }
  expect(consumed, "the injected getBanners failure was never used (banner cache did not expire?)").toBe(true);
  expect(status).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator(".game-row").first()).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  // The placeholder goes away and no carousel is shown.
  await expect(page.locator(".banner-carousel")).toHaveCount(0);
  await expect(page.getByRole("status", { name: t("content:banners.loading") })).toHaveCount(0);
});

test("banner carousel with sized images @nojs", async ({ page, site, t }) => {
  test.fail(!site.javaScript, NOJS_STREAMING_BUG);
  test.skip(site.brand.config.banners?.imageMode === false, `${site.brand.id} has no image banners`);
  await page.goto(`/${site.lang}`);
  const carousel = page.getByRole("region", { name: t("content:banners.label") });
  await expect(carousel).toBeVisible({ timeout: site.javaScript ? 5_000 : 2_000 });
  await expect(carousel).toHaveClass(/\bbanner-carousel\b/);
  const images = carousel.locator("img.banner__image");
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
  }
  // The first (LCP) image loads eagerly and actually loads.
  const first = images.first();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  if (site.javaScript) await expect(carousel.locator(".swiper-initialized, .swiper").first()).toHaveClass(/swiper-initialized/);
});
