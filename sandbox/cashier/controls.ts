/**
 * Sandbox controls for deposits (docs/contract/cashier.md), JSON like the others under
 * /sandbox/controls: pay, fail (with a code) or expire a pending deposit by txnId, and make the
 * next new deposit of one player (or of one idempotency key) fail with a spec §8 code; expire a
 * player's unpaid deposits, and set the per-player cashier rates (issue 34 §2). The operator's side of withdrawals:
 * approve (paid) or reject with a reason (the money goes back to cash).
 */
import express, { type Request, type Response, type Router } from "express";
import type { Db } from "../db/index";
import type { Controls } from "../controls";
import type { SandboxSite } from "../types";
import { confirmDeposit, expireDeposit, failDeposit, transactionStatus, type SettleOutcome } from "./deposits";
import { settleWithdrawal, withdrawalStatus, type SettleOutcome as WithdrawalOutcome } from "./withdrawals";

const CODE_RE = /^(\d{3,6}|-)$/;

export function cashierControls(db: Db, controls: Controls, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const txnOf = (req: Request) => {
    const txnId = String(req.body?.txnId ?? "");
    if (!/^[A-Za-z0-9]{1,25}$/.test(txnId)) throw new Error("give the transaction's txnId");
    return txnId;
  };
  const codeOf = (req: Request) => {
    const code = String(req.body?.errorCode ?? "");
    if (!CODE_RE.test(code)) throw new Error("give errorCode: a spec §8 code such as 100217, or -");
    return code;
  };
  const answer = (res: Response, outcome: SettleOutcome) => {
    if (outcome.result === "missing") return res.status(404).json({ error: "no such deposit" });
    res.status(outcome.result === "settled" ? 200 : 409).json({
      ok: outcome.result === "settled",
      result: outcome.result,
      transaction: transactionStatus(outcome.deposit),
    });
  };
  const answerWithdrawal = (res: Response, outcome: WithdrawalOutcome) => {
    if (outcome.result === "missing") return res.status(404).json({ error: "no such withdrawal" });
    res.status(outcome.result === "settled" ? 200 : 409).json({
      ok: outcome.result === "settled",
      result: outcome.result,
      transaction: withdrawalStatus(outcome.withdrawal),
    });
  };
  const reasonOf = (req: Request) => {
    const reason = String(req.body?.reason ?? "").trim();
    if (!reason || reason.length > 200) throw new Error("give reason: 1 to 200 characters the player will read");
    return reason;
  };
  const guarded = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response) => {
    fn(req, res).catch((error: Error) => res.status(400).json({ error: error.message }));
  };

  router.post(
    "/cashier/pay",
    guarded(async (req, res) => answer(res, await confirmDeposit(db, txnOf(req)))),
  );
  router.post(
    "/cashier/fail",
    guarded(async (req, res) => answer(res, await failDeposit(db, txnOf(req), codeOf(req)))),
  );
  router.post(
    "/cashier/expire",
    guarded(async (req, res) => answer(res, await expireDeposit(db, txnOf(req)))),
  );
  router.post(
    "/cashier/expire-pending",
    guarded(async (req, res) => {
      // Every unpaid deposit of one player ends now: a test starts without a code to resume (100532).
      const email = String(req.body?.email ?? "").trim();
      if (!email) throw new Error("give the player's email");
      const site = req.body?.site as string | undefined;
      if (site !== undefined && !sites.has(site)) throw new Error(`unknown site "${site}"`);
      const rows = await db.query<{ txn_id: string }>(
        `select d.txn_id from deposits d join players p on p.id = d.player_id
         where lower(p.email) = lower($1) and ($2::text is null or d.site = $2) and d.state = 'pending'`,
        [email, site ?? null],
      );
      for (const row of rows) await expireDeposit(db, row.txn_id);
      res.json({ ok: true, expired: rows.length });
    }),
  );
  router.post(
    "/cashier/rate-limits",
    guarded(async (req, res) => {
      // Sandbox-wide, until the next full reset; 0 or absent keeps a rule as it is.
      const rule = (name: string) => {
        const limit = Number(req.body?.[name] ?? 0);
        if (!Number.isInteger(limit) || limit < 0) throw new Error(`${name}: a whole number of calls a minute`);
        return limit > 0 ? { limit, windowSeconds: 60 } : undefined;
      };
      const deposits = rule("depositsPerMinute");
      const statusChecks = rule("statusChecksPerMinute");
      controls.setCashierRates({ ...(deposits ? { deposits } : {}), ...(statusChecks ? { statusChecks } : {}) });
      res.json({ ok: true, rates: controls.cashierRates() });
    }),
  );
  router.post(
    "/cashier/fail-next",
    guarded(async (req, res) => {
      const site = req.body?.site as string | undefined;
      if (site !== undefined && !sites.has(site)) throw new Error(`unknown site "${site}"`);
      const email = req.body?.email === undefined ? undefined : String(req.body.email).trim();
      const key = req.body?.idempotencyKey === undefined ? undefined : String(req.body.idempotencyKey);
      if (key !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(key))
        throw new Error("idempotencyKey: 8-100 of A-Za-z0-9_-");
      controls.failNextDeposit({ site, email: email || undefined, idempotencyKey: key }, codeOf(req));
      res.json({ ok: true });
    }),
  );
  router.post(
    "/cashier/withdrawal/approve",
    guarded(async (req, res) => answerWithdrawal(res, await settleWithdrawal(db, txnOf(req), "co_success"))),
  );
  router.post(
    "/cashier/withdrawal/reject",
    guarded(async (req, res) =>
      answerWithdrawal(res, await settleWithdrawal(db, txnOf(req), "co_rejected", reasonOf(req))),
    ),
  );
  return router;
}
