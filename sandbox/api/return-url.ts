/**
 * Where a provider page sends the player back (returnUrl of a deposit or third-party payout,
 * ADR 079): only to the brand's own origins, since the page redirects the player's browser there
 * with the outcome. Those are its configured domains (on the scheme's default port, as served
 * behind TLS) and, on this machine, the port this server serves: `<id>.localhost:<port>`, and
 * localhost or 127.0.0.1 on it. A localhost URL on another port is another program.
 */
import { SandboxError, type CallContext, type SandboxSite } from "../types";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Whether a URL is on one of the brand's origins; localPort is the server's PORT (none: no local origin). */
export function onBrandOrigin(url: URL, site: Pick<SandboxSite, "id" | "domains">, localPort?: number): boolean {
  if (url.username || url.password) return false;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  if (url.port === "" && (site.domains ?? []).some((domain) => domain.toLowerCase() === host)) return true;
  const local = host === `${site.id}.localhost` || LOCAL_HOSTS.includes(host);
  return local && localPort !== undefined && url.protocol === "http:" && url.port === String(localPort);
}

/** returnUrl: absent, or an absolute URL on the brand's own origins; else 100164 before anything is made. */
export function returnUrlOf(ctx: CallContext): string | null {
  const raw = (ctx.body.returnUrl ?? "").trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SandboxError(100164, 200, { errorDescription: "returnUrl must be an absolute URL" });
  }
  if (!onBrandOrigin(url, ctx.site, ctx.localPort))
    throw new SandboxError(100164, 200, { errorDescription: "returnUrl is not on one of this brand's origins" });
  return url.toString();
}
