import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/index";
import { migrate } from "../db/migrate";
import { seedSite, SEED_VERSION } from "./index";
import type { SandboxSite } from "../types";
import { buildContent } from "./content";
import { paymentRow } from "./pages";
import { siteFromBrand } from "./test-sites";

const solbet = siteFromBrand("solbet");
const nordluck = siteFromBrand("nordluck");
const andina = siteFromBrand("andina");

async function freshDb(): Promise<Db> {
  const db = await openDb({ dataDir: "memory://" });
  await migrate(db);
  return db;
}

describe("seedSite", () => {
  let db: Db;
  let other: Db;
  const summaries: Record<string, string | null> = {};

  beforeAll(async () => {
    db = await freshDb();
    for (const site of [solbet, nordluck]) summaries[site.id] = await seedSite(db, site);
    other = await freshDb();
    await seedSite(other, solbet);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await other?.close();
  });

  it("reports what it seeded and records the version", async () => {
    expect(summaries.solbet).toMatch(/^[\d,]+ games, \d+ providers/);
    const rows = await db.query<{ site: string; seed_version: number }>(
      "select site, seed_version from seeded_sites order by site",
    );
    expect(rows).toEqual([
      { site: "nordluck", seed_version: SEED_VERSION },
      { site: "solbet", seed_version: SEED_VERSION },
    ]);
  });

  it("is idempotent: a second call does nothing", async () => {
    expect(await seedSite(db, solbet)).toBeNull();
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from games where site = 'solbet'");
    expect(n).toBeGreaterThanOrEqual(2000);
  });

  it("reseeds when the recorded version is older", async () => {
    await other.query("update seeded_sites set seed_version = 0 where site = 'solbet'");
    expect(await seedSite(other, solbet)).toMatch(/games/);
    const [{ n }] = await other.query<{ n: number }>("select count(*)::int as n from games where site = 'solbet'");
    const [{ m }] = await db.query<{ m: number }>("select count(*)::int as m from games where site = 'solbet'");
    expect(n).toBe(m);
  });

  for (const site of [solbet, nordluck]) {
    it(`${site.id}: at least 2,000 games from at least 12 providers, led by the brand's provider order`, async () => {
      const [{ games }] = await db.query<{ games: number }>(
        "select count(*)::int as games from games where site = $1",
        [site.id],
      );
      expect(games).toBeGreaterThanOrEqual(2000);
      const providers = await db.query<{ vendor_code: string; n: number }>(
        `select p.vendor_code, count(g.game_code)::int as n from providers p
         join games g on g.site = p.site and g.vendor_code = p.vendor_code
         where p.site = $1 group by p.vendor_code, p.sort_order order by p.sort_order`,
        [site.id],
      );
      expect(providers.length).toBeGreaterThanOrEqual(12);
      expect(providers.map((p) => p.vendor_code).slice(0, site.providerOrder.length)).toEqual(site.providerOrder);
      const [{ live, nodemo }] = await db.query<{ live: number; nodemo: number }>(
        `select count(*) filter (where game_type = 'live_casino')::int as live,
                count(*) filter (where game_type = 'live_casino' and has_demo)::int as nodemo
         from games where site = $1`,
        [site.id],
      );
      expect(live).toBeGreaterThanOrEqual(120);
      expect(nodemo).toBe(0);
      const [{ tables }] = await db.query<{ tables: number }>(
        "select count(*)::int as tables from live_tables where site = $1",
        [site.id],
      );
      expect(tables).toBe(live);
      const dupes = await db.query("select lower(name) from games where site = $1 group by 1 having count(*) > 1", [
        site.id,
      ]);
      expect(dupes).toEqual([]);
    });

    it(`${site.id}: every lobby has 6–10 non-empty groups with one column and one other style`, async () => {
      const groups = await db.query<{ lobby_name: string; name: string; game_asset_style: string; n: number }>(
        `select gg.lobby_name, gg.name, gg.game_asset_style, count(m.game_code)::int as n
         from game_groups gg left join game_group_games m on m.site = gg.site and m.group_id = gg.id
         where gg.site = $1 group by gg.lobby_name, gg.name, gg.game_asset_style`,
        [site.id],
      );
      for (const lobby of ["casino", "live-casino"]) {
        const mine = groups.filter((g) => g.lobby_name === lobby);
        expect(mine.length).toBeGreaterThanOrEqual(6);
        expect(mine.length).toBeLessThanOrEqual(10);
        expect(mine.filter((g) => g.game_asset_style === "column")).toHaveLength(1);
        expect(mine.filter((g) => g.game_asset_style === "other")).toHaveLength(1);
        for (const g of mine) {
          // VIP Tables is the one small group: fewer slides than a desktop carousel shows.
          expect(g.n, `${lobby}/${g.name}`).toBeGreaterThanOrEqual(g.name === "vip-tables" ? 4 : 20);
          expect(g.n, `${lobby}/${g.name}`).toBeLessThanOrEqual(200);
        }
      }
      expect(groups.some((g) => g.name === "Recommended Games")).toBe(true);
      expect(groups.find((g) => g.name === "vip-tables")?.n).toBe(4);
    });

    it(`${site.id}: 3–5 banners per zone in every routed content language`, async () => {
      const rows = await db.query<{ zone: string; language: string; n: number }>(
        "select zone, language, count(*)::int as n from banners where site = $1 group by zone, language",
        [site.id],
      );
      const langs = site.languages.filter((l) => ["en", "pb", "es"].includes(l));
      for (const zone of Object.values(site.bannerZones)) {
        for (const lang of langs) {
          const row = rows.find((r) => r.zone === zone && r.language === lang);
          expect(row?.n, `${zone}/${lang}`).toBeGreaterThanOrEqual(3);
          expect(row?.n, `${zone}/${lang}`).toBeLessThanOrEqual(5);
        }
      }
    });
  }

  // The welcome bonus is always among a site's promotions (sandbox/seed/content.ts), so every site
  // is checked: no branch for a banner that the random pick may have left out.
  for (const [site, lang, amount] of [
    [solbet, "pb", /R\$\s1\.000/],
    [nordluck, "en", /€1,000/],
  ] as const) {
    it(`${site.id}: formats the welcome bonus money in the site's currency (${site.currencySymbol})`, async () => {
      const rows = await db.query<{ title: Record<string, string> }>(
        "select title from promotions where site = $1 and slug = 'welcome-bonus'",
        [site.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].title[lang]).toContain(site.currencySymbol);
      expect(rows[0].title[lang]).toMatch(amount);
    });
  }

  it("static pages: footers in the default language and English only (the others fall back); every page elsewhere", async () => {
    const pages = await db.query<{ site: string; url_path: string; language: string; content: string }>(
      "select site, url_path, language, content from static_pages order by site, url_path, language",
    );
    const has = (site: string, path: string, lang: string) =>
      pages.some((p) => p.site === site && p.url_path === path && p.language === lang);
    for (const lang of ["pb", "en"]) expect(has("solbet", "footer", lang)).toBe(true);
    expect(has("solbet", "footer", "es")).toBe(false);
    expect(has("nordluck", "footer", "en")).toBe(true);
    expect(has("nordluck", "footer", "es")).toBe(false);
    expect(has("nordluck", "terms", "es")).toBe(true);
    for (const path of ["faq", "contact-us", "terms", "privacy", "cookie-policy", "responsible-gaming"]) {
      for (const lang of ["pb", "en", "es"]) expect(has("solbet", path, lang), `${path}/${lang}`).toBe(true);
    }
    const footer = pages.find((p) => p.site === "solbet" && p.url_path === "footer" && p.language === "pb")!;
    for (const link of [
      "/page/terms",
      "/page/privacy",
      "/page/cookie-policy",
      "/page/responsible-gaming",
      "/page/faq",
      "/page/contact-us",
      "/policy/terms",
    ]) {
      expect(footer.content).toMatch(new RegExp(`href="(\\{\\{site_url\\}\\})?${link}"`));
    }
    expect(footer.content).toContain("{{site_url}}");
    // The legal block under it prints the rights line: the CMS footer does not repeat it by a bare site code.
    expect(footer.content).not.toMatch(/direitos reservados|\{\{webisteCode\}\}/);
    const terms = pages.find((p) => p.site === "solbet" && p.url_path === "terms" && p.language === "en")!;
    expect(terms.content).toContain("SolBet");
    expect(terms.content).toContain("{{webisteCode}}");
  });

  it("the footer's payment row lists the brand's own payment methods, in its order", () => {
    const row = (site: SandboxSite, lang: "en" | "pb" | "es") =>
      [
        ...(
          buildContent(site).staticPages.find((p) => p.url_path === "footer" && p.language === lang)!.content as string
        ).matchAll(/<li>([^<]+)<\/li>/g),
      ]
        .map((m) => m[1])
        .filter((label) => paymentRow(site.paymentMethods, lang).includes(`<li>${label}</li>`));
    expect(row(solbet, "pb")).toEqual(["PIX"]);
    expect(row(nordluck, "en")).toEqual(["Visa", "Mastercard", "Skrill", "iDEAL", "Sofort", "Bank transfer"]);
    expect(row(andina, "es")).toEqual(["Visa", "Mastercard", "Transferencia bancaria"]);
  });

  it("offers print money in the brand's format in every language, scaled to the currency", () => {
    const welcome = (site: SandboxSite) =>
      buildContent(site).promotions.find((p) => p.slug === "welcome-bonus")!.title as Record<string, string>;
    expect(welcome(nordluck).es).toContain("€1,000");
    expect(welcome(solbet).en).toContain("R$\u00a01.000");
    // CLP: 0 decimals, "." thousands, no space; a welcome bonus of $1.000 would be about a dollar.
    expect(welcome(andina).es).toContain("$100.000");
    expect(welcome(andina).pb).toContain("$100.000");
  });

  it("policies and promotions exist", async () => {
    const policies = await db.query<{ policy_type: string; policy_version_id: string }>(
      "select policy_type, policy_version_id from policies where site = 'solbet'",
    );
    expect(policies.map((p) => p.policy_type)).toEqual(
      expect.arrayContaining([
        "terms and conditions",
        "privacy policy",
        "cookie policy",
        "bonus rules",
        "marketing communication preferences",
        "sports betting rules",
      ]),
    );
    for (const p of policies) expect(p.policy_version_id).toMatch(/^\d+\.\d+$/);
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from promotions where site = 'nordluck'");
    expect(n).toBeGreaterThanOrEqual(4);
    expect(n).toBeLessThanOrEqual(6);
  });

  it("is deterministic per site and differs between sites", async () => {
    const list = (d: Db, site: string) =>
      d.query<{ game_code: string; name: string }>(
        "select game_code, name from games where site = $1 order by game_code",
        [site],
      );
    const a = await list(db, "solbet");
    const b = await list(other, "solbet");
    expect(b).toEqual(a);
    const banners = (d: Db) => d.query("select id, title, image_path from banners where site = 'solbet' order by id");
    expect(await banners(other)).toEqual(await banners(db));
    const c = await list(db, "nordluck");
    const names = new Set(a.map((g) => g.name));
    const shared = c.filter((g) => names.has(g.name)).length;
    expect(shared / c.length).toBeLessThan(0.5);
    const bannerTitles = async (site: string) =>
      (
        await db.query<{ title: string }>("select title from banners where site = $1 and language = 'en' order by id", [
          site,
        ])
      ).map((r) => r.title);
    expect(await bannerTitles("nordluck")).not.toEqual(await bannerTitles("solbet"));
  });
});
