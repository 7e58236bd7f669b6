/** Player persistence shared by the account handlers, the controls and the seed. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from "node:crypto";
import { promisify } from "node:util";
import type { Db } from "../db/index";
import { accountBus } from "./bus";

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** `scrypt$<salt b64>$<hash b64>`, a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Password rule of spec §5: 8+ characters, a lowercase, an uppercase and a digit, printable ASCII. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /^[\x21-\x7e]+$/.test(password)
  );
}

export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const NICKNAME_RE = /^(?=.{5,64}$)[A-Za-z0-9]+(?:[_@.-][A-Za-z0-9]+)*$/;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export interface PlayerRow {
  id: string;
  site: string;
  email: string;
  nickname: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  dob: string;
  gender: string;
  cpf: string | null;
  area_code: string | null;
  phone: string | null;
  country: string;
  language: string;
  currency: string;
  user_status: string;
  google_sub: string | null;
  account_state: "active" | "suspended" | "locked" | "closed";
  state_code: string | null;
  locked_until: string | null;
  rg_cool_off_until: string | null;
  sandbox_login_fault: string | null;
  session_limit_minutes: number;
  email_verified: boolean;
  phone_verified: boolean;
}

// ids and dates as text so neither driver turns them into numbers or Date objects
const COLUMNS = `id::text as id, site, email, nickname, password_hash, first_name, last_name, to_char(dob, 'YYYY-MM-DD') as dob,
  gender, cpf, area_code, phone, country, language, currency, user_status, google_sub, account_state, state_code,
  locked_until::text as locked_until, rg_cool_off_until::text as rg_cool_off_until, sandbox_login_fault,
  session_limit_minutes, email_verified, phone_verified`;

export async function playerByEmail(db: Db, site: string, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.query<PlayerRow>(
    `select ${COLUMNS} from players where site = $1 and lower(email) = lower($2)`,
    [site, email.trim()],
  );
  return row;
}

/** Manual login accepts the email or the nickname. */
export async function playerByLogin(db: Db, site: string, login: string): Promise<PlayerRow | undefined> {
  const [row] = await db.query<PlayerRow>(
    `select ${COLUMNS} from players where site = $1 and (lower(email) = lower($2) or lower(nickname) = lower($2)) order by (lower(email) = lower($2)) desc limit 1`,
    [site, login.trim()],
  );
  return row;
}

export async function playerById(db: Db, id: string): Promise<PlayerRow | undefined> {
  const [row] = await db.query<PlayerRow>(`select ${COLUMNS} from players where id = $1`, [id]);
  return row;
}

export async function playerByGoogleSub(db: Db, site: string, sub: string): Promise<PlayerRow | undefined> {
  const [row] = await db.query<PlayerRow>(`select ${COLUMNS} from players where site = $1 and google_sub = $2`, [
    site,
    sub,
  ]);
  return row;
}

// ---------------------------------------------------------------- sessions

export const SESSION_HOURS = 24;

export async function openSession(db: Db, site: string, playerId: string, ip: string, lnSessionId: string | null) {
  const token = newToken();
  const publicId = randomBytes(12).toString("hex");
  await db.query(
    `insert into sessions (token, site, player_id, expires_at, public_id, ip, ln_session_id)
     values ($1, $2, $3, now() + make_interval(hours => $4), $5, $6, $7)`,
    [token, site, playerId, SESSION_HOURS, publicId, ip, lnSessionId],
  );
  return { token, publicId };
}

export interface LiveSession {
  token: string;
  public_id: string | null;
  player_id: string | null;
}

/** The open, unexpired session of a token on a site. */
export async function liveSession(db: Db, site: string, token: string | null): Promise<LiveSession | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<LiveSession>(
    "select token, public_id, player_id::text as player_id from sessions where token = $1 and site = $2 and ended_at is null and expires_at > now()",
    [token, site],
  );
  return row;
}

/** Ends sessions (one token, or all of a player's) and returns the tokens ended. */
export async function endSessions(
  db: Db,
  where: { token?: string; playerId?: string },
  reason: string,
): Promise<string[]> {
  const rows = await db.query<{ token: string }>(
    `update sessions set ended_at = now(), end_reason = $3
     where ended_at is null and (token = $1 or player_id = $2) returning token`,
    [where.token ?? null, where.playerId ?? null, reason],
  );
  return rows.map((r) => r.token);
}

/** Ends every open session of a player and tells their streams (spec §4 socket logout). */
export async function terminatePlayerSessions(db: Db, playerId: string, reason: string): Promise<number> {
  const tokens = await endSessions(db, { playerId }, reason);
  for (const token of tokens) {
    await accountBus(db).publish({ playerId, sessionKey: sha256(token), name: "SessionTerminated", data: { reason } });
  }
  return tokens.length;
}

/**
 * The platform's logout push on its own (no SessionTerminated first): the sessions end and each
 * stream gets PushLogoutEvent, as when the platform logs a player out from its back office.
 */
export async function pushLogout(db: Db, playerId: string): Promise<number> {
  const tokens = await endSessions(db, { playerId }, "push_logout");
  for (const token of tokens) {
    await accountBus(db).publish({ playerId, sessionKey: sha256(token), name: "PushLogoutEvent", data: {} });
  }
  return tokens.length;
}

// ---------------------------------------------------------------- wallets

export interface Wallet {
  cash: bigint;
  bonus: bigint;
  freebet: bigint;
  drp: bigint;
}
export const WALLETS = ["cash", "bonus", "freebet", "drp"] as const;

export async function walletOf(db: Db, playerId: string): Promise<Wallet> {
  const [row] = await db.query<Record<string, string>>(
    "select cash_minor::text as cash, bonus_minor::text as bonus, freebet_minor::text as freebet, drp_minor::text as drp from wallets where player_id = $1",
    [playerId],
  );
  return {
    cash: BigInt(row?.cash ?? 0),
    bonus: BigInt(row?.bonus ?? 0),
    freebet: BigInt(row?.freebet ?? 0),
    drp: BigInt(row?.drp ?? 0),
  };
}

/** Minor units to the contract's major-unit JSON number (exact for any realistic balance). */
export const major = (minor: bigint) => Number(minor) / 100;

/** The spec §3 socket push for a wallet, all minor units. */
export function balancePush(w: Wallet) {
  return {
    rrpBalance: Number(w.cash),
    // no bonus wagering in the sandbox: nothing left to wager
    wrpBalance: 0,
    crpBalance: Number(w.bonus),
    cashBalance: Number(w.cash),
    freebetBalance: Number(w.freebet),
    drpBalance: Number(w.drp),
  };
}

/**
 * Sets some wallets to new values (minor units): one ledger row per wallet that moves, then
 * a PushRealBalance to the player's streams once committed.
 */
export async function setWallet(db: Db, playerId: string, values: Partial<Wallet>, reason: string): Promise<Wallet> {
  const after = await db.transaction(async (tx) => {
    await tx.query("insert into wallets (player_id) values ($1) on conflict do nothing", [playerId]);
    await tx.query("select 1 from wallets where player_id = $1 for update", [playerId]);
    const before = await walletOf(tx, playerId);
    const next = { ...before };
    for (const key of WALLETS) {
      const value = values[key];
      if (value === undefined || value === before[key]) continue;
      if (value < 0n) throw new RangeError(`${key} cannot be negative`);
      next[key] = value;
      await tx.query(`update wallets set ${key}_minor = $2, updated_at = now() where player_id = $1`, [
        playerId,
        value.toString(),
      ]);
      await tx.query(
        "insert into wallet_transactions (player_id, kind, amount_minor, balance_after) values ($1, $2, $3, $4)",
        [playerId, `${key}:${reason}`, (value - before[key]).toString(), value.toString()],
      );
    }
    return next;
  });
  await accountBus(db).publish({ playerId, name: "PushRealBalance", data: balancePush(after) });
  return after;
}

// ---------------------------------------------------------------- outbox

export interface OutboxMessage {
  site: string;
  channel: "EMAIL" | "SMS";
  to: string;
  subject: string;
  body: string;
  link?: string | null;
  code?: string | null;
}

export async function sendMessage(db: Db, m: OutboxMessage): Promise<void> {
  await db.query(
    `insert into outbox (site, channel, "to", subject, body, link, code) values ($1, $2, $3, $4, $5, $6, $7)`,
    [m.site, m.channel, m.to, m.subject, m.body, m.link ?? null, m.code ?? null],
  );
}
