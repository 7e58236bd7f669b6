/**
 * Home banner carousel (spec §2) and what happens when banner/getBanners fails.
 * The e2e server caps the app's banner cache at PLATFORM_CACHE_SECONDS=2, so an injected failure
 * is seen within seconds of another test having filled the cache.
 */
import { expect, test, waitForHydration } from "./fixtures";

test("a transport failure of banner/getBanners still renders the page, without banners", async ({
  page,
  site,
  sandbox,
}) => {
  // A cache hit never calls the platform. The sandbox reports whether the injected failure was
  // used: that is the signal polled for (the cache entry expires within PLATFORM_CACHE_SECONDS).
  let status: number | undefined;
  await expect(async () => {
    await sandbox.reset();
    await sandbox.inject({ path: "banner/getBanners", httpStatus: 500, times: 1 });
    status = (await page.goto(`/${site.lang}`))?.status();
    expect(
      (await sandbox.snapshot()).injected,
      "the injected getBanners failure was used (the banner cache expired)",
    ).toEqual([]);
  }).toPass({ intervals: [500, 1_000], timeout: 15_000 });
  expect(status).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator(".game-row").first()).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  // No carousel, and no empty box where it would be.
  await expect(page.locator(".banner-carousel")).toHaveCount(0);
});

test("banner carousel with sized images @nojs", async ({ page, site, t }) => {
  test.skip(site.brand.config.banners?.imageMode === false, `${site.brand.id} has no image banners`);
  await page.goto(`/${site.lang}`);
  const carousel = page.getByRole("region", { name: t("content:banners.label") });
  await expect(carousel).toBeVisible();
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
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The home banners' CMS link ("all promotions") sits on the always dark art: it has the banner's
  // light text colour, not the theme's primary (dark in a light theme).
  const content = carousel.locator(".banner__content").first();
  const colour = (el: Element) => getComputedStyle(el).color;
  expect(await content.locator("a").count()).toBeGreaterThan(0);
  expect(await content.locator("a").first().evaluate(colour)).toBe(await content.evaluate(colour));
  const dots = carousel.locator(".swiper-pagination-bullet");
  // The dots are in the server's markup; without scripting they could not move anything.
  if (!site.javaScript) await expect(dots.first()).toBeHidden();
  // The seed gives every zone 3–5 banners (sandbox/seed/seed.test.ts), so there are dots to show.
  expect(await carousel.locator(".swiper-slide").count()).toBeGreaterThan(1);
  if (site.javaScript) {
    await expect(dots.first()).toBeVisible();
    // swiper starts on first use (or the first autoplay step), not while the page loads.
    await expect(carousel.locator(".swiper")).not.toHaveClass(/swiper-initialized/);
    await waitForHydration(page);
    await carousel.hover();
    await expect(carousel.locator(".swiper")).toHaveClass(/swiper-initialized/);
  }
});

test("the banner dots show which banner is up and move the carousel", async ({ page, site, t }) => {
  test.skip(!site.javaScript, "the dots need JavaScript");
  await page.goto(`/${site.lang}`);
  const carousel = page.locator(".banner-carousel");
  const count = await carousel.locator(".swiper-slide").count();
  // The seed gives every zone 3–5 banners (sandbox/seed/seed.test.ts): never a single banner here.
  expect(count).toBeGreaterThan(1);
  // The dots are React's: a tap before hydration does nothing (the banners still swipe natively).
  await waitForHydration(page);
  const dots = carousel.locator(".swiper-pagination-bullet");
  await expect(dots).toHaveCount(count);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  const last = carousel.getByRole("button", { name: t("content:banners.show", { n: count, total: count }) });
  await last.click();
  // The first use loads Swiper's chunk before the slide moves: seconds on a loaded CI machine.
  await expect(last).toHaveAttribute("aria-current", "true", { timeout: 15_000 });
  await expect(dots.first()).not.toHaveAttribute("aria-current", "true");
  const realIndex = () =>
    carousel
      .locator(".swiper")
      .evaluate((el) => (el as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
  await expect.poll(realIndex).toBe(count - 1);
});

test("banners advance every autoplay interval, wrap to the first, and wait under the pointer", async ({
  page,
  site,
}) => {
  test.skip(!site.javaScript, "autoplay needs JavaScript");
  test.skip(site.lang !== site.brand.defaultLanguage, "runs in each brand's default language");
  const limits = site.brand.config.limits.bannerCarousel;
  await page.clock.install();
  // Paused, so that only runFor moves the page's time. An installed clock otherwise flows with real
  // time, and a loaded CI machine can spend over 200 ms between two steps of this test.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(`/${site.lang}`);
  const carousel = page.locator(".banner-carousel");
  const count = await carousel.locator(".swiper-slide").count();
  // The seed gives every zone 3–5 banners (sandbox/seed/seed.test.ts): never a single banner here.
  expect(count).toBeGreaterThan(1);
  // The autoplay timer starts when the page hydrates, and marks the carousel; swiper itself starts
  // at the first step. The clock is paused, so no page time passes between the two.
  await expect(carousel).toHaveAttribute("data-autoplay", "running");
  // The banner shown is the dot marked current.
  const shown = () =>
    carousel
      .locator(".swiper-pagination-bullet")
      .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
  // After the first interval, which is timed exactly above, each step only has to come within two
  // intervals: swiper drops a slide asked for while its CSS transition (real time) is still running
  // under the test's jumping clock, and the autoplay's next tick then moves it.
  const nextShows = async (index: number) => {
    for (let ran = 0; (await shown()) !== index; ran += 250) {
      expect(ran, `banner ${index} within two autoplay intervals`).toBeLessThan(limits.autoplayMs * 2);
      await page.clock.runFor(250);
    }
  };
  expect(await shown()).toBe(0);
  await page.clock.runFor(limits.autoplayMs - 200);
  expect(await shown()).toBe(0);
  await page.clock.runFor(400);
  await expect.poll(shown).toBe(1);
  if (limits.pauseOnHover) {
    await carousel.hover();
    await page.clock.runFor(limits.autoplayMs * 3);
    expect(await shown()).toBe(1);
    await page.mouse.move(2, 2);
  }
  for (let step = 2; step <= count; step++) {
    await nextShows(step % count);
  }
});
