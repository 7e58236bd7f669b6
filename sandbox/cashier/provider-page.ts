/**
 * The sandbox payment provider at /sandbox/pay/<txnId>/<token>: the 3-D Secure page of a card deposit, the
 * login page of an e-wallet, the bank page of a redirect method. Approve pays the deposit, Decline
 * fails it (card: 100234, 3-D Secure failed; others: 100238, provider declined). Then the player
 * goes back to the deposit's returnUrl with `/<encodedData>` added (base64url JSON of txnId,
 * status and paymentMethod), as the front end's cashier callback route takes it. Plain forms.
 * Only the signed link the platform answered opens it, until the deposit expires, and a decision
 * is taken from this page's own origin only (ADR 079).
 */
import express, { type Response, type Router } from "express";
import type { Db } from "../db/index";
import { sameOriginPosts } from "../access";
import { escapeHtml } from "../idp";
import { formatMoney } from "../seed/random";
import type { SandboxSite } from "../types";
import { linkRefused, providerPage, TXN_RE } from "./provider-html";
import { checkPageToken, pagePath } from "./page-token";
import { confirmDeposit, depositByTxnId, failDeposit, transactionStatus, type Deposit } from "./deposits";

const titleOf = (d: Deposit) => (d.instrument ? "Sandbox 3-D Secure" : `Sandbox ${d.method} payment`);
/** The amount as the deposit's brand writes money ("€50.00", "$5.000"). */
function amountOf(d: Deposit, sites: Map<string, SandboxSite>): string {
  const site = sites.get(d.site);
  const major = Number(d.amountMinor) / 100;
  return site ? formatMoney(major, site.currency, site.currency.decimals) : `${major.toFixed(2)} ${d.currency}`;
}

/** Where the player goes back to: the returnUrl plus the encoded outcome. */
export function callbackUrl(d: Deposit): string | null {
  if (!d.returnUrl) return null;
  const s = transactionStatus(d);
  const data = Buffer.from(JSON.stringify({ txnId: d.txnId, status: s.status, paymentMethod: d.method })).toString(
    "base64url",
  );
  return `${d.returnUrl.replace(/\/$/, "")}/${data}`;
}

/** The gatewayRequest of a deposit paid on the provider page: by POST into an iframe, or by redirect. */
export const providerGateway = (db: Db, d: Deposit) => ({
  redirectUrl: pagePath(db, "pay", d.txnId, Date.parse(d.expiresAt)),
  method: "POST",
  params: { txnId: d.txnId },
});

export function providerPageRouter(db: Db, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();

  const show = async (txnId: string, token: string, res: Response) => {
    const check = TXN_RE.test(txnId) ? checkPageToken(db, "pay", txnId, token) : "invalid";
    if (check !== "ok") return linkRefused(res, "Sandbox payment", check);
    const d = await depositByTxnId(db, txnId);
    if (!d || d.brCode)
      return providerPage(res, 404, "Sandbox payment", `<p class="error" role="alert">No such payment.</p>`);
    if (d.state !== "pending")
      return providerPage(res, 409, titleOf(d), `<p class="error" role="alert">This payment is ${d.state}.</p>`);
    const card = d.instrument ? `<p>Card ending in <strong>${escapeHtml(d.instrument.lastDigits)}</strong></p>` : "";
    providerPage(
      res,
      200,
      titleOf(d),
      `<p>Pay <strong data-amount>${escapeHtml(amountOf(d, sites))}</strong> to the casino?</p>${card}
<form method="post" action="${escapeHtml(`/sandbox/pay/${d.txnId}/${token}/decide`)}"><button type="submit" name="decision" value="approve">Approve</button></form>
<form method="post" action="${escapeHtml(`/sandbox/pay/${d.txnId}/${token}/decide`)}"><button type="submit" name="decision" value="decline">Decline</button></form>`,
    );
  };

  // GET for a redirect, POST for the card form the brand's page posts into an iframe, from its
  // own origin (a view only: the decision below is this page's own)
  router.get(
    "/:txnId/:token",
    (req, res) => void show(req.params.txnId, req.params.token, res).catch(() => res.status(500).end()),
  );
  router.post(
    "/:txnId/:token",
    express.urlencoded({ extended: false, limit: "16kb" }),
    (req, res) => void show(req.params.txnId, req.params.token, res).catch(() => res.status(500).end()),
  );

  router.post(
    "/:txnId/:token/decide",
    sameOriginPosts,
    express.urlencoded({ extended: false, limit: "16kb" }),
    async (req, res) => {
      try {
        const txnId = req.params.txnId;
        const check = TXN_RE.test(txnId) ? checkPageToken(db, "pay", txnId, req.params.token) : "invalid";
        if (check !== "ok") return linkRefused(res, "Sandbox payment", check);
        const found = await depositByTxnId(db, txnId);
        if (!found || found.brCode)
          return providerPage(res, 404, "Sandbox payment", `<p class="error" role="alert">No such payment.</p>`);
        const approve = req.body?.decision === "approve";
        const outcome = approve
          ? await confirmDeposit(db, txnId)
          : await failDeposit(db, txnId, found.instrument ? "100234" : "100238");
        if (outcome.result === "missing") return res.status(404).end();
        const d = outcome.deposit;
        const back = callbackUrl(d);
        if (back && outcome.result === "settled") return res.redirect(303, back);
        if (outcome.result !== "settled")
          return providerPage(res, 409, titleOf(d), `<p class="error" role="alert">This payment is ${d.state}.</p>`);
        providerPage(
          res,
          200,
          titleOf(d),
          `<p class="${approve ? "success" : "error"}" role="status" data-outcome="${d.state}">Payment ${approve ? "approved" : "declined"}.</p>`,
        );
      } catch (error) {
        console.error("sandbox: provider page failed", error);
        res.status(500).type("text/plain").send("provider failure");
      }
    },
  );
  return router;
}
