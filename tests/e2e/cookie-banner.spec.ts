/**
 * Issue 35 §5: on a first visit at 360 px the cookie banner covers nothing the player needs — the
 * bottom nav, the footer's end, a form's submit, the game and its status bar — with and without
 * JavaScript. "Covered" is a hit test: the element at the centre of a control is that control.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const PHONE = { width: 360, height: 740 };

/** True when a click at the control's centre reaches the control (it is in view and nothing lies over it). */
const reachable = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    // Under the sticky header counts as scrolled away: the header is not what this test is about.
    const top = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    if (x < 0 || y < top || x > window.innerWidth || y > window.innerHeight) return "out of view";
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? "reachable" : `covered by ${hit?.className || hit?.tagName}`;
  });

async function firstVisit(page: Page, path: string, javaScript: boolean) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.locator(".cookie-banner")).toBeVisible();
  if (javaScript) await waitForHydration(page);
}

test.describe("the cookie banner on a first visit at 360 px", () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.brand.features.cookieBanner, "brand without cookie banner");
  });

  test("the footer's end and the bottom nav stay reachable under it @nojs", async ({ page, site, sandbox }) => {
    await sandbox.country("BR");
    await firstVisit(page, `/${site.lang}`, site.javaScript);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const nav = page.locator(".bottom-nav a");
    expect(await nav.count()).toBeGreaterThan(0);
    for (const item of await nav.all()) expect(await reachable(item), await item.innerText()).toBe("reachable");
    // At the end of the page every footer control in view, and the footer's last line, are clear.
    const footer = page.locator(".site-footer");
    const last = footer.locator(":scope > *").last();
    expect(await reachable(last)).toBe("reachable");
    let checked = 0;
    for (const control of await footer.locator("a, button").all()) {
      const where = await reachable(control);
      if (where === "out of view") continue;
      expect(where, await control.innerText()).toBe("reachable");
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test("the registration form's submit can be reached @nojs", async ({ page, site, t, sandbox }) => {
    await sandbox.country("BR");
    await firstVisit(page, `/${site.lang}?modal=register`, site.javaScript);
    const submit = page.getByRole("button", { name: t("registration:submit") });
    // As low on the screen as the page lets it go: where a floating banner would sit.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await submit.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
    expect(await reachable(submit)).toBe("reachable");
  });

  test("the game page keeps the game and its status bar above the banner, at 360 and 1440 px", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "the game runs on JavaScript");
    await sandbox.country("BR");
    const { games } = (await server.platform("game/getGames", { limit: "60" })) as {
      games: { gameCode: string; gameType: string; hasDemo: boolean }[];
    };
    const game = games.find((g) => g.gameType === "slots" && g.hasDemo)!;
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
      await expect(page.locator(".cookie-banner")).toBeVisible();
      const banner = page.locator(".cookie-banner__inner");
      await expect(async () => {
        const top = (await banner.boundingBox())!.y;
        const frame = (await page.getByTestId("game-frame").boundingBox())!;
        expect(frame.y + frame.height).toBeLessThanOrEqual(top);
        expect(await reachable(page.getByTestId("game-status"))).toBe("reachable");
        expect(await reachable(page.getByTestId("game-close"))).toBe("reachable");
      }).toPass({ timeout: 10_000 });
      await page.screenshot({ path: test.info().outputPath(`game-${viewport.width}.png`) });
    }
  });
});
