import { readdirSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import express, { type Express } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { ViteDevServer } from "vite";
import { pageDeadlineSeconds, type ServerEnv } from "../app/config/env.server";
import { loadBrands, formatBrandError } from "../app/brand/validate.server";
import { createBrandRegistry } from "../app/brand/registry.server";
import { loadLocaleStore } from "../app/i18n/resources.server";
import "../app/context";
import { openDb, type Db } from "../sandbox/db/index";
import { createSandbox } from "../sandbox/index";
import { sandboxSiteOf } from "../sandbox/sites";
import { pageRequests, sameOriginWrites, securityHeaders } from "./security";

/**
 * The document upload pages (issue 26 §5, ADR 066) take up to 4 files of 5 MB plus the form;
 * a bigger body is refused before it is read. Each file's own cap is the page's check.
 */
const DOCUMENT_UPLOADS = { pattern: /^\/[^/]+\/myaccount\/documents\//, bytes: 4 * 5 * 1024 * 1024 + 256 * 1024 };

export class StartupError extends Error {}

/**
 * A page's platform calls share one deadline from the request's start (ADR 051), so a slow
 * platform costs the visitor seconds, not one timeout per call in a row. Writes keep only the
 * per-call timeout: cutting a deposit or a login short would leave its outcome unknown.
 */
export function pageDeadline(method: string, seconds = pageDeadlineSeconds()): AbortSignal | undefined {
  return method === "GET" || method === "HEAD" ? AbortSignal.timeout(seconds * 1000) : undefined;
}

export interface RunningServer {
  app: Express;
  close(): Promise<void>;
}

/** Builds the whole site: brands, translations, the embedded sandbox (unless PLATFORM_URL), Remix. */
export async function createServer(env: ServerEnv, log: (line: string) => void = console.log): Promise<RunningServer> {
  const brandsRoot = path.resolve(env.brandsDir);
  const { brands, errors, notes } = loadBrands(brandsRoot);
  if (errors.length > 0) {
    throw new StartupError(
      `Refusing to start: ${errors.length} brand configuration error(s)\n${errors.map((e) => `  ${formatBrandError(e)}`).join("\n")}`,
    );
  }
  for (const note of notes) log(`brands: ${formatBrandError(note)}`);
  let registry;
  try {
    registry = createBrandRegistry(brands, env.defaultBrand);
  } catch (error) {
    throw new StartupError(`Refusing to start: ${(error as Error).message}`);
  }
  const locales = loadLocaleStore(
    path.resolve("locales"),
    brandsRoot,
    brands.map((b) => b.id),
  );

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  // The embedded sandbox's games come from its provider origin (ADR 021), framed like a brand's.
  const sandboxFrames = !env.platformUrl && env.sandboxProviderOrigin ? [env.sandboxProviderOrigin] : [];
  app.use(
    securityHeaders({
      production: env.production,
      // Game providers, the identity-verification provider (ADR 065) and the sandbox's stand-ins.
      frameOrigins: (host) => {
        const { integrations } = registry.forHost(host);
        return [...(integrations.gameOrigins ?? []), ...(integrations.kyc.providerOrigins ?? []), ...sandboxFrames];
      },
      // A real platform's provider pages live on its origin; the embedded sandbox's on ours.
      paymentOrigins: env.platformUrl ? [new URL(env.platformUrl).origin] : [],
    }),
  );
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
    }),
  );
  app.get("/healthz", (_req, res) =>
    res.set("Cache-Control", "no-store").json({ status: "ok", brands: brands.map((b) => b.id) }),
  );

  let db: Db | null = null;
  if (!env.platformUrl) {
    db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.sandboxDataDir });
    const sandbox = await createSandbox({
      db,
      sites: brands.map(sandboxSiteOf),
      log,
      requireApiKey: env.sandboxRequireApiKey,
      providerOrigin: env.sandboxProviderOrigin,
      localPort: env.port,
    });
    app.use(sandbox.router);
    log(`sandbox: ${env.databaseUrl ? "PostgreSQL" : `PGlite at ${env.sandboxDataDir}`}`);
  }
  // The embedded sandbox is reached over loopback unless the server listens on one address only.
  const loopback = env.host === "0.0.0.0" || env.host === "::" || env.host === "localhost" ? "127.0.0.1" : env.host;
  const platformBaseUrl =
    env.platformUrl ?? `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${env.port}`;

  // Browsers and crawlers ask for these at the root whatever the page says; answer per brand
  // instead of rendering a 404 page.
  app.get("/favicon.ico", (req, res) => {
    const brand = registry.forHost(req.get("host"));
    res.redirect(301, `/brand-assets/${brand.id}/${brand.assets.favicon}`);
  });
  app.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=86400")
      .send("User-agent: *\nAllow: /\nDisallow: /sandbox/\nDisallow: /ajax/\n");
  });

  for (const brand of brands) {
    app.use(
      `/brand-assets/${brand.id}`,
      express.static(path.join(brandsRoot, brand.id, "assets"), { maxAge: "1h", fallthrough: false }),
    );
  }

  let vite: ViteDevServer | undefined;
  if (env.production) {
    // The build wrote a brotli and a gzip copy of each script and stylesheet (ADR 035): sent as
    // they are, so the compression middleware above leaves these responses alone.
    app.use(
      "/assets",
      expressStaticGzip(path.resolve("build/client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    // A file that is not there (an old page asking for a previous build's chunk) is a short 404,
    // not a rendered page. express-static-gzip may already have set the Content-Type and -Encoding
    // of a compressed copy it listed at start-up: Remix's own Content-Type made Express throw.
    app.use("/assets", (_req, res) => {
      res.removeHeader("Content-Encoding");
      res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
    });
    // Files copied from public/, if any. Mounted only when there are some: the lookup is a
    // file-system stat on every page request.
    if (readdirSync(path.resolve("build/client")).some((name) => name !== "assets")) {
      app.use(express.static(path.resolve("build/client"), { maxAge: "1h" }));
    }
  } else {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ server: { middlewareMode: true } });
    app.use(vite.middlewares);
  }

  const build = vite
    ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : ((await import(/* @vite-ignore */ path.resolve("build/server/index.js"))) as ServerBuild);

  app.all(
    "*",
    sameOriginWrites(),
    pageRequests({ byPattern: [DOCUMENT_UPLOADS] }),
    createRequestHandler({
      build,
      mode: env.production ? "production" : "development",
      getLoadContext: (req, res): AppLoadContext => ({
        nonce: String(res.locals.nonce),
        brands: registry,
        brand: registry.forHost(req.headers.host ?? null),
        locales,
        platform: {
          baseUrl: platformBaseUrl,
          sandbox: !env.platformUrl,
          providerOrigin: env.platformUrl ? undefined : env.sandboxProviderOrigin,
        },
        production: env.production,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "127.0.0.1",
        sessionSecrets: env.sessionSecrets,
        deadline: pageDeadline(req.method),
      }),
    }),
  );

  return {
    app,
    async close() {
      await vite?.close();
      await db?.close();
    },
  };
}

/** Listens, and on SIGTERM/SIGINT shuts down gracefully (see gracefulShutdown). */
export function listenGracefully(
  running: RunningServer,
  env: ServerEnv,
  log: (line: string) => void = console.log,
): Server {
  const server = running.app.listen(env.port, env.host, () =>
    log(`Croupier listening on http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${env.port}`),
  );
  // Idle keep-alive sockets stay open longer than a load balancer's (60 s is common) and than
  // a client pausing between calls: a server closing first races the client's next request
  // on that socket, which the client sees as ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const stop = gracefulShutdown(server, { close: () => running.close(), log });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}

export interface ShutdownOptions {
  /** Releases what the server holds once every connection is gone (Vite, the sandbox database). */
  close: () => Promise<void>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  /** How long ordinary requests in flight may take to finish before their connections are cut. */
  graceMs?: number;
  /** Exit 1 if the stop has not completed by then. */
  forceMs?: number;
}

const isEventStream = (res: ServerResponse) =>
  String(res.getHeader("content-type") ?? "").includes("text/event-stream");

/**
 * The stop of a server: no new connections, idle keep-alive sockets closed at once, ordinary
 * requests given `graceMs` to finish. Event streams never finish by themselves, so they are cut
 * at once: the browser's /events and /live-feed relays (whose request signal then aborts, which
 * closes each relay's upstream) and the embedded sandbox's own streams that those relays read.
 * Then `close` (the database) and exit 0; exit 1 only if that has not happened by `forceMs`.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): (signal: string) => void {
  const {
    close,
    log = console.log,
    exit = (code: number) => process.exit(code),
    graceMs = 5_000,
    forceMs = 10_000,
  } = options;
  const open = new Set<ServerResponse>();
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on("close", () => open.delete(res));
  });
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: closing`);
    const force = setTimeout(() => {
      log(`forced exit after ${forceMs / 1000} s`);
      exit(1);
    }, forceMs);
    force.unref();
    const grace = setTimeout(() => server.closeAllConnections(), graceMs);
    grace.unref();
    server.close(async () => {
      clearTimeout(grace);
      try {
        await close();
      } catch (error) {
        log(`closing failed: ${(error as Error).message}`);
        clearTimeout(force);
        exit(1);
        return;
      }
      clearTimeout(force);
      log("closed");
      exit(0);
    });
    for (const res of open) if (isEventStream(res)) res.destroy();
    server.closeIdleConnections();
  };
}
