/** A sandbox on an in-memory database behind a real HTTP server, for the account tests. */
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { openDb, type Db } from "../db/index";
import { createSandbox, type Sandbox } from "../index";
import { siteFromBrand } from "../seed/test-sites";
import type { SandboxSite } from "../types";

export interface TestSandbox {
  base: string;
  db: Db;
  sandbox: Sandbox;
  /** POST with a form body (or GET when form is undefined) to /ajax/<path>; returns the parsed JSON. */
  call(
    path: string,
    form?: Record<string, string>,
    /** site: a site code; default the first brand's. */
    opts?: { token?: string | null; ip?: string; site?: string },
  ): Promise<{ status: number; body: any }>;
  control(path: string, body: Record<string, unknown>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** Sites by brand id (read from brands/), or given whole (tests of config the shipped brands lack). */
export async function startTestSandbox(
  brands: (string | SandboxSite)[],
  /** databaseUrl: run on that PostgreSQL database instead of an in-memory PGlite. */
  options: { databaseUrl?: string } = {},
): Promise<TestSandbox> {
  const db = await openDb({ dataDir: "memory://", databaseUrl: options.databaseUrl });
  const sites = brands.map((brand) => (typeof brand === "string" ? siteFromBrand(brand) : brand));
  // the brands "served" on :3000 of this machine, the README's port, whatever port the tests listen on
  const sandbox = await createSandbox({ db, sites, localPort: 3000 });
  const app = express();
  app.use(sandbox.router);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    db,
    sandbox,
    async call(path, form, opts = {}) {
      const headers: Record<string, string> = {
        "x-site-code": opts.site ?? sites[0].siteCode,
        "x-forwarded-for": opts.ip ?? "203.0.113.1",
      };
      if (opts.token) headers["x-session-token"] = opts.token;
      if (form) headers["content-type"] = "application/x-www-form-urlencoded";
      const res = await fetch(`${base}/ajax/${path}${path.includes("?") ? "&" : "?"}language=pb`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    async control(path, body) {
      const res = await fetch(`${base}/sandbox/controls/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
