/**
 * {lang}/promotions and the spec §2 banner actions as a guest: the header tab, the promotion
 * cards with their terms pages, card and carousel buttons, and CMS data links in banner content.
 * What does not need a browser (parsing, players' hrefs, the feature toggle, image mode off) is
 * covered by the unit tests in app/features/content/.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, seededContent, test, waitForHydration, type Site } from "./fixtures";

/** Every banner/card button's href answers its spec §2 action for a guest. */
async function expectGuestActions(buttons: Locator, site: Site) {
  const here = (modal: string) => new RegExp(`\\?(.+&)?modal=${modal}(&|$)`);
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const kind = await button.getAttribute("data-action");
    const href = (await button.getAttribute("href")) ?? "";
    if (kind === "deposit" || kind === "login") expect(href, kind).toMatch(here("login"));
    else if (kind === "register") expect(href, kind).toMatch(here("register"));
    else expect(href, `${kind}`).toMatch(new RegExp(`^/${site.lang}/[a-z]`));
  }
}

const notFound = (page: Page) => page.locator(".not-found");

test.beforeEach(({ site }) => {
  test.skip(!site.brand.features.promotions, `${site.brand.id} has promotions off`);
});

test("the header tab opens the promotions page; each offer has a terms page @nojs @i18n", async ({ page, site, t }) => {
  await page.goto(`/${site.lang}`);
  await page
    .locator(".site-header__tabs")
    .getByRole("link", { name: t("shell:nav.promotions") })
    .click();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/promotions`);
  await expect(page.getByRole("heading", { level: 1, name: t("content:promotions.title") })).toBeVisible();
  await expect(page).toHaveTitle(t("content:promotions.metaTitle", { brand: site.brand.name }));
  const cards = page.getByTestId("promotion-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  // The welcome bonus leads (sandbox seed), with its code.
  const first = cards.first();
  await expect(first.locator("code")).toHaveText("WELCOME100");
  const title = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(title.length).toBeGreaterThan(0);
  await first.getByRole("link", { name: t("content:promotions.terms") }).click();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/bonus-tnc-welcome-bonus`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
});

test("as a guest, card buttons open the login and registration modals or go to a page @nojs", async ({
  page,
  site,
  t,
}) => {
  await page.goto(`/${site.lang}/promotions`);
  const grid = page.locator(".promotions__grid");
  await expectGuestActions(grid.locator("[data-action]"), site);

  await grid.locator('[data-action="register"]').first().click();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/promotions?modal=register`);
  await expect(page.getByRole("dialog", { name: t("registration:title") })).toBeVisible();

  await page.goto(`/${site.lang}/promotions`);
  await grid.locator('[data-action="deposit"], [data-action="login"]').first().click();
  await expect(page).toHaveURL(`${site.origin}/${site.lang}/promotions?modal=login`);
  await expect(page.locator('[data-modal="login"]')).toBeVisible();

  await page.goto(`/${site.lang}/promotions`);
  // Every offer whose button is not a modal goes to a page; the seed gives each brand at least one.
  const pages = seededContent(site.brand).promotions.filter(
    (p) => !["register", "deposit", "login"].includes(String(p.button)),
  );
  expect(pages.length, `${site.brand.id}'s seeded offers with a page button`).toBeGreaterThan(0);
  await expect(grid.locator('[data-action="path"]')).toHaveCount(pages.length);
  const path = grid.locator('[data-action="path"]').first();
  const href = (await path.getAttribute("href")) ?? "";
  await path.click();
  await expect(page).toHaveURL(`${site.origin}${href}`);
  // The page arrived (its heading): only now does "no 404" say anything.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});

test("banner buttons and CMS data links act for a guest as spec §2 says @nojs", async ({ page, site, t }) => {
  test.skip(site.brand.config.banners?.imageMode === false, `${site.brand.id} has no image banners`);
  // Home: the casino zone's buttons; the first slide's button is the one on screen.
  await page.goto(`/${site.lang}`);
  const homeButtons = page.locator(".banner-carousel .banner__button");
  await expectGuestActions(homeButtons, site);
  const first = homeButtons.first();
  const kind = await first.getAttribute("data-action");
  const href = (await first.getAttribute("href")) ?? "";
  await first.click();
  if (kind === "register") await expect(page.getByRole("dialog", { name: t("registration:title") })).toBeVisible();
  else if (kind === "deposit" || kind === "login") await expect(page.locator('[data-modal="login"]')).toBeVisible();
  else {
    // The click's page arrived (its address and heading): only now does "no 404" say anything.
    await expect(page).toHaveURL(`${site.origin}${href}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notFound(page)).toHaveCount(0);
  }

  // Promotions: the promotions zone's content carries data links (sandbox seed).
  await page.goto(`/${site.lang}/promotions`);
  await expectGuestActions(page.locator(".banner-carousel .banner__button"), site);
  const links = page.locator(".banner-carousel .banner__content a");
  expect(await links.count()).toBeGreaterThan(0);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const terms = `/${site.lang}/page/bonus-tnc-welcome-bonus?prevUrl=${encodeURIComponent(`/${site.lang}/promotions`)}`;
  for (const href of hrefs) expect([`/${site.lang}/promotions?modal=login`, terms]).toContain(href);
  // Followed the way a click would (slides after the first may be off screen).
  const target = hrefs.includes(terms) ? terms : hrefs[0];
  await page.goto(target);
  if (target === terms) await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  else await expect(page.locator('[data-modal="login"]')).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});

test("the carousel runs with the spec §9 constants", async ({ page, site }) => {
  test.skip(site.brand.config.banners?.imageMode === false, `${site.brand.id} has no image banners`);
  const limits = site.brand.config.limits.bannerCarousel;
  await page.goto(`/${site.lang}/promotions`);
  const swiper = page.locator(".banner-carousel .swiper");
  // The seed gives every zone 3–5 banners (sandbox/seed/seed.test.ts): swiper always has work here.
  expect(await swiper.locator(".swiper-slide").count()).toBeGreaterThanOrEqual(2);
  // swiper starts on first use, once React is there to see it.
  await waitForHydration(page);
  await swiper.hover();
  await expect(swiper).toHaveClass(/swiper-initialized/);
  const params = await swiper.evaluate((el) => {
    const p = (el as unknown as { swiper: { params: Record<string, any> } }).swiper.params;
    return {
      loop: p.loop,
      gap: p.spaceBetween,
      perView: p.slidesPerView,
      slides: el.querySelectorAll(".swiper-slide:not(.swiper-slide-duplicate)").length,
    };
  });
  // The autoplay interval is the carousel's own timer, tested by its behaviour in a-banners.spec.ts.
  expect(params).toMatchObject({ gap: limits.gapPx, perView: limits.slidesPerView });
  expect(params.loop).toBe(params.slides >= limits.loopMinSlides);
});
