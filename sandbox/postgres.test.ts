/**
 * The sandbox on a real PostgreSQL server (the DATABASE_URL path), checked the same way as on
 * PGlite, and against PGlite: the same calls must answer the same JSON.
 * Needs PostgreSQL binaries (Debian: `postgresql`). Without them the suite is skipped locally with
 * a loud warning, and FAILS when CI is set.
 */
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrands } from "../app/brand/validate.server";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../tests/support/postgres";
import { openDb, type Db } from "./db/index";
import { createSandbox } from "./index";
import { sandboxSiteOf } from "./sites";
import type { SandboxSite } from "./types";

const bin = findPostgresBin();
const ci = Boolean(process.env.CI);

if (!bin) {
  const banner = "!".repeat(78);
  console.warn(
    `\n${banner}\n!! PostgreSQL binaries not found: the DATABASE_URL suite is ${ci ? "FAILING (CI is set)" : "SKIPPED"}.\n!! Install them with: apt-get install -y postgresql\n${banner}\n`,
  );
}

describe.runIf(!bin && ci)("PostgreSQL suite prerequisites", () => {
  it("has PostgreSQL binaries in CI", () => {
    expect(bin, "initdb/pg_ctl not found via pg_config --bindir or /usr/lib/postgresql/*/bin").toBeTruthy();
  });
});

interface Backend {
  db: Db;
  server: Server;
  base: string;
}

async function backend(db: Db, sites: SandboxSite[]): Promise<Backend> {
  const sandbox = await createSandbox({ db, sites });
  const app = express();
  app.use(sandbox.router);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { db, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function call(b: Backend, site: SandboxSite, pathname: string, query: Record<string, string> = {}) {
  const res = await fetch(`${b.base}/ajax/${pathname}?${new URLSearchParams(query)}`, {
    headers: { "x-site-code": site.siteCode },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe.runIf(Boolean(bin))("sandbox on PostgreSQL (DATABASE_URL)", () => {
  let cluster: PostgresCluster;
  let pgB: Backend;
  let liteB: Backend;
  let sites: SandboxSite[];

  beforeAll(async () => {
    const { brands, errors } = loadBrands(path.resolve("brands"));
    expect(errors).toEqual([]);
    sites = brands.map(sandboxSiteOf);
    expect(sites.length).toBeGreaterThanOrEqual(2);
    cluster = await startPostgres({ bin: bin! });
    pgB = await backend(await openDb({ databaseUrl: cluster.url, dataDir: "memory://" }), sites);
    liteB = await backend(await openDb({ dataDir: "memory://" }), sites);
  }, 240_000);

  afterAll(async () => {
    for (const b of [pgB, liteB]) {
      if (!b) continue;
      await new Promise((resolve) => b.server.close(resolve));
      await b.db.close();
    }
    await cluster?.stop();
  }, 60_000);

  it("runs on the PostgreSQL server, with every migration applied", async () => {
    expect(pgB.db.kind).toBe("postgres");
    const [{ version }] = await pgB.db.query<{ version: string }>("select version()");
    expect(version).toMatch(/^PostgreSQL \d+/);
    const pgMigrations = await pgB.db.query<{ name: string }>("select name from schema_migrations order by name");
    const liteMigrations = await liteB.db.query<{ name: string }>("select name from schema_migrations order by name");
    expect(pgMigrations.length).toBeGreaterThan(0);
    expect(pgMigrations).toEqual(liteMigrations);
  });

  it("seeds every brand like PGlite (≥ 2,000 games each)", async () => {
    for (const site of sites) {
      const count = async (db: Db, table: string) =>
        (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where site = $1`, [site.id]))[0].n;
      const games = await count(pgB.db, "games");
      expect(games, site.id).toBeGreaterThanOrEqual(2000);
      for (const table of ["games", "providers", "game_groups", "banners", "live_tables"]) {
        expect(await count(pgB.db, table), `${site.id} ${table}`).toBe(await count(liteB.db, table));
      }
    }
  });

  it("answers the shell's calls over HTTP", async () => {
    for (const site of sites) {
      const lang = site.defaultLanguage;
      const status = await call(pgB, site, "login/status", { language: lang });
      expect(status.status).toBe(200);
      expect(status.body.status).toBe("FAILURE"); // a guest
      const country = await call(pgB, site, "country/countryblock", { language: lang });
      expect(country.status).toBe(200);
      expect(country.body).toMatchObject({ countryCode: site.defaultCountry, is_IpBlocked: false });
      const banners = await call(pgB, site, "banner/getBanners", { zoneId: site.bannerZones.casino, language: lang });
      expect(banners.body.status).toBe("SUCCESS");
      expect(banners.body.banners.length).toBeGreaterThan(0);
      const page = await call(pgB, site, "staticPage/getPage", { urlPath: "terms", language: lang });
      expect(page.body).toMatchObject({ status: "SUCCESS", head: expect.any(String) });
      const lobby = await call(pgB, site, "game/getLobbyListWithGameGroups", { language: lang });
      expect(lobby.body.status).toBe("SUCCESS");
      expect(lobby.body.lobbies.length).toBeGreaterThan(0);
      expect(lobby.body.providers.reduce((s: number, p: { len: number }) => s + p.len, 0)).toBeGreaterThanOrEqual(2000);
    }
  });

  it("returns the same JSON as PGlite", async () => {
    for (const site of sites) {
      for (const language of site.languages.slice(0, 4)) {
        const calls: [string, Record<string, string>][] = [
          ["game/getLobbyListWithGameGroups", { language }],
          ["banner/getBanners", { zoneId: site.bannerZones.casino, language }],
          ["staticPage/getPage", { urlPath: "terms", language }],
          ["staticPage/getPage", { urlPath: "footer", language }],
          ["country/countryblock", { language }],
        ];
        for (const [pathname, query] of calls) {
          const [a, b] = await Promise.all([call(pgB, site, pathname, query), call(liteB, site, pathname, query)]);
          expect(a, `${site.id} ${pathname} ${JSON.stringify(query)}`).toEqual(b);
        }
      }
    }
  });
});
