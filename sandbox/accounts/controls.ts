/**
 * Sandbox controls for accounts (docs/contract/accounts.md): terminate-session, push-logout,
 * balance, restore-player, player-category, expire-login-lock, and clearing the wrong-password throttle on reset. Mounted under
 * /sandbox/controls in front of the general controls (reset falls through to them).
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { playerByEmail, pushLogout, setWallet, terminatePlayerSessions, WALLETS, type Wallet } from "./store";
import { restoreSeedPlayerByEmail } from "./seed";

/** A major-unit amount (number or string, at most 2 decimals, not negative) in minor units. */
export function toMinor(value: unknown): bigint {
  const text = typeof value === "number" ? value.toFixed(2) : String(value ?? "").trim();
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`"${String(value)}" is not an amount (major units, up to 2 decimals)`);
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? "0").padEnd(2, "0"));
}

export function accountControls(db: Db, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const guarded = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
    fn(req, res).catch((error: Error) => res.status(400).json({ error: error.message }));
  };
  const playerOf = async (req: Request) => {
    const site = sites.get(String(req.body?.site ?? ""));
    if (!site) throw new Error("give the site id (site)");
    const player = await playerByEmail(db, site.id, String(req.body?.email ?? ""));
    if (!player) throw new Error(`no player "${String(req.body?.email ?? "")}" on ${site.id}`);
    return player;
  };

  router.post(
    "/terminate-session",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      const ended = await terminatePlayerSessions(
        db,
        player.id,
        String(req.body?.reason ?? "terminated by the operator"),
      );
      res.json({ ok: true, ended });
    }),
  );

  router.post(
    "/push-logout",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      res.json({ ok: true, ended: await pushLogout(db, player.id) });
    }),
  );

  router.post(
    "/balance",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      const values: Partial<Wallet> = {};
      for (const key of WALLETS) if (req.body?.[key] !== undefined) values[key] = toMinor(req.body[key]);
      if (Object.keys(values).length === 0) throw new Error("give at least one of cash, bonus, freebet, drp");
      const w = await setWallet(db, player.id, values, "control");
      res.json({
        ok: true,
        wallet: {
          cash: w.cash.toString(),
          bonus: w.bonus.toString(),
          freebet: w.freebet.toString(),
          drp: w.drp.toString(),
        },
      });
    }),
  );

  // A channel back to unverified (or verified), as verifyChannel would leave it: the withdrawal gate's e2e.
  router.post(
    "/channel",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      const channel = String(req.body?.channel ?? "").toUpperCase();
      if (channel !== "EMAIL" && channel !== "SMS") throw new Error("channel must be EMAIL or SMS");
      const verified = req.body?.verified === true;
      await db.query(
        `update players set ${channel === "SMS" ? "phone_verified" : "email_verified"} = $2 where id = $1`,
        [player.id, verified],
      );
      res.json({ ok: true, channel, verified });
    }),
  );

  // 'play' until the first deposit (spec §3), 'real' after: a fresh account given cash by /balance may withdraw.
  router.post(
    "/user-status",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      const status = String(req.body?.userStatus ?? "");
      if (status !== "play" && status !== "real") throw new Error("userStatus must be play or real");
      await db.query("update players set user_status = $2 where id = $1", [player.id, status]);
      res.json({ ok: true, userStatus: status });
    }),
  );

  router.post(
    "/restore-player",
    guarded(async (req, res) => {
      const site = sites.get(String(req.body?.site ?? ""));
      if (!site) throw new Error("give the site id (site)");
      await restoreSeedPlayerByEmail(db, site, String(req.body?.email ?? ""));
      res.json({ ok: true });
    }),
  );

  // The operator's player category (spec §3 userCategory, e.g. c3): what the profile answers.
  router.post(
    "/player-category",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      const category = String(req.body?.userCategory ?? "");
      if (!/^c\d{1,2}$/.test(category)) throw new Error("userCategory must be c1, c2, c3 …");
      await db.query("update players set extra = extra || $2::jsonb where id = $1", [
        player.id,
        JSON.stringify({ userCategory: category }),
      ]);
      res.json({ ok: true, userCategory: category });
    }),
  );

  // Moves the account's clock past its wrong-password lock (ADR 050): the lock ends and its failures
  // leave every window, as if the lock's time had run out; tests need not wait an hour.
  router.post(
    "/expire-login-lock",
    guarded(async (req, res) => {
      const player = await playerOf(req);
      await db.query("update players set locked_until = null where id = $1", [player.id]);
      await db.query(
        "update login_attempts set at = at - interval '1 day' where site = $1 and email = lower($2) and not ok",
        [player.site, player.email],
      );
      res.json({ ok: true });
    }),
  );

  // reset also forgets wrong-password attempts (per site, or all), then the general reset runs
  router.post("/reset", (req: Request, _res: Response, next: NextFunction) => {
    const site = req.body?.site as string | undefined;
    if (site !== undefined && !sites.has(site)) return next();
    db.query("delete from login_attempts where $1::text is null or site = $1", [site ?? null]).then(() => next(), next);
  });
  return router;
}
