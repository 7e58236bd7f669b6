/**
 * The sandbox's stand-in for Google sign-in (docs/contract/accounts.md, "Google sign-in"):
 * an account chooser at /sandbox/idp/google/authorize that sends the browser back to the
 * front end with a one-time code, and the code exchange at /sandbox/idp/google/token.
 * The pages carry no script and no inline style (the site CSP forbids both).
 */
import express, { type Request, type Response, type Router } from "express";
import type { Db } from "./db/index";
import type { SandboxSite } from "./types";
import { EMAIL_RE, newToken, sha256 } from "./accounts/store";
import { googleSubFor, sandboxEmail } from "./accounts/seed";

export const IDP_CODE_MINUTES = 5;

/** The new Google email of googlelinked@'s Google account in the chooser's 100429 choice. */
export const renamedEmail = (site: SandboxSite) => `renamed-${sandboxEmail("googlelinked", site)}`;

export const SANDBOX_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f1f3f4;color:#202124}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:2rem}
.wide{max-width:60rem}h1{font-size:1.4rem;margin:0 0 .25rem}p.note{color:#5f6368;margin:0 0 1.5rem}
form{margin:0 0 .75rem}button{width:100%;text-align:left;padding:.75rem 1rem;border:1px solid #dadce0;border-radius:6px;background:#fff;font:inherit;cursor:pointer}
button:hover,button:focus{background:#e8f0fe;border-color:#1a73e8}label{display:block;margin:1.5rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #dadce0;border-radius:6px;margin-bottom:.5rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem;color:#5f6368}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-bottom:1px solid #dadce0;padding:.4rem;text-align:left;vertical-align:top}code{background:#f1f3f4;padding:0 .2rem}`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Where the chooser may send the browser: http(s) on localhost or *.localhost, http on
 * 127.0.0.1 (any port), or https on a brand's own domain. Null when not allowed.
 */
export function allowedRedirect(raw: string, sites: SandboxSite[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const web = url.protocol === "http:" || url.protocol === "https:";
  if (web && (host === "localhost" || host.endsWith(".localhost"))) return url;
  if (url.protocol === "http:" && host === "127.0.0.1") return url;
  if (url.protocol === "https:" && sites.some((s) => (s.domains ?? []).some((d) => d.toLowerCase() === host)))
    return url;
  return null;
}

/** The site a redirect goes back to (its domain, or <siteid>.localhost), if recognisable. */
function siteOfRedirect(url: URL, sites: SandboxSite[]): SandboxSite | undefined {
  const host = url.hostname.toLowerCase();
  return sites.find((s) => host.startsWith(`${s.id}.`) || (s.domains ?? []).includes(host));
}

function page(res: Response, status: number, title: string, body: string, formTarget?: string) {
  res.status(status).set({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'; style-src 'self'; form-action 'self'${formTarget ? ` ${formTarget}` : ""}; base-uri 'none'; frame-ancestors 'none'`,
  })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/idp/style.css"></head><body>${body}</body></html>`);
}

export function idpRouter(db: Db, sites: SandboxSite[]): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));

  router.get("/style.css", (_req, res) => {
    res.type("text/css").set("Cache-Control", "public, max-age=300").send(SANDBOX_CSS);
  });

  router.get("/google/authorize", (req, res) => {
    const redirectUri = String(req.query.redirect_uri ?? "");
    const state = String(req.query.state ?? "");
    const target = allowedRedirect(redirectUri, sites);
    if (!target) {
      return page(
        res,
        400,
        "Sandbox Google sign-in",
        `<main><h1>Sandbox Google sign-in</h1><p>This <code>redirect_uri</code> is not allowed: only localhost, *.localhost, 127.0.0.1 and the brands' own domains.</p></main>`,
      );
    }
    const only = siteOfRedirect(target, sites);
    const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
    const choice = (email: string, note: string, accountOf?: string) =>
      `<form method="post" action="/sandbox/idp/google/authorize">${hidden}<input type="hidden" name="email" value="${escapeHtml(email)}">${
        accountOf ? `<input type="hidden" name="account_of" value="${escapeHtml(accountOf)}">` : ""
      }<button type="submit">${escapeHtml(email)}<br><small>${escapeHtml(note)}</small></button></form>`;
    const groups = (only ? [only] : sites)
      .map(
        (s) =>
          `<h2>${escapeHtml(s.name)}</h2>${choice(sandboxEmail("googlelinked", s), "Google linked to its account")}${choice(sandboxEmail("google", s), "password account, Google not linked yet")}` +
          choice(sandboxEmail("googleother", s), "account already linked to another Google account (100427)") +
          choice(
            renamedEmail(s),
            `the Google account linked to ${sandboxEmail("googlelinked", s)}, whose Google email has changed (100429)`,
            sandboxEmail("googlelinked", s),
          ),
      )
      .join("");
    page(
      res,
      200,
      "Sandbox Google sign-in",
      `<main><h1>Sandbox Google sign-in</h1><p class="note">A stand-in for Google's sign-in screen. Choose an account to continue to ${escapeHtml(target.host)}.</p>${groups}
<form method="post" action="/sandbox/idp/google/authorize">${hidden}<label for="email">Or use another email</label><input id="email" name="email" type="email" required maxlength="64" autocomplete="email"><button type="submit">Continue</button></form></main>`,
      target.origin,
    );
  });

  /** The choice: a one-time code for the email, back to redirect_uri with code and state. */
  const choose = async (req: Request, res: Response) => {
    const input = { ...req.query, ...(req.body ?? {}) } as Record<string, unknown>;
    const target = allowedRedirect(String(input.redirect_uri ?? ""), sites);
    const email = String(input.email ?? "")
      .trim()
      .toLowerCase();
    if (!target)
      return page(
        res,
        400,
        "Sandbox Google sign-in",
        "<main><h1>Sandbox Google sign-in</h1><p>redirect_uri not allowed.</p></main>",
      );
    if (!EMAIL_RE.test(email))
      return page(
        res,
        400,
        "Sandbox Google sign-in",
        "<main><h1>Sandbox Google sign-in</h1><p>That is not an email address.</p></main>",
      );
    // account_of: the Google account (sub) of another email, as when a Google account's email changed.
    const accountOf = String(input.account_of ?? "")
      .trim()
      .toLowerCase();
    if (accountOf && !EMAIL_RE.test(accountOf))
      return page(
        res,
        400,
        "Sandbox Google sign-in",
        "<main><h1>Sandbox Google sign-in</h1><p>account_of is not an email address.</p></main>",
      );
    const code = newToken();
    await db.query(
      "insert into idp_codes (code, email, sub, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))",
      [sha256(code), email, googleSubFor(accountOf || email), IDP_CODE_MINUTES],
    );
    target.searchParams.set("code", code);
    target.searchParams.set("state", String(input.state ?? ""));
    res.set("Cache-Control", "no-store").redirect(303, target.toString());
  };
  const guarded = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
    fn(req, res).catch((error) => {
      console.error("sandbox: idp failed", error);
      res.status(500).type("text/plain").send("sandbox idp failure");
    });
  };
  router.post("/google/authorize", guarded(choose));
  router.get("/google/authorize/continue", guarded(choose));

  /** Single use, five minutes: { email, sub } or 400 invalid_grant. */
  router.post(
    "/google/token",
    express.json(),
    guarded(async (req, res) => {
      const code = String((req.body ?? {}).code ?? "");
      const [row] = code
        ? await db.query<{ email: string; sub: string }>(
            "update idp_codes set used_at = now() where code = $1 and used_at is null and expires_at > now() returning email, sub",
            [sha256(code)],
          )
        : [];
      res.set("Cache-Control", "no-store");
      if (!row) {
        res.status(400).json({ error: "invalid_grant" });
        return;
      }
      res.json({ email: row.email, sub: row.sub });
    }),
  );
  return router;
}
