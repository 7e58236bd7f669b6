/**
 * Signed links to the provider pages (ADR 079): `/sandbox/pay/<txnId>/<token>` and
 * `/sandbox/payout/<txnId>/<token>`, the token an expiry and an HMAC of page, txnId and expiry
 * under a per-database key. Only the platform's answer to the player's own call carries one, so a
 * bare or guessed transaction id opens nothing, and a link stops working when it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/index";

export type ProviderPage = "pay" | "payout";
export type TokenCheck = "ok" | "invalid" | "expired";

const SECRET_NAME = "provider-pages";
const secrets = new WeakMap<Db, Buffer>();

/** Reads the database's key, writing one on first start (createSandbox awaits this once). */
export async function loadPageSecret(db: Db): Promise<void> {
  // another process may write it at the same moment: the first write wins and both read it back
  await db.query("insert into sandbox_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
    SECRET_NAME,
    randomBytes(32).toString("base64url"),
  ]);
  const [row] = await db.query<{ value: string }>("select value from sandbox_secrets where name = $1", [SECRET_NAME]);
  secrets.set(db, Buffer.from(row.value, "base64url"));
}

function mac(db: Db, page: ProviderPage, txnId: string, expires: string): Buffer {
  const secret = secrets.get(db);
  if (!secret) throw new Error("provider page key not loaded: createSandbox loads it");
  return createHmac("sha256", secret).update(`${page}\n${txnId}\n${expires}`).digest().subarray(0, 24);
}

/** The token for one page of one transaction, good until `expiresAtMs`. */
export function pageToken(db: Db, page: ProviderPage, txnId: string, expiresAtMs: number): string {
  const expires = Math.ceil(expiresAtMs / 1000).toString(36);
  return `${expires}.${mac(db, page, txnId, expires).toString("base64url")}`;
}

/** The page's path as the platform answers it in gatewayRequest.redirectUrl. */
export const pagePath = (db: Db, page: ProviderPage, txnId: string, expiresAtMs: number) =>
  `/sandbox/${page}/${txnId}/${pageToken(db, page, txnId, expiresAtMs)}`;

/** Whether a token from a URL was made here for this page and transaction, and is still good. */
export function checkPageToken(
  db: Db,
  page: ProviderPage,
  txnId: string,
  token: string | undefined,
  now = Date.now(),
): TokenCheck {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return "invalid";
  const [, expires, sent] = match;
  const expected = mac(db, page, txnId, expires);
  if (!timingSafeEqual(Buffer.from(sent, "base64url"), expected)) return "invalid";
  return parseInt(expires, 36) * 1000 > now ? "ok" : "expired";
}
