/**
 * The KYC lock of docs/contract/accounts.md (ADR 072): an account seeded with login fault 100484
 * is refused while its identity or address proof is not verified, and the refusal carries an
 * upload-only token so the player can send those proofs. The lock lifts on its own once the
 * operator has verified both.
 */
import type { Db } from "../db/index";
import { SandboxError, type CallContext } from "../types";
import { readKyc } from "../kyc/state";
import { liveSession, newToken, playerById, type PlayerRow } from "./store";

export const DOCUMENTS_TOKEN_MINUTES = 30;

/** Whether the lock still holds: identity (which proves age too) or address not verified. */
export async function kycLockHolds(db: Db, playerId: string): Promise<boolean> {
  const state = await readKyc(db, playerId);
  return state.identityStatus !== "verified" || state.addressStatus !== "verified";
}

/** A new upload-only token for the player; persisted like a session, short-lived. */
export async function openDocumentsToken(db: Db, site: string, playerId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into documents_tokens (token, site, player_id, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [token, site, playerId, DOCUMENTS_TOKEN_MINUTES],
  );
  return token;
}

async function documentsTokenPlayer(db: Db, site: string, token: string | null): Promise<string | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ player_id: string }>(
    "select player_id::text as player_id from documents_tokens where token = $1 and site = $2 and expires_at > now()",
    [token, site],
  );
  return row?.player_id;
}

/**
 * The player of a Documents call or getUserKYCDetails: a live session's, else an upload-only
 * token's. Every other call knows only sessions, so the token is 151/401 there.
 */
export async function requireDocumentsPlayer(ctx: CallContext): Promise<PlayerRow> {
  const session = await liveSession(ctx.db, ctx.site.id, ctx.sessionToken);
  const playerId = session?.player_id ?? (await documentsTokenPlayer(ctx.db, ctx.site.id, ctx.sessionToken));
  const player = playerId ? await playerById(ctx.db, playerId) : undefined;
  if (!player) throw new SandboxError(151, 401);
  return player;
}
