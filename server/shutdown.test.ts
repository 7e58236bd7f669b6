import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "../sandbox/db/index";
import { createSandbox } from "../sandbox/index";
import { siteFromBrand } from "../sandbox/seed/test-sites";
import { loadBrands } from "../app/brand/validate.server";
import { createBrandRegistry } from "../app/brand/registry.server";
import { relayLiveFeed } from "../app/features/live/live-feed.server";
import { gracefulShutdown } from "./app";

/**
 * The stop with event streams open, on a real HTTP server holding what the site's server holds:
 * the embedded sandbox (memory database) and the app's /live-feed relay (its request signal
 * wired to the response as the Remix adapter does), reading the sandbox's own stream over HTTP.
 */
describe("graceful shutdown with open event streams", () => {
  let db: Db | null = null;
  let server: Server | null = null;
  let sandbox: Awaited<ReturnType<typeof createSandbox>>;
  beforeAll(async () => {
    db = await openDb({ dataDir: "memory://" });
    sandbox = await createSandbox({ db, sites: [siteFromBrand("solbet")], log: () => {} });
  }, 90_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await db?.close().catch(() => {});
  });

  it("cuts the relay and its upstream, closes the database and exits 0", async () => {
    const { brands } = loadBrands(path.resolve("brands"));
    const app = express();
    app.use(sandbox.router);
    let base = "";
    app.get("/live-feed", async (req, res) => {
      const registry = createBrandRegistry(brands, "solbet");
      const context = {
        brands: registry,
        brand: registry.forHost(req.get("host")),
        platform: { baseUrl: base, sandbox: true },
        clientIp: "127.0.0.1",
      } as AppLoadContext;
      // As @remix-run/express does: the request's signal aborts when the response closes.
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const request = new Request(`${base}${req.originalUrl}`, {
        headers: { host: req.get("host") ?? "" },
        signal: controller.signal,
      });
      const response = relayLiveFeed({ request, context, params: {} });
      res.status(response.status);
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.flushHeaders();
      const reader = response.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
      res.end();
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const closeDb = vi.spyOn(db!, "close");
    const log: string[] = [];
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const stop = gracefulShutdown(server, {
      close: () => db!.close(),
      log: (line) => log.push(line),
      exit: (code) => exited(code),
    });

    const client = await fetch(`${base}/live-feed`, { headers: { host: "solbet.localhost" } });
    expect(client.headers.get("content-type")).toContain("text/event-stream");
    const reader = client.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(": connected");
    // Two streams are open: the browser's, and the relay's own upstream to the sandbox.
    await vi.waitFor(async () => {
      const connections = await new Promise<number>((resolve) => server!.getConnections((_e, count) => resolve(count)));
      expect(connections).toBeGreaterThanOrEqual(2);
    });

    stop("SIGTERM");
    // exit(0) only comes from the graceful path; the forced one (10 s) would exit 1.
    expect(await exitCode).toBe(0);
    expect(closeDb).toHaveBeenCalledTimes(1);
    expect(log).toEqual(["SIGTERM received: closing", "closed"]);
    // The browser's stream has ended rather than hanging.
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return "ended";
      })(),
    ).rejects.toThrow();
    db = null;
  });
});
