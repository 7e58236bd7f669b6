/**
 * Who may use what in the sandbox. It is a demo platform that can be reachable from outside
 * (a public preview), so its test levers are for this machine only, and nothing a browser sends
 * decides which visitor address the platform sees.
 */
import type { NextFunction, Request, Response } from "express";
import type { SandboxSite } from "./types";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The TCP peer is this machine (the app's own platform calls, e2e tests, local scripts). */
export function fromLoopback(req: Request): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? "");
}

/** Controls and the outbox (e2e levers, one-time codes): loopback clients only, else 403. */
export function loopbackOnly(req: Request, res: Response, next: NextFunction) {
  if (fromLoopback(req)) return next();
  res.status(403).json({ error: "sandbox controls answer loopback clients only" });
}

/**
 * A browser request sent from a page of another origin: its Origin header names another host
 * (or is "null", or unreadable). No Origin at all is a script or a test, not a page.
 */
export function crossOrigin(req: Request): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.get("host");
  } catch {
    return true;
  }
}

/**
 * The sandbox's own forms (the PIX bank, the KYC review, the provider pages' decisions) act for
 * whoever's browser posts them, so a page elsewhere must not be able to post them: a write whose
 * Origin is another site's is refused with 403 before it is read.
 */
export function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || !crossOrigin(req)) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain").send("cross-origin request refused");
}

/**
 * A control changes the sandbox, so it must not be one a web page can make a browser send: a
 * "simple" request (a form or text/plain POST, no preflight) from any site open on this machine
 * would pass the loopback check. A write must be JSON, which browsers preflight and the sandbox
 * never allows cross-origin (else 415), and an Origin, when sent, must be the sandbox's own
 * (else 403). Tests and scripts send JSON and no Origin.
 */
export function controlWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (crossOrigin(req)) return res.status(403).json({ error: "sandbox controls refuse cross-origin requests" });
  const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return res.status(415).json({ error: "sandbox controls take application/json" });
  next();
}

/**
 * The visitor's address for a platform call. X-Forwarded-For is believed only from a loopback
 * peer, and then its last entry: the one the app (or a reverse proxy on this machine) wrote,
 * not one a browser made up. A call from outside is that client's own address.
 */
export function visitorIp(req: Request): string {
  const peer = req.socket.remoteAddress ?? "127.0.0.1";
  if (!fromLoopback(req)) return peer;
  const entries = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? peer;
}

/**
 * The brand's server key (integrations.platform.apiKey, sent by app/platform as X-Api-Key).
 * A wrong key is always refused; a missing one only when the sandbox requires keys
 * (SANDBOX_REQUIRE_API_KEY=1), since tests and local scripts call /ajax without one.
 */
export function apiKeyRefused(req: Request, site: SandboxSite, required: boolean): boolean {
  const sent = req.get("x-api-key");
  if (sent === undefined) return required && Boolean(site.apiKey);
  return Boolean(site.apiKey) && sent !== site.apiKey;
}
