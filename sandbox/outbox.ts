/**
 * The sandbox outbox (docs/contract/accounts.md): the email and SMS the platform "sends",
 * as an HTML list at /sandbox/outbox and JSON at /sandbox/outbox.json?to=&site=, newest first.
 */
import express, { type Request, type Router } from "express";
import type { Db } from "./db/index";
import { escapeHtml } from "./idp";

interface OutboxRow {
  id: string;
  site: string;
  channel: "EMAIL" | "SMS";
  to: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  createdAt: string;
}

async function messages(db: Db, req: Request, limit = 200): Promise<OutboxRow[]> {
  const to = typeof req.query.to === "string" && req.query.to ? req.query.to.trim().toLowerCase() : null;
  const site = typeof req.query.site === "string" && req.query.site ? req.query.site : null;
  return db.query<OutboxRow>(
    `select id::text as id, site, channel, "to", subject, body, link, code,
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
     from outbox where ($1::text is null or lower("to") = $1) and ($2::text is null or site = $2)
     order by id desc limit $3`,
    [to, site, limit],
  );
}

export function outboxRouter(db: Db): Router {
  const router = express.Router();
  router.get("/outbox.json", async (req, res) => {
    try {
      const rows = await messages(db, req);
      res
        .set("Cache-Control", "no-store")
        .json(
          rows.map(({ link, code, ...rest }) => ({ ...rest, ...(link ? { link } : {}), ...(code ? { code } : {}) })),
        );
    } catch (error) {
      console.error("sandbox: outbox failed", error);
      res.status(500).json({ error: "outbox failure" });
    }
  });
  router.get("/outbox", async (req, res) => {
    try {
      const rows = await messages(db, req);
      const items = rows
        .map(
          (
            m,
          ) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.site)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>
<td><strong>${escapeHtml(m.subject)}</strong><br>${escapeHtml(m.body)}${m.link ? `<br><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ""}${m.code ? `<br>Code: <code>${escapeHtml(m.code)}</code>` : ""}</td></tr>`,
        )
        .join("");
      res.set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox outbox</title><link rel="stylesheet" href="/sandbox/idp/style.css"></head><body><main class="wide"><h1>Sandbox outbox</h1>
<p class="note">Email and SMS the sandbox platform has sent, newest first. Filter with <code>?to=</code> and <code>?site=</code>; JSON at <a href="/sandbox/outbox.json">/sandbox/outbox.json</a>.</p>
${rows.length ? `<table><thead><tr><th>Sent (UTC)</th><th>Site</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>${items}</tbody></table>` : "<p>Nothing sent yet.</p>"}</main></body></html>`);
    } catch (error) {
      console.error("sandbox: outbox failed", error);
      res.status(500).type("text/plain").send("outbox failure");
    }
  });
  return router;
}
