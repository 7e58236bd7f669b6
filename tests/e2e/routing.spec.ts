/**
 * Spec §2 language routing: "/" → "/{lang}" by stored language, country, Accept-Language,
 * brand default; unknown first segments are 404; spec routes without a language get one;
 * sv is shown in English; <html lang> and hreflang alternates.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, htmlLangOf, storeLanguage, test, type Site } from "./fixtures";
import { ROOT, SERVER } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;

/** A browser locale whose Accept-Language resolves to a routed language. */
const localeFor = (lang: string) => ({ pb: "pt-BR", en: "en-GB", es: "es-ES" })[lang] ?? lang;

/** A country the brand maps to `lang` (brand.json languages.countryLanguages), if any. */
function countryFor(site: Site, lang: string): string | undefined {
  return Object.entries(site.brand.countryLanguages).find(([, l]) => l === lang)?.[0];
}

const locationOf = (res: { headers(): Record<string, string> }) => res.headers()["location"];

test.describe("language redirect", () => {
  test("/ redirects to the stored language and keeps the query and fragment @nojs", async ({ page, context, site }) => {
    await storeLanguage(context, site);
    const response = await page.goto("/?utm_source=e2e&q=a%20b&r=c%2Bd#games");
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(`${site.origin}/${site.lang}`);
    // Same parameters and values (Remix re-serialises the query, so %20 may come back as +).
    expect([...url.searchParams]).toEqual([
      ["utm_source", "e2e"],
      ["q", "a b"],
      ["r", "c+d"],
    ]);
    expect(url.hash).toBe("#games");
    await expect(page.locator("html")).toHaveAttribute("lang", site.htmlLang);
  });

  test("/ answers a 302 with the query, not cached", async ({ server, site }) => {
    const res = await server.get("/?a=1&b=two", { cookie: `lang=${site.lang}` });
    expect(res.status()).toBe(302);
    expect(locationOf(res)).toBe(`/${site.lang}?a=1&b=two`);
    expect(res.headers()["cache-control"]).toContain("no-store");
  });

  test("the stored language wins over country and Accept-Language", async ({
    page,
    context,
    site,
    sandbox,
    server,
  }) => {
    const other = site.otherLang;
    const otherCountry = other ? countryFor(site, other) : undefined;
    await sandbox.country(otherCountry ?? null);
    const res = await server.get("/", { cookie: `lang=${site.lang}`, acceptLanguage: other ? localeFor(other) : "" });
    expect(locationOf(res)).toBe(`/${site.lang}`);

    if (other) await context.setExtraHTTPHeaders({ "Accept-Language": localeFor(other) });
    await storeLanguage(context, site);
    await page.goto("/");
    expect(page.url()).toBe(`${site.origin}/${site.lang}`);
  });

  test("Accept-Language decides when there is no cookie and no country", async ({ browser, site, sandbox, server }) => {
    await sandbox.country(null);
    const context = await browser.newContext({ locale: localeFor(site.lang), baseURL: site.origin });
    try {
      const page = await context.newPage();
      await page.goto("/");
      expect(page.url()).toBe(`${site.origin}/${site.lang}`);
      // ...and now the language is stored.
      expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe(site.lang);
    } finally {
      await context.close();
    }
    // q-values are honoured and unrouted languages skipped; sv is shown in English.
    const res = await server.get("/", { acceptLanguage: `xx;q=1, ${localeFor(site.lang)};q=0.8, *;q=0.5` });
    expect(locationOf(res)).toBe(`/${site.lang}`);
    if (site.lang === "en") expect(locationOf(await server.get("/", { acceptLanguage: "sv-SE,sv;q=0.9" }))).toBe("/en");
    // Nothing usable: the brand default.
    expect(locationOf(await server.get("/", { acceptLanguage: "xx" }))).toBe(`/${site.brand.defaultLanguage}`);
  });

  test("the visitor's country picks the language (sandbox country control)", async ({ site, sandbox, server }) => {
    const country = countryFor(site, site.lang);
    test.skip(!country, `${site.brand.id} maps no country to ${site.lang}`);
    await sandbox.country(country!);
    // The country comes before Accept-Language...
    const res = await server.get("/?from=geo", { acceptLanguage: site.otherLang ? localeFor(site.otherLang) : "" });
    expect(locationOf(res)).toBe(`/${site.lang}?from=geo`);
    // ...and a country whose language the brand does not route is skipped.
    const unrouted = Object.entries(site.brand.countryLanguages).find(([, l]) => !site.brand.routed.includes(l))?.[0];
    if (unrouted) {
      await sandbox.country(unrouted);
      expect(locationOf(await server.get("/", { acceptLanguage: localeFor(site.lang) }))).toBe(`/${site.lang}`);
    }
  });
});

test.describe("paths", () => {
  test("an unknown first segment is a 404 page @nojs", async ({ page, context, site, t, server }) => {
    await storeLanguage(context, site);
    const response = await page.goto("/xyz-not-a-route");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: t("shell:notFound.title") })).toBeVisible();
    expect((await server.get("/xyz")).status()).toBe(404);
    expect((await server.get("/robots-x.txt")).status()).toBe(404);
  });

  test("a deep unknown path under a language gets the fallback page, a shallow one not found @nojs", async ({
    page,
    site,
    t,
  }) => {
    // Up to three segments could have been a lobby, group or see-all page: not found.
    const shallow = await page.goto(`/${site.lang}/no-such-lobby/no-group/all`);
    expect(shallow?.status()).toBe(404);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: t("shell:notFound.title") })).toBeVisible();
    // Deeper paths match no pattern of the spec at all.
    const deep = await page.goto(`/${site.lang}/a/b/c/d`);
    expect(deep?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: t("shell:fallback.title") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("shell:fallback.home") })).toHaveAttribute("href", `/${site.lang}`);
    await expect(page.locator("header.site-header")).toBeVisible();
  });

  test("spec routes without a language are prefixed with the visitor's language", async ({ site, server }) => {
    const cookie = `lang=${site.lang}`;
    const games = slugs.games[site.lang] ?? slugs.games.en;
    for (const pathname of [`/${games}?sort=new`, "/page/terms", "/promotions", "/myaccount/cashier?deposit=true"]) {
      const res = await server.get(pathname, { cookie });
      expect(res.status(), pathname).toBe(302);
      expect(locationOf(res), pathname).toBe(`/${site.lang}${pathname}`);
    }
  });

  test("a spec route without a language lands on the page in that language @nojs @i18n", async ({
    page,
    context,
    site,
  }) => {
    await storeLanguage(context, site);
    const response = await page.goto("/page/terms");
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.origin}/${site.lang}/page/terms`);
    await expect(page.locator("html")).toHaveAttribute("lang", site.htmlLang);
  });

  test("sv is shown in English; other known but unrouted languages fall back", async ({ site, server }) => {
    test.skip(!site.brand.routed.includes("en"), `${site.brand.id} does not route en`);
    expect(locationOf(await server.get("/sv/x?y=1"))).toBe("/en/x?y=1");
    expect(locationOf(await server.get("/sv"))).toBe("/en");
    const unrouted = ["de", "fi", "fr", "pb", "es"].find((l) => !site.brand.routed.includes(l));
    if (unrouted)
      expect(locationOf(await server.get(`/${unrouted}/page/faq`, { cookie: `lang=${site.lang}` }))).toBe(
        `/${site.lang}/page/faq`,
      );
  });

  test("<html lang> and hreflang alternates for every routed language @nojs @i18n", async ({ page, site }) => {
    await page.goto(`/${site.lang}/page/faq`);
    await expect(page.locator("html")).toHaveAttribute("lang", site.htmlLang);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
    const expected = [
      ...site.brand.routed.map((l) => [htmlLangOf(l), `${site.origin}/${l}/page/faq`]),
      ["x-default", `${site.origin}/${site.brand.defaultLanguage}/page/faq`],
    ];
    expect(alternates.sort()).toEqual(expected.sort());
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.origin}/${site.lang}/page/faq`);
  });

  test("alternates, canonical and the language menu use each language's slug (/pb/jogos → /en/games)", async ({
    page,
    site,
    t,
  }) => {
    const games = (lang: string) => `/${lang}/${slugs.games[lang] ?? slugs.games.en}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${games(site.lang)}?utm_source=news&bTag=7`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
    const expected = [
      ...site.brand.routed.map((l) => [htmlLangOf(l), `${site.origin}${games(l)}`]),
      ["x-default", `${site.origin}${games(site.brand.defaultLanguage)}`],
    ];
    expect(alternates.sort()).toEqual(expected.sort());
    // The canonical URL leaves the tracking parameters out.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.origin}${games(site.lang)}`);
    // The language menu goes to the same page in the other language, query kept for tracking.
    const menu = page.locator("details.language-menu.site-header__language");
    for (const lang of site.brand.routed) {
      await expect(menu.locator(`a[hreflang="${htmlLangOf(lang)}"]`)).toHaveAttribute(
        "href",
        `${games(lang)}?utm_source=news&bTag=7`,
      );
    }
    await expect(menu.locator("summary")).toHaveAccessibleName(
      `${t("shell:language.choose")}: ${t(`shell:language.short.${site.lang}`)}`,
    );
  });
});

test.describe("links for an unknown Host (issue 24 §3)", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    config?: { defaultBrand?: string };
  };
  const defaultBrand = process.env.DEFAULT_BRAND || pkg.config?.defaultBrand;

  test("canonical and hreflang use the brand's configured domain, not the Host @nojs", async ({ api, site }) => {
    test.skip(site.brand.id !== defaultBrand, "an unknown Host is served by the default brand");
    const lang = site.brand.defaultLanguage;
    const res = await api.get(`${SERVER}/${lang}/page/faq`, {
      maxRedirects: 0,
      headers: { host: "evil.example", "accept-language": "" },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const domain = `https://${(site.brand.config.domains as string[])[0]}`;
    const hrefs = [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(new URL(href).origin).toBe(domain);
    expect(html).toContain(`<link rel="canonical" href="${domain}/${lang}/page/faq"/>`);
    expect(html).not.toContain("evil.example");
  });
});
