/**
 * Issue 24 §2 and §4 on the game page: the phone layout and first tap, the balance labels, each
 * error case's own message and title, the return address of close, the no-JavaScript notice and
 * the page's meta for search engines. Brand data (languages, names) comes from the brand configs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { acceptCookies, accountEmail, expect, signIn, test, type ServerClient, type Site } from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
/** The casino lobby's path in the page language (spec §2: games, jogos, juegos). */
const casinoLobby = (lang: string) => `/${lang}/${slugs.games[lang] ?? slugs.games.en}`;

interface GameRow {
  gameCode: string;
  vendorSlug: string;
  vendorDisplayName: string;
  gameType: string;
  hasDemo: boolean;
  name: string;
}

async function demoSlot(server: ServerClient): Promise<GameRow> {
  const { games } = (await server.platform("game/getGames", { limit: "60" })) as { games: GameRow[] };
  return games.find((g) => g.gameType === "slots" && g.hasDemo)!;
}

/** The heavy tests run once per brand: in the brand's default-language project (or nojs). */
const heavy = (site: Site) => site.lang === site.brand.defaultLanguage;

const closeHref = (page: Page) => page.getByTestId("game-close").getAttribute("href");

test.describe("the game on a phone", () => {
  test("at 360 px the game takes the screen below the header, and the first tap on spin spins", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    test.skip(!site.javaScript || !heavy(site), "the game runs on JavaScript; once per brand");
    await sandbox.country("BR");
    await acceptCookies(page.context(), site);
    await page.setViewportSize({ width: 360, height: 740 });
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.locator("body")).not.toHaveAttribute("inert");
    const box = (await page.getByTestId("game-frame").boundingBox())!;
    // Edge to edge, and most of the height between the header and the bottom nav: not a 16:9 thumbnail.
    expect(box.x).toBe(0);
    expect(box.width).toBe(360);
    expect(box.height).toBeGreaterThan(740 * 0.55);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // A real tap where the spin button is drawn: it reaches the game (no overlay takes it for fullscreen).
    const balance = frame.locator("#balance");
    const before = await balance.textContent();
    const spin = (await frame.locator("#spin").boundingBox())!;
    expect(spin.y + spin.height).toBeLessThanOrEqual(740);
    await page.mouse.click(spin.x + spin.width / 2, spin.y + spin.height / 2);
    await expect(balance).not.toHaveText(before ?? "");
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Held sideways (740×360): the window covers the page, and the whole game is on the screen.
    await page.setViewportSize({ width: 740, height: 360 });
    await expect(async () => {
      const wide = (await page.getByTestId("game-frame").boundingBox())!;
      expect(wide.width).toBe(740);
      expect(wide.height).toBeGreaterThan(360 * 0.75);
      expect(wide.y + wide.height).toBeLessThanOrEqual(360);
    }).toPass();
    await expect(page.getByTestId("game-close")).toBeInViewport();
    const spinWide = (await frame.locator("#spin").boundingBox())!;
    expect(spinWide.y + spinWide.height).toBeLessThanOrEqual(360);
  });

  test("at 360 px the site's bar is the game's only bar, the frame fills the rest, and close works @nojs", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    await acceptCookies(page.context(), site);
    await page.setViewportSize({ width: 360, height: 740 });
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    // The launch asks the provider to leave its own bar out (docs/contract/games.md): no second
    // title, home or close inside the frame.
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.locator("main.stage")).toBeAttached();
    await expect(frame.locator("header")).toHaveCount(0);
    await expect(frame.locator("#close, #lobby")).toHaveCount(0);
    // Without JavaScript the page's notice that the game needs it sits between the bar and the game.
    const above = site.javaScript ? page.locator(".game-window__bar") : page.getByTestId("game-needs-js");
    const bar = (await above.boundingBox())!;
    const status = (await page.getByTestId("game-status").boundingBox())!;
    const navHeight = (await page.locator(".bottom-nav").boundingBox())!.height;
    // Bar, game, status bar: the game takes every pixel between them, down to the bottom nav.
    await expect(async () => {
      const box = (await page.getByTestId("game-frame").boundingBox())!;
      expect(Math.abs(box.y - (bar.y + bar.height))).toBeLessThanOrEqual(2);
      expect(Math.abs(status.y - (box.y + box.height))).toBeLessThanOrEqual(2);
      expect(Math.abs(status.y + status.height + navHeight - 740)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 5000 });
    await page.screenshot({ path: test.info().outputPath("game-360.png") });
    await page.getByTestId("game-close").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));
  });

  test("at 1440 px the game keeps its proportions", async ({ page, site, server, sandbox }) => {
    test.skip(!site.javaScript || !heavy(site), "once per brand");
    await sandbox.country("BR");
    await page.setViewportSize({ width: 1440, height: 900 });
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    await expect(async () => {
      const box = (await page.getByTestId("game-frame").boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      expect(box.height).toBeLessThanOrEqual(900);
    }).toPass();
    // One bar at this width too: the game's frame carries no bar of its own.
    await expect(page.frameLocator('[data-testid="game-frame"]').locator("header")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("game-1440.png") });
  });
});

test.describe("balance labels", () => {
  test("the header says total, the game's status bar says total, the game's own meter says cash", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!site.javaScript || !heavy(site), "real play once per brand");
    await sandbox.country("BR");
    await acceptCookies(page.context(), site);
    await signIn(page, site, accountEmail(site.brand, "player"));
    const game = await demoSlot(server);
    const launch = `/${site.lang}/gameplay/${game.gameCode}/real-game`;
    await page.goto(launch);
    // Every brand's seeded player may play for real (the sandbox seeds the limits and KYC its
    // country asks); the 24-hour summary shows once, and its continue link navigates.
    if (new URL(page.url()).searchParams.get("modal") === "play-summary")
      await page.getByTestId("play-summary-continue").click();
    await expect(page).toHaveURL(new RegExp(`${launch}$`));
    await expect(page.getByTestId("game-frame")).toBeVisible();
    const total = t("auth:player.balance");
    await expect(page.locator(".player-menu__total-label")).toHaveText(total);
    await expect(page.getByTestId("game-balance")).toContainText(t("games:status.balance"));
    const meter = page.frameLocator('[data-testid="game-frame"]').locator(".meter span").first();
    await expect(meter).not.toHaveText("");
    // Two figures, two names: the game's cash balance is not labelled like the header's total.
    expect((await meter.textContent())!.trim().toLowerCase()).not.toBe(total.toLowerCase());
    expect(t("games:status.balance")).toBe(total);
  });
});

test.describe("error cases of the game page", () => {
  test("an unknown game is its own 404: its message, a translated title, no slug for a name, noindex @nojs @i18n", async ({
    page,
    site,
    t,
  }) => {
    const slug = "no-such-game-xyz";
    const response = await page.goto(`/${site.lang}/gameplay/${slug}/demo-game`);
    expect(response!.status()).toBe(404);
    const popup = page.getByRole("alertdialog");
    await expect(popup).toContainText(t("games:errors.unknownGame.title"));
    await expect(popup).toContainText(t("games:errors.unknownGame.text"));
    await expect(popup).not.toContainText(t("games:errors.gameBlocked.text"));
    await expect(popup.getByRole("link", { name: t("games:errors.allGames") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("games:errors.unknownGame.title"));
    await expect(page.locator("body")).not.toContainText(slug);
    await expect(page).toHaveTitle(`${t("games:errors.unknownGame.title")} | ${site.brand.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a blocked game, a provider failure and a missing code each say their own thing @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server);
    const path = `/${site.lang}/gameplay/${game.gameCode}/demo-game`;
    const seen = new Set<string>();
    const expectError = async (key: string) => {
      await expect(page.getByRole("alertdialog")).toContainText(t(`games:errors.${key}.text`));
      seen.add(t(`games:errors.${key}.text`));
    };
    await sandbox.game({ gameCode: game.gameCode, blocked: true });
    await page.goto(path);
    await expectError("gameBlocked");
    // The game is known: the page is titled with it, never a bare English "Game".
    await expect(page).toHaveTitle(
      t("games:meta.title", { name: game.name, vendor: game.vendorDisplayName, brand: site.brand.name }),
    );
    await sandbox.game({ gameCode: game.gameCode, blocked: false, failWith: 100603 });
    await page.goto(path);
    await expectError("techError");
    await page.goto(`/${site.lang}/gameplay/%20/demo-game`);
    await expectError("codeMandatory");
    await expect(page).toHaveTitle(`${t("games:errors.codeMandatory.title")} | ${site.brand.name}`);
    await page.goto(`/${site.lang}/gameplay/no-such-game-xyz/demo-game`);
    await expectError("unknownGame");
    expect(seen.size).toBe(4);
  });
});

test.describe("closing the game", () => {
  test("close returns to the lobby the game was opened from, also after another game; a direct visit closes home @nojs", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    await acceptCookies(page.context(), site);
    await page.goto(casinoLobby(site.lang));
    const lobby = new URL(page.url()).pathname;
    expect(lobby).not.toBe(`/${site.lang}`);
    await page.locator(".game-tile__link").first().click();
    await expect(page).toHaveURL(/\/gameplay\//);
    await expect.poll(() => closeHref(page)).toBe(lobby);
    // A game of the recommended row (one with demo, so no login modal opens over the window): a
    // page of the game window itself keeps the stored address.
    const tiles = page.locator('[data-carousel="game-recommended"] .game-tile__link');
    let otherHref: string | null = null;
    for (const href of await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      const gameCode = decodeURIComponent(href.split("/")[3] ?? "");
      const { game } = (await server.platform("game/getGame", { gameCode })) as { game: GameRow };
      if (game.hasDemo && game.gameType !== "live_casino") {
        otherHref = href;
        break;
      }
    }
    expect(otherHref, "a recommended game with demo").toBeTruthy();
    await page.locator(`[data-carousel="game-recommended"] .game-tile__link[href="${otherHref}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(otherHref!.split("/").slice(0, 4).join("/")));
    await expect.poll(() => closeHref(page)).toBe(lobby);
    await page.getByTestId("game-close").click();
    await expect(page).toHaveURL(new RegExp(`${lobby}$`));

    // Typed in or from a search engine: nothing to return to, close goes to the language home.
    await page.goto(otherHref!);
    await expect.poll(() => closeHref(page)).toBe(`/${site.lang}`);
    await page.getByTestId("game-close").click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}$`));
  });

  test("the game's own closeGame message returns to the lobby too", async ({ page, site, server, sandbox }) => {
    test.skip(!site.javaScript || !heavy(site), "the game's buttons need JavaScript; once per brand");
    await sandbox.country("BR");
    await acceptCookies(page.context(), site);
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`, {
      referer: `${site.origin}/${site.lang}/promotions`,
    });
    await expect.poll(() => closeHref(page)).toBe(`/${site.lang}/promotions`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.locator("body")).not.toHaveAttribute("inert");
    // The page listens once hydrated: the game's closeGame message (spec §2; our launch hides the
    // provider's own close button, other providers keep theirs) is sent until the page follows it.
    await expect(async () => {
      await frame.locator("body").evaluate(() => window.parent.postMessage({ type: "closeGame" }, "*"));
      await expect(page).toHaveURL(new RegExp(`/${site.lang}/promotions$`), { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });
});

test.describe("without JavaScript", () => {
  test("the page and the game itself say that the game needs JavaScript @nojs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    const notice = page.getByTestId("game-needs-js");
    if (site.javaScript) return expect(notice).toHaveCount(0);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(t("games:window.needsJavaScript"));
    const inGame = page.frameLocator('[data-testid="game-frame"]').locator(".noscript");
    await expect(inGame).toBeVisible();
    await expect(inGame).not.toHaveText("");
  });
});

test.describe("search engines (issue 24 §4)", () => {
  test("a game's page is indexable, with a description from the catalogue and one canonical address @i18n", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    await sandbox.country("BR");
    const game = await demoSlot(server);
    await page.goto(`/${site.lang}/gameplay/${game.gameCode}/demo-game`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page).toHaveTitle(
      t("games:meta.title", { name: game.name, vendor: game.vendorDisplayName, brand: site.brand.name }),
    );
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    const text = (await description.getAttribute("content"))!;
    expect(text).toContain(game.name);
    expect(text).toContain(game.vendorDisplayName);
    expect(text).toContain(t("games:meta.types.slots"));
    expect(text).not.toContain("{{");
    // /demo-game, /real-game and the vendor slug are one page: the canonical is the vendor slug's.
    const own = (lang: string) => `${site.origin}/${lang}/gameplay/${game.gameCode}/${game.vendorSlug}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", own(site.lang));
    const routed = site.brand.routed;
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(routed.length + 1);
    for (const lang of routed)
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang === "pb" ? "pt-BR" : lang}"]`)).toHaveAttribute(
        "href",
        own(lang),
      );
  });
});

/** Near-white pixels (a name's letters) in the outer columns of a picture's lower band, where names are drawn. */
async function lettersAtEdges(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let y = Math.round(info.height * 0.62); y < Math.round(info.height * 0.9); y++)
    for (const x of [0, 1, 2, 3, info.width - 4, info.width - 3, info.width - 2, info.width - 1]) {
      const i = (y * info.width + x) * info.channels;
      if (Math.min(data[i], data[i + 1], data[i + 2]) >= 230) count++;
    }
  return count;
}

test.describe("lobby art (issue 24 §2 looks)", () => {
  test("the names drawn on 3:4 column tiles (Top live games) are not cut at either edge, at 360 and 1440 px", async ({
    page,
    site,
  }) => {
    test.skip(!site.javaScript || !heavy(site), "once per brand");
    await acceptCookies(page.context(), site);
    let checked = 0;
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const kind of ["livegames", "games"]) {
        await page.goto(`/${site.lang}/${slugs[kind][site.lang] ?? slugs[kind].en}`);
        const tiles = page.locator(".carousel--column .game-tile__media");
        const count = Math.min(await tiles.count(), 3);
        for (let i = 0; i < count; i++) {
          const media = tiles.nth(i);
          await media.scrollIntoViewIfNeeded();
          await expect(media.locator("img")).toHaveJSProperty("complete", true);
          expect(await media.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          const box = (await media.boundingBox())!;
          // The square art shown as a 3:4 tile: its sides are cut off by object-fit: cover.
          expect(box.width / box.height).toBeCloseTo(3 / 4, 1);
          expect(await lettersAtEdges(await media.screenshot()), `${kind} tile ${i} at ${width} px`).toBe(0);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
