/** ARCHITECTURE §9: security headers on every response, a fresh CSP nonce per request; /healthz. */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { readBrands, ROOT, SERVER } from "./matrix";

const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];

test("security headers on pages, redirects and 404s; a new nonce per request", async ({ server, site }) => {
  const first = await server.get(`/${site.lang}`);
  const second = await server.get(`/${site.lang}`);
  expect(first.status()).toBe(200);
  const [a, b] = [first.headers()["content-security-policy"], second.headers()["content-security-policy"]];
  expect(a).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(a).toContain("frame-ancestors 'self'");
  expect(a).toContain("object-src 'none'");
  const [n1, n2] = [nonceOf(a), nonceOf(b)];
  expect(n1).toBeTruthy();
  expect(n1).not.toBe(n2);
  // The scripts of the page carry this response's nonce.
  const html = await first.text();
  expect(html).toContain(`nonce="${n1}"`);
  expect(html).not.toContain(`nonce="${n2}"`);

  for (const res of [
    first,
    await server.get("/"),
    await server.get("/xyz"),
    await server.get(`/${site.lang}/page/no-such-page`),
  ]) {
    const h = res.headers();
    expect(h["content-security-policy"], res.url()).toContain("'strict-dynamic'");
    expect(h["x-content-type-options"], res.url()).toBe("nosniff");
    expect(h["referrer-policy"], res.url()).toBeTruthy();
    // NODE_ENV=production: HSTS on.
    expect(h["strict-transport-security"], res.url()).toMatch(/max-age=\d{7,}/);
    expect(h["x-powered-by"], res.url()).toBeUndefined();
  }
});

test("the page runs under its CSP without violations", async ({ page, site }) => {
  test.skip(!site.javaScript, "needs JavaScript");
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto(`/${site.lang}`);
  // Hydrated: the client took over (a client-side navigation does not reload the document).
  await page.waitForFunction(() => Boolean((window as unknown as { __remixContext?: unknown }).__remixContext));
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("/healthz lists every brand @nojs", async ({ api }) => {
  const res = await api.get(`${SERVER}/healthz`);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("no-store");
  const body = await res.json();
  expect(body.status).toBe("ok");
  expect([...body.brands].sort()).toEqual(
    readBrands()
      .map((b) => b.id)
      .sort(),
  );
});

test("player-facing pages are not cached; maintenance says when to retry", async ({ server, site, sandbox }) => {
  // Spec §2: CMS pages are never cached; the root loader marks every page no-store.
  for (const pathname of [`/${site.lang}`, `/${site.lang}/page/terms`]) {
    expect((await server.get(pathname)).headers()["cache-control"] ?? "", pathname).toContain("no-store");
  }
  await sandbox.maintenance(true);
  const res = await server.get(`/${site.lang}`);
  expect(res.status()).toBe(503);
  expect(res.headers()["retry-after"]).toBeTruthy();
});

test("server-only brand fields never reach a page or its data", async ({ server, site }) => {
  const integrations = site.brand.config.integrations as {
    platform: { apiKey: string };
    kyc: { clientSecret: string };
  };
  const secrets = [integrations.platform.apiKey, integrations.kyc.clientSecret];
  expect(secrets.every((secret) => secret.length > 8)).toBe(true);
  // Documents, which carry the public brand config once (ADR 030), and the single-fetch data the
  // browser asks for on client-side navigations, which carries the root loader's data but not the config.
  for (const path of [
    `/${site.lang}`,
    `/${site.lang}/page/faq`,
    `/${site.lang}.data`,
    `/${site.lang}/page/faq.data`,
    `/${site.lang}/login.data`,
  ]) {
    const response = await server.get(path);
    expect(response.status(), path).toBeLessThan(400);
    const body = await response.text();
    expect(body, path).toContain(site.brand.name);
    for (const secret of secrets) expect(body.includes(secret), `${path} contains a server-only value`).toBe(false);
    const config = /<script type="application\/json" id="brand-config">([^<]*)<\/script>/.exec(body)?.[1];
    if (path.endsWith(".data")) expect(body, path).not.toContain("countryRules");
    else expect(JSON.parse(config ?? "null")?.id, `${path} carries the public brand config`).toBe(site.brand.id);
  }
});

test("a script or stylesheet that is not in the build is a plain 404, not a page, and carries no encoding @nojs", async ({
  api,
}) => {
  for (const asset of ["/assets/entry.client-0ldBu1ld.js", "/assets/site-0ldBu1ld.css"]) {
    const res = await api.get(`${SERVER}${asset}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status(), asset).toBe(404);
    expect(res.headers()["content-encoding"], asset).toBeUndefined();
    expect(res.headers()["cache-control"] ?? "", asset).not.toContain("immutable");
    const body = await res.text();
    expect(body.length, `${asset} answers a short message, not a rendered page`).toBeLessThan(1000);
    expect(body).not.toContain("brand-config");
  }
});

test("scripts and stylesheets go out precompressed: brotli, else gzip, else plain; cached for a year @nojs", async ({
  server,
  site,
  api,
}) => {
  const html = await (await server.get(`/${site.lang}`)).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of [assets.find((a) => a.endsWith(".css"))!, assets.find((a) => a.endsWith(".js"))!]) {
    const file = path.join(ROOT, "build/client", asset);
    const onDisk = readFileSync(file, "utf8");
    for (const [accept, encoding, copy] of [
      ["gzip, deflate, br", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", undefined, file],
    ] as const) {
      const res = await api.get(`${SERVER}${asset}`, { headers: { "accept-encoding": accept } });
      expect(res.status(), asset).toBe(200);
      expect(res.headers()["content-encoding"], `${asset} for ${accept}`).toBe(encoding);
      // The build's own copy, sent as it is: compressing on the fly would stream it without a length.
      expect(Number(res.headers()["content-length"]), `${asset} for ${accept}`).toBe(statSync(copy).size);
      expect(res.headers()["vary"]).toMatch(/accept-encoding/i);
      expect(res.headers()["cache-control"]).toContain("immutable");
      expect(await res.text()).toBe(onDisk);
    }
  }
});

test("an open redirect through dot segments answers a Location on the site (issue 24 §3) @nojs", async ({
  api,
  site,
}) => {
  const host = new URL(site.origin).host;
  const lang = site.brand.defaultLanguage;
  const attack = `/${lang}/../..//evil.com`;
  const posts: [string, Record<string, string>][] = [
    [`/${lang}/policies/accept`, { redirectTo: attack }],
    [`/${lang}/favourites/toggle`, { redirectTo: attack, gameCode: "slot-1", favourite: "false" }],
  ];
  for (const [pathname, form] of posts) {
    const res = await api.post(`${SERVER}${pathname}`, {
      maxRedirects: 0,
      headers: { host, origin: site.origin },
      form,
    });
    expect(res.status(), pathname).toBe(302);
    const location = res.headers()["location"] ?? "";
    expect(location, pathname).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, site.origin).origin, pathname).toBe(site.origin);
    expect(location, pathname).not.toContain("evil.com");
  }
});
