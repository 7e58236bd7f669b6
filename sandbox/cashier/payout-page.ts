/**
 * The sandbox provider's payout page at /sandbox/payout/<txnId>/<token> (ADR 073): where a player confirms
 * a wallet or redirect cashout at the provider. Approve leaves it co_initiated for the operator;
 * Decline gives the money back as the player's cancel does. Then the player goes back to the
 * withdrawal's returnUrl + `/success` or `/failure` with `?type=cashout&id=<txnId>`. Plain forms.
 * Only the signed link the platform answered opens it, for PAYOUT_LINK_SECONDS, and a decision is
 * taken from this page's own origin only (ADR 079).
 */
import express, { type Request, type Response, type Router } from "express";
import type { Db } from "../db/index";
import { sameOriginPosts } from "../access";
import { escapeHtml } from "../idp";
import { formatMoney } from "../seed/random";
import type { SandboxSite } from "../types";
import { linkRefused, providerPage, TXN_RE } from "./provider-html";
import { checkPageToken, pagePath } from "./page-token";
import { approveAtProvider, settleWithdrawal, withdrawalByTxnId, type Withdrawal } from "./withdrawals";

/** How long a payout page's link works: the deposits' provider session (the player cancels after it). */
export const PAYOUT_LINK_SECONDS = 900;

const notFound = (res: Response) =>
  providerPage(res, 404, "Sandbox payout", `<p class="error" role="alert">No such payout.</p>`);

/** The method as the brand names it ("Skrill"), else its code. */
function methodOf(w: Withdrawal, sites: Map<string, SandboxSite>): string {
  return sites.get(w.site)?.cashier?.methods.find((m) => m.method === w.method)?.displayName ?? w.method;
}

const titleOf = (w: Withdrawal, sites: Map<string, SandboxSite>) => `Sandbox ${methodOf(w, sites)} payout`;

/** The amount as the withdrawal's brand writes money ("€50.00", "$5.000"). */
function amountOf(w: Withdrawal, sites: Map<string, SandboxSite>): string {
  const site = sites.get(w.site);
  const major = Number(w.amountMinor) / 100;
  return site ? formatMoney(major, site.currency, site.currency.decimals) : `${major.toFixed(2)} ${w.currency}`;
}

/** Where the player goes back to: the returnUrl's success or failure page for this cashout. */
export function payoutReturnUrl(w: Withdrawal, approved: boolean): string | null {
  if (!w.returnUrl) return null;
  const query = new URLSearchParams({ type: "cashout", id: w.txnId });
  return `${w.returnUrl.replace(/\/$/, "")}/${approved ? "success" : "failure"}?${query.toString()}`;
}

/** A payout the page can decide: one with a provider step, still awaiting it and pending. */
const open = (w: Withdrawal) => w.providerStep === "awaiting" && w.state === "co_initiated";

/** The gatewayRequest of a payout awaiting the player's confirmation (none otherwise): a GET, so a plain redirect reaches it. */
export function payoutGateway(db: Db, w: Withdrawal, now = Date.now()) {
  if (!open(w)) return {};
  const redirectUrl = pagePath(db, "payout", w.txnId, now + PAYOUT_LINK_SECONDS * 1000);
  return { gatewayRequest: { redirectUrl, method: "GET", params: { txnId: w.txnId } } };
}

const decided = (res: Response, w: Withdrawal, sites: Map<string, SandboxSite>) =>
  providerPage(
    res,
    409,
    titleOf(w, sites),
    `<p class="error" role="alert" data-outcome="${escapeHtml(w.providerStep ?? w.state)}">This payout was already ${
      w.providerStep === "approved" ? "approved" : w.providerStep === "declined" ? "declined" : escapeHtml(w.state)
    }.</p>`,
  );

export function payoutPageRouter(db: Db, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const find = async (raw: string) => {
    const w = TXN_RE.test(raw) ? await withdrawalByTxnId(db, raw) : undefined;
    return w?.providerStep ? w : undefined;
  };
  const checked = (req: Request) =>
    TXN_RE.test(req.params.txnId) ? checkPageToken(db, "payout", req.params.txnId, req.params.token) : "invalid";

  router.get("/:txnId/:token", async (req, res) => {
    try {
      const check = checked(req);
      if (check !== "ok") return linkRefused(res, "Sandbox payout", check);
      const w = await find(req.params.txnId);
      if (!w) return notFound(res);
      if (!open(w)) return decided(res, w, sites);
      const action = escapeHtml(`/sandbox/payout/${w.txnId}/${req.params.token}/decide`);
      providerPage(
        res,
        200,
        titleOf(w, sites),
        `<p>Send <strong data-amount>${escapeHtml(amountOf(w, sites))}</strong> to your ${escapeHtml(methodOf(w, sites))} account?</p>
<p>Account: <strong>${escapeHtml(w.payout.accountNumber)}</strong></p>
<form method="post" action="${action}"><button type="submit" name="decision" value="approve">Approve</button></form>
<form method="post" action="${action}"><button type="submit" name="decision" value="decline">Decline</button></form>`,
      );
    } catch (error) {
      console.error("sandbox: payout page failed", error);
      res.status(500).type("text/plain").send("provider failure");
    }
  });

  router.post(
    "/:txnId/:token/decide",
    sameOriginPosts,
    express.urlencoded({ extended: false, limit: "16kb" }),
    async (req, res) => {
      try {
        const check = checked(req);
        if (check !== "ok") return linkRefused(res, "Sandbox payout", check);
        const w = await find(req.params.txnId);
        if (!w) return notFound(res);
        const approve = req.body?.decision === "approve";
        // Decline is the player's cancel, booked by the same code as revertWithdrawal's (ADR 064)
        const outcome = approve
          ? await approveAtProvider(db, w.txnId)
          : await settleWithdrawal(db, w.txnId, "co_reverted", null, true);
        if (outcome.result === "missing") return notFound(res);
        if (outcome.result !== "settled") return decided(res, outcome.withdrawal, sites);
        const back = payoutReturnUrl(outcome.withdrawal, approve);
        if (back) return res.redirect(303, back);
        providerPage(
          res,
          200,
          titleOf(w, sites),
          `<p class="${approve ? "success" : "error"}" role="status" data-outcome="${approve ? "approved" : "declined"}">Payout ${
            approve ? "approved" : "declined"
          }.</p>`,
        );
      } catch (error) {
        console.error("sandbox: payout decision failed", error);
        res.status(500).type("text/plain").send("provider failure");
      }
    },
  );
  return router;
}
