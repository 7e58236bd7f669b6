/**
 * The operator's review of uploaded proofs at /sandbox/kyc-review (loopback only, like
 * /sandbox/pix): documents under review with a link to each file, approve or reject with a
 * comment. The files are served here and nowhere else. Plain forms.
 */
import express, { type Response, type Router } from "express";
import type { Db } from "../db/index";
import { sameOriginPosts } from "../access";
import { escapeHtml } from "../idp";
import { decideDocument } from "./documents";

interface Row {
  id: string;
  site: string;
  email: string;
  category: string;
  docType: string;
  filename: string;
  mime: string;
  size: number;
  status: string;
  comment: string | null;
  createdAt: string;
}

function page(res: Response, status: number, notice: string, rows: Row[]) {
  const item = (
    d: Row,
  ) => `<tr data-document="${d.id}"><td>${escapeHtml(d.createdAt)}</td><td>${escapeHtml(d.site)}<br>${escapeHtml(d.email)}</td>
<td>${escapeHtml(d.category)}<br>${escapeHtml(d.docType)}</td>
<td><a href="/sandbox/kyc-review/file/${d.id}" target="_blank" rel="noopener">${escapeHtml(d.filename)}</a><br>${escapeHtml(d.mime)}, ${d.size} B</td>
<td data-status>${escapeHtml(d.status)}${d.comment ? `<br>${escapeHtml(d.comment)}` : ""}</td><td>${
    d.status === "initiated"
      ? `<form method="post" action="/sandbox/kyc-review/${d.id}"><label for="c${d.id}">Comment</label>
<input id="c${d.id}" name="comment" maxlength="1000">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject">Reject</button></form>`
      : ""
  }</td></tr>`;
  res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox KYC review</title><link rel="stylesheet" href="/sandbox/idp/style.css">
<style>.error{color:#a61b1b;font-weight:600}.success{color:#146c2e;font-weight:600}td{vertical-align:top}
@media (max-width:600px){table,tbody,tr,td{display:block}thead{display:none}tr{padding:8px 0;border-bottom:1px solid #ccd}td{border:0;padding:2px 0}}</style></head>
<body><main class="wide"><h1>Sandbox KYC review</h1>${notice}
<p class="note">Proofs players uploaded, newest first. Approve or reject each; the player is told at once.</p>
${rows.length ? `<table><thead><tr><th>Uploaded (UTC)</th><th>Player</th><th>Document</th><th>File</th><th>Status</th><th>Decision</th></tr></thead><tbody>${rows.map(item).join("")}</tbody></table>` : "<p>No documents.</p>"}
</main></body></html>`);
}

async function rows(db: Db): Promise<Row[]> {
  return db.query<Row>(
    `select d.public_id as id, d.site, p.email, d.category, d.doc_type as "docType", d.filename, d.mime, d.size, d.status,
       d.comment, to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as "createdAt"
     from kyc_documents d join players p on p.id = d.player_id
     order by (d.status = 'initiated') desc, d.id desc limit 200`,
  );
}

export function kycReviewRouter(db: Db): Router {
  const router = express.Router();
  router.get("/", async (_req, res) => {
    try {
      page(res, 200, "", await rows(db));
    } catch (error) {
      console.error("sandbox: KYC review failed", error);
      res.status(500).type("text/plain").send("review failure");
    }
  });

  // by the document's random public id (ADR 079): the serial id is not an address
  router.get("/file/:id", async (req, res) => {
    const [doc] = await db.query<{ mime: string; filename: string; bytes: Uint8Array }>(
      "select mime, filename, bytes from kyc_documents where public_id = $1",
      [req.params.id.slice(0, 100)],
    );
    if (!doc) return res.status(404).type("text/plain").send("no such document");
    res.set({
      "Content-Type": doc.mime,
      "Content-Disposition": `inline; filename="${doc.filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // a PDF or image only: no script of the upload may run under the sandbox's origin
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    res.send(Buffer.from(doc.bytes));
  });

  router.post("/:id", sameOriginPosts, express.urlencoded({ extended: false, limit: "16kb" }), async (req, res) => {
    try {
      const decision = req.body?.decision;
      if (decision !== "approve" && decision !== "reject")
        return page(res, 400, `<p class="error" role="alert">Choose Approve or Reject.</p>`, await rows(db));
      const doc = await decideDocument(db, req.params.id, decision, String(req.body?.comment ?? ""));
      if (!doc)
        return page(res, 409, `<p class="error" role="alert">That document was decided already.</p>`, await rows(db));
      page(
        res,
        200,
        `<p class="success" role="status" data-decided="${doc.status}">${escapeHtml(doc.filename)}: ${doc.status === "verified" ? "approved" : "rejected"}.</p>`,
        await rows(db),
      );
    } catch (error) {
      console.error("sandbox: KYC review decision failed", error);
      res.status(500).type("text/plain").send("review failure");
    }
  });
  return router;
}
