/**
 * Issue 4 §10 live tables: the game page of a live table shows its state, last results, limits
 * and times; a result or state pushed by the sandbox (/sandbox/controls/live) arrives through
 * /live-feed (Server-Sent Events) without a reload. Runs once per brand (default language).
 */
import { expect, test } from "./fixtures";
import { SERVER } from "./matrix";

interface Table {
  tableId: string;
  gameCode: string;
  tableType: string;
  tableOpen: boolean;
}

test.describe("live tables", () => {
  test("a pushed roulette result and a closing table appear without reload", async ({ page, site, t, server, api, sandbox }) => {
    test.skip(site.lang !== site.brand.defaultLanguage, "once per brand (default language)");
    await sandbox.country("BR");
    const { tables } = (await server.platform("game/getLiveTables", {})) as { tables: Table[] };
    const table = tables.find((tb) => tb.tableType === "ROULETTE" && tb.tableOpen)!;
    expect(table, "an open roulette table").toBeTruthy();
    const { game } = (await server.platform("game/getGame", { gameCode: table.gameCode })) as { game: { vendorSlug: string } };

    await page.goto(`/${site.lang}/gameplay/${table.gameCode}/${game.vendorSlug}?modal=login`);
    const info = page.getByTestId("live-table");
    await expect(info).toHaveAttribute("data-table", table.tableId);
    await expect(info.getByTestId("live-badge")).toHaveText(t("live:badge.live"));
    await expect(info).toContainText(t("live:info.limits"));
    // Let the browser's EventSource connect before pushing.
    await page.waitForResponse((r) => r.url().endsWith("/live-feed")).catch(() => undefined);
    await page.waitForTimeout(500);

    const control = async (body: Record<string, unknown>) => {
      const res = await api.post(`${SERVER}/sandbox/controls/live`, { data: { site: site.brand.id, tableId: table.tableId, ...body } });
      expect(res.status(), await res.text()).toBe(200);
    };
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
});
