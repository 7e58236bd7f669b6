/**
 * Issue 24 §2 / spec §2: each language has its own slugs (games/jogos/juegos, policy/politica …,
 * and the catalogue's lobby and group URLs). Every link the site renders in a language uses that
 * language's slugs, and answers. The slug table is the code's own (app/routing/slugs.json) and
 * the lobby slugs are the platform's multilingual URLs, so neither is copied here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { accountEmail, expect, signIn, test, type ServerClient, type Site } from "./fixtures";
import { ROOT } from "./matrix";

type Table = Record<string, string>;
const slugs = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<string, Table | string>,
)
  .filter(([kind]) => !kind.startsWith("$"))
  .map(([kind, table]) => ({ kind, table: table as Table }));

interface LobbyRow {
  name: string;
  multilingualUrlLobby?: Table | null;
  gameGroupList: { name: string; multilingualUrlGameGroup?: Table | null }[];
}

/** Pages of later issues the menus already link to (none at present). */
const NOT_BUILT_YET: RegExp[] = [];
/** Game pages are one route whose tiles repeat on every lobby: a few of them stand for all. */
const GAME_LINKS_CHECKED = 6;

/** Why `link` uses another language's slug than its own, or null. */
function foreignSlug(link: string, routed: string[], lobbies: LobbyRow[]): string | null {
  const [lang, first, second] = link.split(/[?#]/)[0].split("/").filter(Boolean);
  if (!routed.includes(lang) || !first) return null;
  const foreign = (table: Table | null | undefined, segment: string, what: string) => {
    if (!table) return null;
    const own = table[lang] ?? table.en;
    const others = Object.entries(table).filter(([l, s]) => l !== lang && s !== own && s === segment);
    return others.length > 0 && segment !== own
      ? `${what} "${segment}" is ${others[0][0]}'s; ${lang}'s is "${own}"`
      : null;
  };
  for (const { kind, table } of slugs) {
    const reason = foreign(table, first, kind);
    if (reason) return reason;
  }
  for (const lobby of lobbies) {
    const reason = foreign(lobby.multilingualUrlLobby, first, `lobby ${lobby.name}`);
    if (reason) return reason;
    const urls = Object.values(lobby.multilingualUrlLobby ?? {});
    if (!second || !(urls.includes(first) || lobby.name === first)) continue;
    for (const group of lobby.gameGroupList) {
      const groupReason = foreign(group.multilingualUrlGameGroup, second, `group ${group.name}`);
      if (groupReason) return groupReason;
    }
  }
  return null;
}

/** Every same-origin link of the page (header, menus, footer, content), as path + query. */
async function linksOf(page: Page, site: Site): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === site.origin)
    .map((url) => `${url.pathname}${url.search}`);
}

/** Status of a link: 200, or a same-origin redirect that ends on a 200 page. */
async function answer(server: ServerClient, site: Site, link: string, cookie?: string): Promise<string> {
  const res = await server.get(link, { cookie });
  if (res.status() < 300 || res.status() >= 400) return String(res.status());
  const to = new URL(res.headers().location ?? "", `${site.origin}${link}`);
  if (to.origin !== site.origin) return `${res.status()} to ${to.origin}`;
  const next = await server.get(`${to.pathname}${to.search}`, { cookie, follow: true });
  return next.status() === 200 ? "200" : `${res.status()} → ${next.status()}`;
}

async function check(pages: string[], page: Page, site: Site, server: ServerClient, cookie?: string) {
  const lobbies = (
    await server.platform<{ lobbies: LobbyRow[] }>("game/getLobbyListWithGameGroups", { language: site.lang })
  ).lobbies;
  const links = new Set<string>();
  for (const where of pages) {
    await page.goto(where);
    for (const link of await linksOf(page, site)) links.add(link);
  }
  const wrong = [...links].flatMap((link) => {
    const reason = foreignSlug(link, site.brand.routed, lobbies);
    return reason ? [`${link}: ${reason}`] : [];
  });
  expect(wrong, `links with another language's slug on ${pages.join(", ")}`).toEqual([]);

  let games = 0;
  const failed: string[] = [];
  for (const link of links) {
    if (NOT_BUILT_YET.some((pattern) => pattern.test(link))) continue;
    if (link.includes("/gameplay/") && ++games > GAME_LINKS_CHECKED) continue;
    const status = await answer(server, site, link, cookie);
    if (status !== "200") failed.push(`${link}: ${status}`);
  }
  expect(failed, "links that do not answer 200").toEqual([]);
  expect(links.size, "the crawl found the site's links").toBeGreaterThan(20);
}

test.describe("links use the page language's slugs (issue 24 §2)", () => {
  test("home, lobbies, promotions, a CMS page and their header, menus and footer @i18n", async ({
    page,
    site,
    server,
  }) => {
    test.setTimeout(180_000);
    const L = `/${site.lang}`;
    const games = slugs.find((s) => s.kind === "games")!.table;
    const live = slugs.find((s) => s.kind === "livegames")!.table;
    await check(
      [
        L,
        `${L}/${games[site.lang] ?? games.en}`,
        ...(site.brand.features.liveCasino ? [`${L}/${live[site.lang] ?? live.en}`] : []),
        ...(site.brand.features.promotions ? [`${L}/promotions`] : []),
        `${L}/page/faq`,
      ],
      page,
      site,
      server,
    );
  });

  test("a player's account pages and player menu @i18n", async ({ page, context, site, server }) => {
    test.setTimeout(120_000);
    const L = `/${site.lang}`;
    await signIn(page, site, accountEmail(site.brand, "player"));
    const cookie = (await context.cookies(site.origin)).map((c) => `${c.name}=${c.value}`).join("; ");
    await check(
      [`${L}/myaccount`, `${L}/myaccount/limits`, `${L}/myaccount/preferencecenter`, `${L}/accountstatus`],
      page,
      site,
      server,
      cookie,
    );
  });
});
