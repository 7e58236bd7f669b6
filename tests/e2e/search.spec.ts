/**
 * Issue 4 §5 / spec §4–§5 game search: trimmed input; 1–2 characters → morethanthreechars;
 * 3+ → case-insensitive substring of game name or provider; none → nosearchresultsfound.
 * A GET form without JavaScript (on the lobby page and at {lang}/search); with JavaScript the
 * results open under the box, and cancel / outside click / choosing a result reset it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeHydration, expect, test, waitForHydration } from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;

test("search without JavaScript: a GET form on the lobby page and at /search @nojs", async ({
  page,
  site,
  t,
  server,
}) => {
  test.skip(site.javaScript, "the form submission itself is checked without JavaScript");
  const games = `/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`;
  const box = page.getByRole("searchbox", { name: t("lobby:search.label") });

  await page.goto(games);
  await box.fill("  bo ");
  await page.getByRole("button", { name: t("lobby:search.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`${games}\\?q=`));
  await expect(page.getByText(t("lobby:morethanthreechars", { count: 3 }))).toBeVisible();

  await box.fill("BOOK");
  await page.getByRole("button", { name: t("lobby:search.submit") }).click();
  // The URL already has ?q= from the first search: wait for this one's page before counting.
  await expect(page).toHaveURL(/[?&]q=BOOK(&|$)/);
  const tiles = page.locator(".search-results .game-tile");
  await expect(tiles.first()).toBeVisible();
  for (const title of await tiles.locator(".game-tile__title").allTextContents())
    expect(title.toLowerCase()).toContain("book");

  // Provider display names match too.
  const provider = (
    await server.platform<{ providers: { vendorDisplayName: string }[] }>("game/getLobbyListWithGameGroups", {
      language: site.lang,
    })
  ).providers[0].vendorDisplayName;
  await page.goto(`/${site.lang}/search?q=${encodeURIComponent(provider.toUpperCase())}`);
  await expect(page.getByRole("heading", { level: 1, name: t("lobby:search.title") })).toBeVisible();
  await expect(page.locator(".search-results .game-tile__vendor").first()).toHaveText(provider);

  await page.goto(`/${site.lang}/search?q=zzqqxx`);
  await expect(page.getByText(t("lobby:nosearchresultsfound"))).toBeVisible();
  await expect(page.locator(".search-results .game-tile")).toHaveCount(0);
});

test("search as you type: messages, results, and the reset rules @i18n", async ({ page, site, t }) => {
  const games = `/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`;
  await page.goto(games);
  const box = page.getByRole("searchbox", { name: t("lobby:search.label") });
  const panel = page.getByRole("region", { name: t("lobby:search.results") });
  // These are the states of a hydrated search. A tap before the scripts arrive has its own test
  // below; a tap in the middle of hydration is a race inside React 18 (it threw #345 in 2 of about
  // 80 runs under CI load), not what this test is about.
  await waitForHydration(page);

  await box.click();
  await expect(page.locator("body")).toHaveAttribute("data-search-open", "focused");
  await box.fill(" b ");
  await expect(panel).toContainText(t("lobby:morethanthreechars", { count: 3 }));
  await box.fill("bo");
  await expect(panel).toContainText(t("lobby:morethanthreechars", { count: 3 }));

  await box.fill(" BOO ");
  await expect(panel.locator(".game-tile").first()).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-search-open", "results");
  for (const title of await panel.locator(".game-tile__title").allTextContents())
    expect(title.toLowerCase()).toContain("boo");

  await box.fill("zzqqxx");
  await expect(panel).toContainText(t("lobby:nosearchresultsfound"));

  // Cancel resets: empty box, no panel, body attribute gone.
  await page.getByRole("button", { name: t("lobby:search.cancel") }).click();
  await expect(box).toHaveValue("");
  await expect(panel).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveAttribute("data-search-open", /.*/);

  // An outside click resets too.
  await box.fill("book");
  await expect(panel.locator(".game-tile").first()).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(panel).toHaveCount(0);
  await expect(box).toHaveValue("");

  // Choosing a result resets and goes to the game (whose page may send a guest on, e.g. home
  // in a demo-exempt country: only leaving the lobby is checked here).
  await box.fill("book");
  const first = panel.locator("a.game-tile__link").first();
  await expect(first).toHaveAttribute("href", new RegExp(`^/${site.lang}/gameplay/`));
  const leaving = page.waitForRequest((req) => req.url().includes(`/${site.lang}/gameplay/`));
  await first.click();
  await leaving;
  await expect(page).not.toHaveURL(`${site.origin}${games}`);
  await expect(page.locator("body")).not.toHaveAttribute("data-search-open", /.*/);
});

test("what is typed in the search box before the scripts arrive is searched once they do", async ({
  page,
  site,
  t,
}) => {
  test.skip(
    !site.javaScript || site.lang !== site.brand.defaultLanguage,
    "search as you type needs JavaScript; runs in each brand's default language",
  );
  const games = `/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`;
  const box = page.getByRole("searchbox", { name: t("lobby:search.label") });
  await beforeHydration(page, games, () => box.fill("boo"));
  const panel = page.getByRole("region", { name: t("lobby:search.results") });
  await expect(panel.locator(".game-tile").first()).toBeVisible();
  for (const title of await panel.locator(".game-tile__title").allTextContents())
    expect(title.toLowerCase()).toContain("boo");
});

test("a search box tapped before the scripts arrive opens the search once they do: the bottom bar gives way, cancel closes", async ({
  page,
  site,
  t,
}) => {
  test.skip(
    !site.javaScript || site.lang !== site.brand.defaultLanguage,
    "the open state needs JavaScript; runs in each brand's default language",
  );
  await page.setViewportSize({ width: 360, height: 740 });
  const games = `/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`;
  const bottom = page.getByRole("navigation", { name: t("shell:nav.bottom") });
  await beforeHydration(page, games, () => page.getByRole("searchbox", { name: t("lobby:search.label") }).click());
  await waitForHydration(page);
  await expect(bottom).toBeHidden();
  await expect(page.locator("body")).toHaveAttribute("data-search-open", "focused");
  await page.getByRole("button", { name: t("lobby:search.cancel") }).click();
  await expect(bottom).toBeVisible();
});

test("on a phone the box scrolls to the top when focused; a page scroll resets the search, but not within the focus guard", async ({
  page,
  site,
  t,
}) => {
  test.skip(!site.javaScript, "the search's states need JavaScript");
  const limits = site.brand.config.limits.search as { focusGuardMs: number; mobileScrollMs: number };
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  // Paused, so that only runFor moves the page's time: the focus guard below ends when the test
  // says, not when a loaded machine has spent long enough between two steps.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(`/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`);
  const box = page.getByRole("searchbox", { name: t("lobby:search.label") });
  const panel = page.getByRole("region", { name: t("lobby:search.results") });
  const open = page.locator("body[data-search-open]");
  const boxTop = async () => (await box.boundingBox())!.y;
  const startTop = await boxTop();
  await waitForHydration(page);

  await box.click();
  await box.fill("book");
  // The scroll-to-search animation (spec §9, mobileScrollMs) scrolls the page inside the guard.
  await page.clock.runFor(limits.mobileScrollMs + 100);
  await expect(panel.locator(".game-tile").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await boxTop()).toBeLessThan(startTop);
  await expect(open).toHaveAttribute("data-search-open", "results");

  // A scroll of the player's own, still inside the guard, keeps it open. The search's scroll
  // listener was added before this one, and what it changes renders in a task of React's scheduler
  // (a MessageChannel message) queued before the one posted here: once that arrives, the scroll
  // has had its effect.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener(
          "scroll",
          () => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          },
          { once: true },
        );
        window.scrollBy(0, 40);
      }),
  );
  await expect(box).toHaveValue("book");
  await expect(open).toHaveAttribute("data-search-open", "results");

  // Once the guard has passed, a scroll resets it.
  await page.clock.runFor(limits.focusGuardMs);
  await page.evaluate(() => window.scrollBy(0, 40));
  await expect(panel).toHaveCount(0);
  await expect(box).toHaveValue("");
  await expect(open).toHaveCount(0);
});

test("on a 360 px phone the placeholder fits the box, and the magnifier button still submits by its name @nojs @i18n", async ({
  page,
  site,
  t,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const games = `/${site.lang}/${slugs.games[site.lang] ?? slugs.games.en}`;
  await page.goto(games);
  const box = page.getByRole("searchbox", { name: t("lobby:search.label") });
  const fit = await box.evaluate((input: HTMLInputElement) => {
    const css = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    return {
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight),
    };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  const submit = page.getByRole("button", { name: t("lobby:search.submit") });
  const size = (await submit.boundingBox())!;
  expect(size.width).toBeGreaterThanOrEqual(36);
  await box.fill("book");
  await submit.click();
  await expect(page).toHaveURL(/[?&]q=book(&|$)/);
});
