/**
 * Issue 4 §10 live tables: the game page of a live table shows its state, last results, limits
 * and times; a result or state pushed by the sandbox's live control (`sandbox.live`) arrives through
 * /live-feed (Server-Sent Events) without a reload. Runs once per brand (default language).
 */
import { expect, test } from "./fixtures";

interface Table {
  tableId: string;
  gameCode: string;
  tableType: string;
  tableOpen: boolean;
}

test.describe("live tables", () => {
  test("a pushed roulette result and a closing table appear without reload", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(site.lang !== site.brand.defaultLanguage, "once per brand (default language)");
    await sandbox.country("BR");
    const { tables } = (await server.platform("game/getLiveTables", {})) as { tables: Table[] };
    const table = tables.find((tb) => tb.tableType === "ROULETTE" && tb.tableOpen)!;
    expect(table, "an open roulette table").toBeTruthy();
    const { game } = (await server.platform("game/getGame", { gameCode: table.gameCode })) as {
      game: { vendorSlug: string };
    };

    await page.goto(`/${site.lang}/gameplay/${table.gameCode}/${game.vendorSlug}?modal=login`);
    const info = page.getByTestId("live-table");
    await expect(info).toHaveAttribute("data-table", table.tableId);
    await expect(info.getByTestId("live-badge")).toHaveText(t("live:badge.live"));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await info.locator(".live-badge__dot").evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe(
      "4",
    );
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(info).toContainText(t("live:info.limits"));
    // The relay's `ready` event: from here on the platform stream is attached and no push is missed.
    await expect(page.locator("html")).toHaveAttribute("data-live-feed", "ready");

    const control = (body: Record<string, unknown>) => sandbox.live({ tableId: table.tableId, ...body });
    await control({ result: 17 });
    const first = info.getByTestId("live-results").locator("li").first();
    await expect(first).toHaveText("17");
    await expect(first).toHaveClass(/live-result--black/);
    await control({ result: 0 });
    await expect(first).toHaveText("0");
    await expect(first).toHaveClass(/live-result--green/);

    await control({ open: false });
    await expect(info.getByTestId("live-badge")).toHaveAttribute("data-state", "offline");
    await expect(info.getByTestId("live-badge")).toContainText(t("live:badge.offline"));
    await control({ open: null });
  });

  test("a live-casino lobby tile flips to Offline with its opening time in GMT without reload", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(
      site.lang !== site.brand.defaultLanguage || !site.javaScript,
      "once per brand (default language), with JavaScript",
    );
    await sandbox.country("BR");
    const { tables } = (await server.platform("game/getLiveTables", {})) as {
      tables: (Table & { tableTimes?: { open?: string } })[];
    };
    await page.goto(`/${site.lang}/livegames`);
    const onPage = new Set(
      await page.locator(".game-tile[data-game]").evaluateAll((els) => els.map((el) => el.getAttribute("data-game"))),
    );
    const table = tables.find((tb) => tb.tableOpen && onPage.has(tb.gameCode))!;
    expect(table, "an open table with a tile on the lobby").toBeTruthy();
    const badge = page.locator(`.game-tile[data-game="${table.gameCode}"] .game-tile__live`).first();
    await expect(badge).toHaveAttribute("data-state", "open");
    // Its dot pulses a few times, then rests: not a new frame every 16 ms for as long as the lobby is
    // open. (The suite runs with reduced motion, which stops it at once.)
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await badge.evaluate((el) => getComputedStyle(el, "::before").animationIterationCount)).toBe("4");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await badge.evaluate((el) => getComputedStyle(el, "::before").animationName)).toBe("none");
    // The relay's `ready` event: from here on the platform stream is attached and no push is missed,
    // so one push must reach the tile.
    await expect(page.locator("html")).toHaveAttribute("data-live-feed", "ready");

    const control = (body: Record<string, unknown>) => sandbox.live({ tableId: table.tableId, ...body });
    await control({ open: false });
    await expect(badge).toHaveAttribute("data-state", "offline");
    await expect(badge).toContainText(t("lobby:tile.offline"));
    await expect(badge.locator(".game-tile__opens")).toHaveText(/\d{2}:\d{2} GMT/);
    await control({ open: null });
    await expect(badge).toHaveAttribute("data-state", "open");
  });
});
