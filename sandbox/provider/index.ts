/**
 * The sandbox game provider under /sandbox/provider (docs/contract/games.md): the slot and
 * roulette pages a launch URL points at, their static script and style files, and the bet API.
 * Pages carry their own CSP: the per-request nonce of the site's security middleware when
 * there is one (res.locals.nonce), else a fresh one. They may be framed by the brands' sites only:
 * their domains, and this machine's *.localhost and loopback hosts, since the games are served from
 * an origin of their own as a real provider's are (ADR 021).
 */
import express, { type Request, type Response, type Router } from "express";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { balanceOf, BetError, launchToken, placeBet } from "./bet";
import { expiredPage, roulettePage, slotPage, type PageConfig } from "./pages";
import { launchLanguage } from "../api/launch";

const staticDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "static");

function pageHeaders(res: Response, ancestors: string): string {
  const nonce = (res.locals.nonce as string | undefined) ?? randomBytes(16).toString("base64");
  res.set({
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      `frame-ancestors ${ancestors}`,
      "form-action 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join("; "),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
  });
  // The site's middleware says SAMEORIGIN for every page; frame-ancestors above is this page's rule.
  res.removeHeader("X-Frame-Options");
  return nonce;
}

/** The brand's money format and scale for a game page; a site it does not know plays in plain numbers. */
const moneyOf = (site: SandboxSite | undefined): PageConfig["money"] =>
  site
    ? { ...site.currency, scale: site.moneyScale }
    : {
        symbol: "",
        position: "before",
        space: false,
        decimalSeparator: ".",
        thousandsSeparator: ",",
        decimals: 2,
        scale: 1,
      };

/** Who may frame a sandbox provider's page: the brands' domains and this machine's hosts (ADR 021). */
export function frameAncestors(sites: SandboxSite[]): string {
  return [
    "'self'",
    "http://localhost:*",
    "http://*.localhost:*",
    "http://127.0.0.1:*",
    ...sites.flatMap((s) => (s.domains ?? []).map((domain) => `https://${domain}`)),
  ].join(" ");
}

export function providerRouter(db: Db, sites: SandboxSite[]): Router {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const ancestors = frameAncestors(sites);
  const router = express.Router();
  router.use("/static", express.static(staticDir, { maxAge: "1h", fallthrough: false }));

  const page = (kind: "slot" | "roulette") => async (req: Request, res: Response) => {
    const nonce = pageHeaders(res, ancestors);
    const token = String(req.query.token ?? "");
    try {
      const t = await launchToken(db, token);
      if (!t || t.kind !== kind) {
        return res
          .status(410)
          .type("html")
          .send(expiredPage(launchLanguage(String(req.query.language ?? "en")), nonce));
      }
      const history = await db.query<{ n: number }>(
        "select (result->>'number')::int as n from game_rounds where token_hash = $1 and result ? 'number' order by id desc limit 12",
        [t.token_hash],
      );
      const config: PageConfig = {
        token,
        kind,
        mode: t.mode,
        lang: t.language,
        gameName: t.game_name,
        balance: await balanceOf(db, t),
        money: moneyOf(byId.get(t.site)),
        history: history.map((h) => h.n),
        hideBar: req.query.bar === "hidden",
      };
      res.type("html").send(kind === "slot" ? slotPage(config, nonce) : roulettePage(config, nonce));
    } catch (error) {
      console.error("sandbox: provider page failed", error);
      res.status(500).type("text/plain").send("The game could not be loaded.");
    }
  };
  router.get("/slot/play", page("slot"));
  router.get("/roulette/play", page("roulette"));

  router.post("/api/bet", express.json({ limit: "16kb" }), async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const outcome = await placeBet(db, String(body.token ?? ""), body, (site) => byId.get(site)?.moneyScale ?? 1);
      res.json({ status: "SUCCESS", ...outcome });
    } catch (error) {
      if (error instanceof BetError)
        return res.status(error.httpStatus).json({ status: "FAILURE", errorCode: error.code, message: error.message });
      console.error("sandbox: provider bet failed", error);
      res
        .status(500)
        .json({ status: "FAILURE", errorCode: "TECHNICAL_ERROR", message: "the bet could not be settled" });
    }
  });

  router.get("/api/balance", async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    const t = await launchToken(db, String(req.query.token ?? "")).catch(() => undefined);
    if (!t) return res.status(401).json({ status: "FAILURE", errorCode: "INVALID_TOKEN" });
    res.json({ status: "SUCCESS", balance: await balanceOf(db, t) });
  });
  return router;
}
