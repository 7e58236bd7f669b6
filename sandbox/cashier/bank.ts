/**
 * The sandbox PIX bank at /sandbox/pix (next to /sandbox/outbox): a person or a test pastes a
 * copy-paste code, the bank decodes it with its own reader, shows payee and amount, and Pay
 * settles the deposit the code's txid names. Plain forms: it works without JavaScript.
 */
import express, { type Router } from "express";
import type { Db } from "../db/index";
import { escapeHtml } from "../idp";
import { decodeBrCode, type BrCodeRefusal, type DecodedBrCode } from "./br-code-decode";
import { confirmDeposit, depositByTxnId, type Deposit } from "./deposits";

const REFUSALS: Record<BrCodeRefusal, string> = {
  malformed: "This is not a PIX copy-paste code.",
  checksum: "The code's checksum (CRC) does not match: it was mistyped or changed.",
  payloadFormat: "This is not a PIX code (wrong payload format).",
  initiation: "This is not a PIX code (unknown point of initiation).",
  notPix: "This code is not a PIX payment.",
  currency: "This code is not in reais (BRL).",
  country: "This code is not for Brazil.",
  amount: "The code's amount cannot be read.",
  merchant: "The code names no payee.",
  txid: "The code carries no payment reference.",
};

type Check = { ok: true; code: DecodedBrCode; deposit: Deposit } | { ok: false; message: string; code?: DecodedBrCode };

/** What the bank will do with a pasted code: refuse it with a reason, or offer to pay it. */
export async function checkCode(db: Db, raw: string): Promise<Check> {
  const decoded = decodeBrCode(raw);
  if (!decoded.ok) return { ok: false, message: REFUSALS[decoded.reason] };
  const code = decoded.code;
  const deposit = await depositByTxnId(db, code.txid);
  // the code must be the one the platform issued, not another carrying its txid
  if (!deposit || deposit.brCode !== raw.trim())
    return { ok: false, code, message: "No charge was issued with this code." };
  if (deposit.state === "success") return { ok: false, code, message: "This code was already paid." };
  if (deposit.state === "expired") return { ok: false, code, message: "This code has expired: ask for a new one." };
  if (deposit.state === "failed") return { ok: false, code, message: "This charge was cancelled." };
  return { ok: true, code, deposit };
}

const money = (minor: number | null) =>
  minor === null ? "open amount" : `R$ ${(minor / 100).toFixed(2).replace(".", ",")}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox PIX bank</title><link rel="stylesheet" href="/sandbox/idp/style.css">
<style>textarea{width:100%;box-sizing:border-box;font:inherit;word-break:break-all}dd{margin:0 0 .5rem;overflow-wrap:anywhere}
.error{color:#a61b1b;font-weight:600}.success{color:#146c2e;font-weight:600}</style></head><body><main><h1>Sandbox PIX bank</h1>
${body}
<form method="post" action="/sandbox/pix"><label for="code">PIX copy-paste code</label>
<textarea id="code" name="code" rows="5" required></textarea>
<button type="submit" name="action" value="check">Check code</button></form></main></body></html>`;
}

function details(code: DecodedBrCode): string {
  return `<dl><dt>Payee</dt><dd>${escapeHtml(code.name)}, ${escapeHtml(code.city)}</dd><dt>PIX key</dt><dd>${escapeHtml(code.key)}</dd>
<dt>Amount</dt><dd data-amount>${money(code.amountMinor)}</dd><dt>Reference</dt><dd>${escapeHtml(code.txid)}</dd></dl>`;
}

const refusal = (message: string, code?: DecodedBrCode) =>
  `<p class="error" role="alert" data-refused>${escapeHtml(message)}</p>${code ? details(code) : ""}`;

export function pixBankRouter(db: Db): Router {
  const router = express.Router();
  const send = (res: express.Response, status: number, body: string) =>
    res
      .status(status)
      .set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
      .send(page(body));

  router.get("/", (_req, res) => {
    send(res, 200, `<p class="note">Paste the code the cashier shows, check it, then pay. Nothing real moves.</p>`);
  });

  router.post("/", express.urlencoded({ extended: false, limit: "16kb" }), async (req, res) => {
    try {
      const raw = String(req.body?.code ?? "");
      const checked = await checkCode(db, raw);
      if (!checked.ok) return send(res, 422, refusal(checked.message, checked.code));
      if (req.body?.action !== "pay") {
        return send(
          res,
          200,
          `${details(checked.code)}<form method="post" action="/sandbox/pix"><input type="hidden" name="code" value="${escapeHtml(raw.trim())}">
<button type="submit" name="action" value="pay">Pay ${money(checked.code.amountMinor)}</button></form>`,
        );
      }
      const paid = await confirmDeposit(db, checked.deposit.txnId);
      // another confirmation (a control, a second tab) may have settled it since the check
      if (paid.result !== "settled") {
        const again = await checkCode(db, raw);
        return send(res, 409, refusal(again.ok ? "The payment did not go through." : again.message, checked.code));
      }
      send(
        res,
        200,
        `<p class="success" role="status" data-paid>Paid ${money(checked.code.amountMinor)}.</p>${details(checked.code)}`,
      );
    } catch (error) {
      console.error("sandbox: PIX bank failed", error);
      send(res, 500, refusal("The bank failed; try again."));
    }
  });

  // the affiliate pixels of Affiliate/affiliatePixelTrackingList load this 1x1 GIF
  router.get("/pixel.gif", (_req, res) => {
    res
      .set({ "Content-Type": "image/gif", "Cache-Control": "no-store" })
      .send(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
  });
  return router;
}
