/**
 * Sandbox controls for deposits (docs/contract/cashier.md), JSON like the others under
 * /sandbox/controls: pay, fail (with a code) or expire a pending deposit by txnId, and make the
 * next new deposit of a site fail with a spec §8 code. The operator's side of withdrawals:
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
    "/cashier/fail-next",
    guarded(async (req, res) => {
      const site = req.body?.site as string | undefined;
      if (site !== undefined && !sites.has(site)) throw new Error(`unknown site "${site}"`);
      controls.failNextDeposit(site, codeOf(req));
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
