import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * ARCHITECTURE §9 / ASVS 5.0 §3.4 headers on every response. The CSP nonce is made per
 * request and handed to Remix through the load context. Development relaxes only what
 * Vite's HMR client needs.
 */
export function securityHeaders({
  production,
  frameOrigins,
  paymentOrigins = [],
}: {
  production: boolean;
  frameOrigins?: (host: string | undefined) => readonly string[];
  /** The platform's public origin: its provider pages are framed and posted to (spec §4, ADR 058). */
  paymentOrigins?: readonly string[];
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The brand's game providers (integrations.gameOrigins) may be framed by the game window.
    const frames = [...(frameOrigins?.(req.get("host")) ?? []), ...paymentOrigins];
    const forms = paymentOrigins.map((origin) => ` ${origin}`).join("");
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? "" : " 'unsafe-eval'"}`,
      `style-src 'self' 'nonce-${nonce}'`,
      // React renders a few style attributes (progress widths, aspect ratios); attributes cannot run script.
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self'${production ? "" : " ws: wss:"}`,
      `frame-src 'self'${frames.map((origin) => ` ${origin}`).join("")}`,
      "frame-ancestors 'self'",
      `form-action 'self'${forms}`,
      "base-uri 'self'",
      "object-src 'none'",
      "manifest-src 'self'",
      "worker-src 'self' blob:",
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(self), geolocation=(), payment=(self), usb=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

/**
 * Every state-changing request must come from our own pages (ARCHITECTURE §9). Browsers send
 * Origin on every POST; a mismatch, or a cross-site Sec-Fetch-Site, is refused. Requests from
 * non-browser clients carry neither and are left to the session checks of the action.
 * The whole origin is compared, scheme included (issue 24 §3): a page of http://host (a plain-HTTP
 * copy an attacker on the network can write) may not post to https://host. The request's scheme
 * is Express's `req.protocol`: X-Forwarded-Proto with TRUST_PROXY=1 behind a TLS proxy.
 */
export function sameOriginWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    const host = req.get("host");
    const fetchSite = req.get("sec-fetch-site");
    let allowed = true;
    if (origin && origin !== "null") {
      try {
        allowed = new URL(origin).origin === new URL(`${req.protocol}://${host}`).origin;
      } catch {
        allowed = false;
      }
    } else if (origin === "null" || fetchSite === "cross-site") {
      allowed = false;
    }
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-origin request refused");
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Where a route may take a bigger body than a form's (uploads of later issues add theirs here). */
export interface BodyLimits {
  /** Bytes a form post may carry; 64 KB by default. */
  formBytes?: number;
  /** Larger limits by path prefix, checked before the default. */
  byPrefix?: readonly { prefix: string; bytes: number }[];
  /** Larger limits for paths under a language segment (`/:lang/…`), matched by pattern. */
  byPattern?: readonly { pattern: RegExp; bytes: number }[];
}

/**
 * What reaches Remix is a page, its forms and its single-fetch data requests (issue 24 §3).
 * A path whose decoding fails or names another host (`/%5C%2Fevil.com` is `/\/evil.com`) is a
 * 400, not a URL error deep inside Remix. A body of another Content-Type than a form's is a 415
 * (Remix's formData() threw, a bare 500), and one over its route's limit a 413 before any of it
 * is read. A body without a length (chunked) is refused with 411: browsers always send one.
 */
export function pageRequests(limits: BodyLimits = {}) {
  const formBytes = limits.formBytes ?? 64 * 1024;
  return (req: Request, res: Response, next: NextFunction) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return refuse(res, 400, "Bad request path");
    }
    if (decoded.includes("\\") || decoded.startsWith("//")) return refuse(res, 400, "Bad request path");
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) return refuse(res, 411, "Length required");
    const bytes = Number(length ?? 0);
    const limit =
      limits.byPrefix?.find((l) => req.path.startsWith(l.prefix))?.bytes ??
      limits.byPattern?.find((l) => l.pattern.test(req.path))?.bytes ??
      formBytes;
    if (!Number.isFinite(bytes) || bytes > limit) return refuse(res, 413, "Request body too large");
    const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (bytes === 0 && type === "") return next();
    if (!FORM_TYPES.includes(type)) return refuse(res, 415, "Unsupported Content-Type");
    next();
  };
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).type("text/plain").set("Cache-Control", "no-store").set("Connection", "close").send(message);
}
