/**
 * Sandbox controls of docs/contract/games.md: POST /sandbox/controls/game (block a game, an
 * empty launch URL, or a launch failure 100602/100603) and POST /sandbox/controls/live (force
 * a table open/closed, or a roulette result). POST /sandbox/controls/reset also clears both
 * (of `site`, or all) and falls through to the general reset. Mounted before the general controls.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { liveHub } from "./live";

export function gameControls(db: Db, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const guarded = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
    fn(req, res).catch((error: Error) => res.status(400).json({ error: error.message }));
  };
  const siteOf = (req: Request) => {
    const site = sites.get(String(req.body?.site ?? ""));
    if (!site) throw new Error("give the site id (site)");
    return site;
  };

  router.post(
    "/game",
    guarded(async (req, res) => {
      const site = siteOf(req);
      const gameCode = String(req.body?.gameCode ?? "");
      const [game] = await db.query("select 1 from games where site = $1 and game_code = $2", [site.id, gameCode]);
      if (!game) throw new Error(`no game "${gameCode}" on ${site.id}`);
      const blocked = req.body?.blocked === true;
      const emptyUrl = req.body?.emptyUrl === true;
      const failWith =
        req.body?.failWith === undefined || req.body?.failWith === null ? null : Number(req.body.failWith);
      if (failWith !== null && failWith !== 100602 && failWith !== 100603)
        throw new Error("failWith must be 100602 or 100603");
      if (!blocked && !emptyUrl && failWith === null) {
        await db.query("delete from game_overrides where site = $1 and game_code = $2", [site.id, gameCode]);
      } else {
        await db.query(
          `insert into game_overrides (site, game_code, blocked, empty_url, fail_code) values ($1, $2, $3, $4, $5)
         on conflict (site, game_code) do update set blocked = excluded.blocked, empty_url = excluded.empty_url, fail_code = excluded.fail_code`,
          [site.id, gameCode, blocked, emptyUrl, failWith],
        );
      }
      res.json({ ok: true });
    }),
  );

  router.post(
    "/live",
    guarded(async (req, res) => {
      const site = siteOf(req);
      const { tableId, open, result } = req.body ?? {};
      if (open !== undefined && open !== null && typeof open !== "boolean")
        throw new Error("open must be true, false or null");
      if (result !== undefined && typeof result !== "number") throw new Error("result must be a number 0–36");
      if (open === undefined && result === undefined) throw new Error("give open, result or both");
      const table = await liveHub(db).force(site.id, String(tableId ?? ""), { open, result });
      res.json({ ok: true, table });
    }),
  );

  router.post("/reset", (req: Request, _res: Response, next: NextFunction) => {
    const site = req.body?.site as string | undefined;
    if (site !== undefined && !sites.has(site)) return next();
    Promise.all([
      db.query("delete from game_overrides where $1::text is null or site = $1", [site ?? null]),
      db.query(
        "update live_tables set forced_open = null where forced_open is not null and ($1::text is null or site = $1)",
        [site ?? null],
      ),
    ]).then(() => next(), next);
  });
  return router;
}
