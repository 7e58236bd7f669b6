/**
 * Spec §2 shell: header and tabs on desktop, hamburger and bottom bar on mobile (with and
 * without JavaScript), language dropdown (and the country rule that hides it), language-change toast, footer
 * (CMS, translated, English fallback), no horizontal overflow at 360 px.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  beforeHydration,
  expect,
  holdRequests,
  htmlLangOf,
  isHydrated,
  overlayCost,
  seededContent,
  storeLanguage,
  test,
  translator,
  waitForHydration,
  type Site,
} from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
const slug = (kind: string, lang: string) => slugs[kind][lang] ?? slugs[kind].en;

const DESKTOP = { width: 1440, height: 900 };
/** app/entry.client.tsx: how long hydration waits at most for the hero picture (ADR 036). */
const HERO_WAIT_MS = 1_500;
const PHONE = { width: 360, height: 740 };

/** Header tabs the brand's features call for (spec §2), as nav.* keys. */
function headerTabs(site: Site): string[] {
  const f = site.brand.features;
  return [
    ...(f.sportsbook ? ["sports"] : []),
    "casino",
    ...(f.liveCasino ? ["liveCasino"] : []),
    ...(f.promotions ? ["promotions"] : []),
    "support",
  ];
}

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("logo, tabs, language menu and guest links at 1440 px @nojs @i18n", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}`);
    const header = page.locator("header.site-header");
    const logo = header.getByRole("link", { name: t("shell:header.home", { brand: site.brand.name }) });
    await expect(logo).toBeVisible();
    await expect(logo.locator("img")).toBeVisible();
    const tabs = header
      .getByRole("navigation", { name: t("shell:header.mainNavigation") })
      .and(page.locator(".site-header__tabs"));
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText(headerTabs(site).map((key) => t(`shell:nav.${key}`)));
    await expect(header.getByRole("link", { name: t("shell:header.login"), exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: t("shell:header.register"), exact: true })).toBeVisible();
    // Register opens the registration modal over the current page, with or without JavaScript.
    await header.getByRole("link", { name: t("shell:header.register"), exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}?modal=register`);
    await expect(page.getByRole("dialog", { name: t("registration:title") })).toBeVisible();
    await page.goto(`/${site.lang}`);
    await expect(page.locator("details.language-menu.site-header__language")).toBeVisible();
    await expect(page.locator("details.mobile-menu")).toBeHidden();
    await expect(page.locator("nav.bottom-nav")).toBeHidden();

    // A tab navigates and becomes the current one.
    await tabs.getByRole("link", { name: t("shell:nav.casino"), exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/${slug("games", site.lang)}`);
    await expect(tabs.getByRole("link", { name: t("shell:nav.casino"), exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Only that one: the Sports tab links to the language root, which every page is under.
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("mobile shell", () => {
  test.use({ viewport: PHONE });

  test("hamburger menu opens and navigates at 360 px @nojs", async ({ page, site, t, server }) => {
    await page.goto(`/${site.lang}`);
    await expect(page.locator(".site-header__tabs")).toBeHidden();
    const menu = page.locator("details.mobile-menu");
    const toggle = menu.locator(":scope > summary");
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-label", t("shell:header.menu"));
    const panel = menu.getByRole("navigation", { name: t("shell:header.mainNavigation") });
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveAttribute("open", "");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: t("shell:header.register") })).toBeVisible();
    // App links only for the stores the brand config names; none at all without any (issue 35 §5).
    const apps = (site.brand.config.integrations as { mobileApps?: Record<string, string> }).mobileApps ?? {};
    const stores = (["android", "ios"] as const).filter((store) => apps[store]);
    await expect(panel.getByTestId("mobile-menu-apps")).toHaveCount(stores.length ? 1 : 0);
    await expect(panel.getByText(t("shell:mobileMenu.apps"), { exact: true })).toHaveCount(stores.length ? 1 : 0);
    for (const store of ["android", "ios"] as const) {
      const link = panel.getByTestId(`mobile-app-${store}`);
      if (apps[store]) await expect(link).toHaveAttribute("href", apps[store]);
      else await expect(link).toHaveCount(0);
    }

    const contact = await server.platform("staticPage/getPage", { urlPath: "contact-us", language: site.lang });
    await panel.getByRole("link", { name: t("shell:nav.support"), exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/contact-us`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.head);
    // Closed again after navigating.
    await expect(panel).toBeHidden();
  });

  test("the hamburger menu opened before the scripts arrive stays open once they do, and closes on the next navigation", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.javaScript, "hydration is a JavaScript matter");
    const menu = page.locator("details.mobile-menu");
    await beforeHydration(page, `/${site.lang}`, () => menu.locator(":scope > summary").click());
    await waitForHydration(page);
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: t("shell:nav.support"), exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/contact-us`);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("bottom navigation at 360 px marks the current item @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}`);
    const bottom = page.getByRole("navigation", { name: t("shell:nav.bottom") });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole("link", { name: t("shell:nav.casino"), exact: true })).toBeVisible();
    await expect(bottom.getByRole("link", { name: t("shell:nav.wallet"), exact: true })).toBeVisible();
    // Fixed over the page as it loads and scrolls: nothing to redo per frame (ADR 040).
    expect(await overlayCost(bottom)).toEqual({ backdrop: "none", animation: "none", alpha: "1" });
    if (site.brand.features.sportsbook) {
      // Home is the sports overview.
      await expect(bottom.getByRole("link", { name: t("shell:nav.sportsOverview"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await bottom.getByRole("link", { name: t("shell:nav.casino"), exact: true }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/${slug("games", site.lang)}`);
    await expect(bottom.getByRole("link", { name: t("shell:nav.casino"), exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bottom.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("bottom navigation hides under an open modal, on the search page and while searching @nojs", async ({
    page,
    site,
    t,
  }) => {
    const bottom = page.getByRole("navigation", { name: t("shell:nav.bottom") });
    // A modal by name, and the trigger parameters that open one by themselves (spec §2); a
    // content page, as the lobby on home costs more to render than the rule needs.
    const terms = `/${site.lang}/page/terms`;
    for (const query of ["modal=login", "quicklogin", "resetPasswordToken=abc"]) {
      await page.goto(`${terms}?${query}`);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(bottom).toBeHidden();
    }
    // An unknown modal opens nothing, so nothing hides.
    await page.goto(`${terms}?modal=nope`);
    await expect(bottom).toBeVisible();
    // The rule is for phones only: from 768 px the bar stays under the modal.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${terms}?modal=login`);
    await expect(bottom).toBeVisible();
    await page.setViewportSize(PHONE);

    await page.goto(`/${site.lang}/search`);
    await expect(page.getByRole("searchbox", { name: t("lobby:search.label") })).toBeVisible();
    await expect(bottom).toHaveCount(0);

    if (site.javaScript) {
      // The lobby's search box, once focused, is the global search too.
      await page.goto(`/${site.lang}/${slug("games", site.lang)}`);
      await expect(bottom).toBeVisible();
      await page.getByRole("searchbox", { name: t("lobby:search.label") }).click();
      await expect(bottom).toBeHidden();
      await page.getByRole("button", { name: t("lobby:search.cancel") }).click();
      await expect(bottom).toBeVisible();
    }
  });

  test("no horizontal overflow at 360 px on home @nojs @i18n", async ({ page, site }) => {
    await page.goto(`/${site.lang}`);
    await expect(page.locator(".game-row").first()).toBeVisible();
    // The seed gives every zone 3–5 banners (sandbox/seed/seed.test.ts), so swiper always has work.
    expect(await page.locator(".banner-carousel .swiper-slide").count()).toBeGreaterThan(1);
    // swiper, which lays out the banners, starts on first use: reach for the carousel.
    if (site.javaScript) {
      await waitForHydration(page);
      await page.locator(".banner-carousel").hover();
      await expect(page.locator(".banner-carousel .swiper-initialized")).toBeAttached();
    }
    await page.waitForLoadState("load");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test.describe("language menu", () => {
  test.use({ viewport: DESKTOP });

  test("switches the language, stores it and says so in a toast that closes @nojs @i18n", async ({
    page,
    context,
    site,
    t,
  }) => {
    const other = site.otherLang;
    test.skip(!other, `${site.brand.id} routes one language`);
    const tOther = translator(site.brand.id, other!);
    await storeLanguage(context, site);
    await page.goto(`/${site.lang}/page/faq?ref=menu`);
    await expect(page.getByTestId("toast")).toHaveCount(0);

    const menu = page.locator("details.language-menu.site-header__language");
    await expect(menu.locator("summary")).toHaveAccessibleName(
      `${t("shell:language.choose")}: ${t(`shell:language.short.${site.lang}`)}`,
    );
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: t(`shell:language.name.${other}`) }).click();

    await expect(page).toHaveURL(`${site.origin}/${other}/page/faq?ref=menu`);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLangOf(other!));
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe(other);

    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      tOther("shell:language.changed", { language: tOther(`shell:language.name.${other}`) }),
    );
    const close = toast.locator(`label[aria-label="${tOther("shell:toast.close")}"]`);
    await expect(close).toBeVisible();
    await close.click();
    await expect(toast).toBeHidden();

    // Said once: the next page in the same language has no toast.
    await page.goto(`/${other}/page/terms`);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("a toast sits bottom right and expires after the brand's toast duration", async ({ page, context, site }) => {
    const other = site.otherLang;
    test.skip(!other, `${site.brand.id} routes one language`);
    // Arriving from the other language makes the language toast.
    await storeLanguage(context, site, other);
    await page.goto(`/${site.lang}/page/terms`);
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(Math.round(DESKTOP.width - (box.x + box.width))).toBe(24);
    expect(Math.round(DESKTOP.height - (box.y + box.height))).toBe(24);

    // The expiry is a CSS animation (so it also works without JavaScript), which page.clock does
    // not drive: seek the toast's animations instead of waiting.
    const { durationMs, fadeOutMs } = site.brand.config.limits.toast as { durationMs: number; fadeOutMs: number };
    const seek = (ms: number) =>
      page.evaluate((at) => {
        for (const animation of document.getAnimations()) {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          if (target instanceof Element && target.closest(".toasts")) animation.currentTime = at;
        }
      }, ms);
    await seek(durationMs - 100);
    await expect(toast).toBeVisible();
    await seek(durationMs + fadeOutMs + 10);
    await expect(toast).toBeHidden();
  });

  test("is hidden for a country whose rule says so @nojs", async ({ page, site, sandbox }) => {
    // The brand's own rule, whichever country it names: a brand with one never skips this.
    const hiddenFor = Object.entries(site.brand.countryRules).find(([, rule]) => rule.languageDropdownHidden)?.[0];
    test.skip(!hiddenFor, `${site.brand.id} hides the language menu for no country`);
    await page.goto(`/${site.lang}`);
    await expect(page.locator("details.language-menu.site-header__language")).toBeVisible();
    await sandbox.country(hiddenFor!);
    await page.goto(`/${site.lang}`);
    await expect(page.locator("header.site-header")).toBeVisible();
    // Neither in the header nor in the hamburger menu.
    await expect(page.locator("details.language-menu")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("CMS footer in the page language, or English when missing; legal block translated @nojs @i18n", async ({
    page,
    site,
    t,
  }) => {
    // The footers the sandbox seeds (sandbox/seed/content.ts), not what it answers now: a footer it
    // lost must fail here, not turn into an expected fallback.
    const footers = seededContent(site.brand).staticPages.filter((p) => p.url_path === "footer");
    const own = footers.find((p) => p.language === site.lang);
    const hasOwn = own !== undefined;
    const shown = own ?? footers.find((p) => p.language === "en");
    expect(shown, `${site.brand.id} seeds an English footer`).toBeDefined();
    const headings = [...String(shown!.content).matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(0);

    await page.goto(`/${site.lang}`);
    const footer = page.locator("footer.site-footer");
    await expect(footer).toBeVisible();
    const cms = footer.locator(".site-footer__cms");
    await expect(cms).toBeVisible();
    await expect(cms).toHaveAttribute("lang", hasOwn ? site.htmlLang : "en");
    await expect(cms.getByRole("heading", { level: 3 })).toHaveText(headings);
    // Placeholders are filled in.
    await expect(cms).not.toContainText("{{");
    await expect(footer.locator(".site-footer__copyright")).toHaveText(
      t("shell:footer.copyright", { year: new Date().getFullYear(), brand: site.brand.name }),
    );
    // One rights line, the legal block's: the CMS footer once repeated it beside a bare site code.
    const rights = t("shell:footer.copyright", { year: "", brand: "" })
      .replace(/^[©\s.]+/, "")
      .replace(/\.$/, "");
    const text = (await footer.textContent()) ?? "";
    expect(text.split(rights).length - 1, rights).toBe(1);
    expect(text).not.toMatch(new RegExp(`(^|[^\\w])${site.brand.siteCode}([^\\w]|$)`));
    await expect(footer.getByRole("link", { name: t("shell:footer.licenceLink") })).toBeVisible();
  });
});

test("the header clock shows the platform's time in the brand's zone, and ticks @nojs", async ({ page, site }) => {
  test.skip(!site.brand.features.headerClock, `${site.brand.id} has no header clock`);
  await page.setViewportSize(DESKTOP);
  const zone = site.brand.config.timeZone as string;
  const hhmm = (at: number) =>
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(
      at,
    );
  if (site.javaScript) await page.clock.install();
  const before = Date.now();
  await page.goto(`/${site.lang}`);
  const clock = page.locator(".header-clock time");
  const shown = (await clock.textContent()) ?? "";
  expect([hhmm(before), hhmm(Date.now())]).toContain(shown);
  if (!site.javaScript) return;
  // The clock anchors the platform's time to the browser's when it hydrates, so jumping the
  // browser's clock before that would be absorbed: wait until React has taken the element over.
  await waitForHydration(page, ".header-clock time");
  // Six hours on: the hour has moved by six, in the brand's zone, whatever the machine's own zone.
  await page.clock.fastForward(6 * 3_600_000);
  await expect(clock).toHaveText(new RegExp(`^(${hhmm(before + 6 * 3_600_000)}|${hhmm(Date.now() + 6 * 3_600_000)})$`));
});

test("below-the-fold parts hydrate in a pass of their own, and their links navigate in the page (ADR 025)", async ({
  page,
  site,
  server,
}) => {
  test.skip(!site.javaScript, "hydration needs JavaScript");
  // The server sends the deferred parts inside Suspense boundaries (React marks them <!--$-->),
  // which the first hydration pass leaves for a later one: the providers strip and the footer.
  const html = await (await server.get(`/${site.lang}`)).text();
  expect(html).toMatch(/<!--\$--><section class="provider-strip"/);
  expect(html).toMatch(/<!--\$--><footer class="site-footer"/);

  await page.setViewportSize(PHONE);
  await page.goto(`/${site.lang}`);
  const hydrated = (selector: string) => isHydrated(page, selector);
  await expect.poll(() => hydrated(".site-footer")).toBe(true);
  await expect.poll(() => hydrated(".provider-strip")).toBe(true);
  // A link inside one navigates in the page, as a hydrated link does (no new document).
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const chip = page.locator(".provider-strip .provider-chip").first();
  const href = (await chip.getAttribute("href")) ?? "";
  await chip.click();
  await expect(page).toHaveURL(`${site.origin}${href}`);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("hydration waits for the hero picture, and for no more than a moment when it does not come (ADR 036)", async ({
  page,
  site,
}) => {
  test.skip(!site.javaScript, "hydration needs JavaScript");
  // The page's clock is the test's: the wait's fallback timer fires only when runFor says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  // Where the start-up script is (app/entry.client.tsx sets window.__hydration): a global, as an
  // attribute on the page before hydration would be one React does not expect, and the fake clock
  // stubs performance marks.
  const stage = () => page.evaluate(() => (window as { __hydration?: string }).__hydration ?? null);
  /** Opens home with the banner pictures held back until the returned function is called. */
  const openWithBannersHeld = async () => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    const release = await holdRequests(page, /\/banners\/.+\.(webp|png|jpe?g|avif)$/);
    await page.goto(`/${site.lang}`, { waitUntil: "commit" });
    await expect(page.locator('img[elementtiming="hero"]')).toHaveCount(1);
    // The start-up script has reached the hero wait, and set its fallback timer.
    await expect.poll(stage).toBe("hero-wait");
    return release;
  };
  // The fallback timer of the wait is set (fake); all of its time but a moment passes. Anything
  // the wait ended would set the stage "start" within this call, so the answer is final.
  const almostHeroWait = async () => {
    await page.clock.runFor(HERO_WAIT_MS - 50);
    expect(await stage(), "hydration started before the hero or the wait's end").toBe("hero-wait");
  };

  // The hero is held back: the scripts ran, but the page stays as the server sent it.
  const release = await openWithBannersHeld();
  await almostHeroWait();
  expect(await isHydrated(page)).toBe(false);
  // Once the hero is painted, hydration starts at once (no more page time passes).
  release();
  await expect.poll(stage).toBe("start");
  await page.clock.resume();
  await expect.poll(() => isHydrated(page)).toBe(true);

  // A hero that does not come delays hydration by HERO_WAIT_MS at most.
  await page.clock.pauseAt(Date.now() + 60_000);
  const releaseLate = await openWithBannersHeld();
  await almostHeroWait();
  await page.clock.runFor(100);
  await expect.poll(stage, "hydration started when the wait ran out").toBe("start");
  releaseLate();
});

test("the page's scripts are asked for after its first paint, and the page then hydrates (ADR 043)", async ({
  page,
  site,
}) => {
  test.skip(!site.javaScript, "the scripts need JavaScript");
  await page.goto(`/${site.lang}`);
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByType("paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
  // The inert tags the page was sent with are live again: Remix finds its preloads as it wrote them.
  await expect(page.locator('link[rel="modulepreload"]')).not.toHaveCount(0);
  await expect(page.locator('link[data-rel="modulepreload"]:not([rel])')).toHaveCount(0);
});

test("a touch screen gets no page scrollbar; a mouse keeps it (ADR 042) @nojs", async ({ browser, site }) => {
  const scrollbar = async (options: { hasTouch: boolean; isMobile: boolean }) => {
    const context = await browser.newContext({
      baseURL: site.origin,
      javaScriptEnabled: site.javaScript,
      viewport: PHONE,
      ...options,
    });
    const page = await context.newPage();
    await page.goto(`/${site.lang}`);
    const width = await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
    await context.close();
    return width;
  };
  expect(await scrollbar({ hasTouch: true, isMobile: true })).toBe("none");
  expect(await scrollbar({ hasTouch: false, isMobile: false })).toBe("auto");
});
