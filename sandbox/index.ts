import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Db } from "./db/index";
import { migrate } from "./db/migrate";
import { Controls } from "./controls";
import { handlers } from "./api/index";
import { seedSite } from "./seed/index";
import { assetRouter } from "./assets";
import { SandboxError, type CallContext, type SandboxSite } from "./types";
import { seedPlayers } from "./accounts/seed";
import { accountBus } from "./accounts/bus";
import { accountControls } from "./accounts/controls";
import { eventsHandler } from "./api/events";
import { idpRouter } from "./idp";
import { outboxRouter } from "./outbox";
import { providerRouter } from "./provider/index";
import { gameControls } from "./provider/controls";
import { liveFeedHandler } from "./provider/live";
import { apiKeyRefused, controlWrites, loopbackOnly, sameOriginPosts, visitorIp } from "./access";
import { siteResolver } from "./sites";
import { liveSession, playerById } from "./accounts/store";
import { pixBankRouter } from "./cashier/bank";
import { cashierControls } from "./cashier/controls";
import { providerPageRouter } from "./cashier/provider-page";
import { payoutPageRouter } from "./cashier/payout-page";
import { loadPageSecret } from "./cashier/page-token";
import { kycControls } from "./kyc/controls";
import { kycProviderRouter } from "./kyc/provider";
import { UPLOAD_MAX_BYTES } from "./kyc/documents";
import { kycReviewRouter } from "./kyc/review";

export interface Sandbox {
  router: Router;
  controls: Controls;
  db: Db;
}

export interface SandboxOptions {
  db: Db;
  sites: SandboxSite[];
  /** Log each seeded site; off in tests. */
  log?: (line: string) => void;
  /** Refuse /ajax calls without the brand's X-Api-Key (SANDBOX_REQUIRE_API_KEY). */
  requireApiKey?: boolean;
  /** Origin the games are launched from (SANDBOX_PROVIDER_ORIGIN); unset: the site's own. */
  providerOrigin?: string;
  /** The port the brands are served on, on this machine (PORT): a returnUrl may point there (ADR 079). */
  localPort?: number;
}

/**
 * The reference platform: the spec's /ajax calls over a real database, plus sandbox-only
 * controls under /sandbox/controls and generated assets under /sandbox/assets.
 */
export async function createSandbox({
  db,
  sites,
  log = () => {},
  requireApiKey = false,
  providerOrigin,
  localPort,
}: SandboxOptions): Promise<Sandbox> {
  await migrate(db);
  await loadPageSecret(db);
  for (const site of sites) {
    const seeded = await seedSite(db, site);
    if (seeded) log(`sandbox: seeded ${site.id} (${seeded})`);
    const players = await seedPlayers(db, site);
    if (players) log(`sandbox: seeded ${site.id} (${players} sandbox players)`);
  }
  await accountBus(db).start();
  const controls = new Controls();
  const siteOf = siteResolver(sites);
  const byId = new Map(sites.map((s) => [s.id, s]));

  const router = express.Router();
  router.use("/sandbox/assets", assetRouter(db, sites));
  router.use("/sandbox/controls", loopbackOnly, controlWrites);
  router.use(["/sandbox/outbox", "/sandbox/outbox.json", "/sandbox/pix", "/sandbox/kyc-review"], loopbackOnly);
  // the bank pays for whoever's browser posts: a page elsewhere must not make it post (ADR 079)
  router.use("/sandbox/pix", sameOriginPosts);
  router.use("/sandbox/controls", express.json(), gameControls(db, byId));
  router.use("/sandbox/controls", express.json(), cashierControls(db, controls, byId));
  router.use("/sandbox/controls", express.json(), kycControls(db, byId));
  router.use("/sandbox/controls", express.json(), accountControls(db, byId), controlsRouter(controls, byId));
  router.use("/sandbox/idp", idpRouter(db, sites));
  router.use("/sandbox", outboxRouter(db));
  router.use("/sandbox/pix", pixBankRouter(db));
  router.use("/sandbox/pay", providerPageRouter(db, byId));
  router.use("/sandbox/payout", payoutPageRouter(db, byId));
  router.use("/sandbox/provider", providerRouter(db, sites));
  router.use("/sandbox/kyc", kycProviderRouter(db, sites));
  router.use("/sandbox/kyc-review", kycReviewRouter(db));
  router.use("/ajax", (req, res, next) => {
    const site = siteOf(req);
    if (site && apiKeyRefused(req, site, requireApiKey))
      return sendFailure(res, new SandboxError("100191", 401, { message: "wrong or missing X-Api-Key" }));
    next();
  });
  router.get("/ajax/events", eventsHandler(db, siteOf));
  router.get("/ajax/live/feed", liveFeedHandler(db, siteOf));
  router.all(
    "/ajax/*",
    express.urlencoded({ extended: false, limit: "1mb" }),
    express.json({ limit: "1mb" }),
    express.raw({ type: "multipart/form-data", limit: UPLOAD_MAX_BYTES }),
    async (req, res) => {
      if (process.env.SANDBOX_TRACE_CALLS) console.log(`sandbox call ${req.method} ${req.path}`);
      const site = siteOf(req);
      const path = (req.params as Record<string, string>)[0] ?? "";
      if (!site) {
        return sendFailure(res, new SandboxError("100191", 400, { message: "unknown or missing X-Site-Code" }));
      }
      if (req.method !== "GET" && req.method !== "POST") return res.status(405).end();
      if (controls.inMaintenance(site.id)) return sendFailure(res, new SandboxError(150, 503));
      const query = new URLSearchParams(req.url.split("?")[1] ?? "");
      const multipart = Buffer.isBuffer(req.body) && Boolean(req.is("multipart/form-data"));
      const body = req.is("application/json")
        ? jsonFields(req.body)
        : multipart
          ? {}
          : ((req.body ?? {}) as Record<string, string>);
      if (!body) return sendFailure(res, new SandboxError(100164, 400, { message: "a JSON body must be an object" }));
      const sessionToken = req.get("x-session-token") ?? null;
      // A failure for one player is taken only by that player's call (issue 35 §6).
      const caller = controls.wantsCaller(site.id, path)
        ? await callerEmail(db, site.id, sessionToken, body).catch(() => null)
        : null;
      const injected = controls.takeInjected(site.id, path, caller);
      if (injected) {
        if (injected.errorCode === undefined)
          return res
            .status(injected.httpStatus ?? 500)
            .type("text/plain")
            .send("injected failure");
        return sendFailure(res, new SandboxError(injected.errorCode, injected.httpStatus ?? 200));
      }
      const handler = handlers[`${req.method} ${path}`];
      if (!handler)
        return res.status(404).json({ status: "FAILURE", errorCode: 100175, errors: { errorCode: "100175" } });
      const ctx: CallContext = {
        db,
        site,
        controls,
        method: req.method,
        path,
        query,
        body,
        ...(multipart ? { upload: { contentType: req.get("content-type") ?? "", data: req.body as Buffer } } : {}),
        language: query.get("language") ?? site.defaultLanguage,
        ip: visitorIp(req),
        sessionToken,
        assetBase: "",
        providerBase: providerOrigin ?? "",
        localPort,
      };
      try {
        const payload = await handler(ctx);
        res.set("Cache-Control", "no-store").json(payload);
      } catch (error) {
        if (error instanceof SandboxError) return sendFailure(res, error);
        console.error(`sandbox: ${req.method} ${path} failed`, error);
        res.status(500).json({ status: "FAILURE", errorCode: 100100, errors: { errorCode: "100100" } });
      }
    },
  );
  // A JSON body that does not parse is the platform's invalid-data answer, not Express's HTML page.
  router.use("/ajax", (error: { type?: unknown }, _req: Request, res: Response, next: NextFunction) => {
    // an upload over the cap: the reason the front end shows for a file too large
    if (error?.type === "entity.too.large")
      return sendFailure(
        res,
        new SandboxError(100164, 413, { reason: "FILE_TOO_LARGE", message: "the upload is too large" }),
      );
    if (error?.type !== "entity.parse.failed") return next(error);
    sendFailure(res, new SandboxError(100164, 400, { message: "the JSON body does not parse" }));
  });
  return { router, controls, db };
}

/**
 * A JSON object body as the fields handlers read: each member as a form would carry it (numbers
 * and booleans as text, nested objects and arrays as JSON text, null left out), so a call takes
 * either encoding. Null for a body that is not an object (an array).
 */
function jsonFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    fields[key] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return fields;
}

/**
 * Who makes a call: the player of its session, else the account a guest call names (login,
 * password reset and registration carry it as emailId or email).
 */
async function callerEmail(
  db: Db,
  site: string,
  sessionToken: string | null,
  body: Record<string, string>,
): Promise<string | null> {
  const session = await liveSession(db, site, sessionToken);
  const player = session?.player_id ? await playerById(db, session.player_id) : undefined;
  return player?.email ?? body.emailId ?? body.email ?? null;
}

function sendFailure(res: Response, error: SandboxError) {
  res.status(error.httpStatus).json({
    status: "FAILURE",
    errorCode: error.errorCode,
    errors: { errorCode: String(error.errorCode) },
    ...error.extra,
  });
}

function controlsRouter(controls: Controls, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const siteOf = (req: Request): string | undefined => {
    const id = (req.body?.site ?? req.query.site) as string | undefined;
    if (id !== undefined && !sites.has(id)) throw new Error(`unknown site "${id}"`);
    return id;
  };
  const guarded = (fn: (req: Request, res: Response) => void) => (req: Request, res: Response) => {
    try {
      fn(req, res);
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  };
  router.get(
    "/",
    guarded((req, res) => {
      const site = siteOf(req);
      res.json(site ? controls.snapshot(site) : { sites: [...sites.keys()] });
    }),
  );
  router.post(
    "/country",
    guarded((req, res) => {
      const countryCode = req.body?.countryCode;
      if (countryCode !== null && !/^[A-Z]{2}$/.test(String(countryCode)))
        throw new Error("countryCode must be two capital letters or null");
      controls.setGeo(siteOf(req), { countryCode, blocked: Boolean(req.body?.blocked) });
      res.json({ ok: true });
    }),
  );
  router.post(
    "/maintenance",
    guarded((req, res) => {
      controls.setMaintenance(siteOf(req), Boolean(req.body?.on));
      res.json({ ok: true });
    }),
  );
  router.post(
    "/inject",
    guarded((req, res) => {
      const { path = "*", errorCode, httpStatus, times = 1, email } = req.body ?? {};
      if (errorCode === undefined && httpStatus === undefined) throw new Error("give errorCode, httpStatus or both");
      if (email !== undefined && (typeof email !== "string" || !email.includes("@")))
        throw new Error("email: the one player the failure is for");
      controls.inject(siteOf(req), {
        path,
        errorCode,
        httpStatus,
        remaining: Number(times),
        ...(email ? { email: email.trim().toLowerCase() } : {}),
      });
      res.json({ ok: true });
    }),
  );
  router.post(
    "/reset",
    guarded((req, res) => {
      controls.reset(siteOf(req));
      res.json({ ok: true });
    }),
  );
  return router;
}
