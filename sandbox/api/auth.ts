/**
 * Session calls of docs/contract/accounts.md: login (password and Google), login/logout,
 * login/status. Wrong passwords are throttled per account and per visitor address; the account's
 * escalation ends in a timed lock (ADR 050), never a suspension a stranger could cause.
 */
import type { Db } from "../db/index";
import type { CallContext, Handler } from "../types";
import {
  endSessions,
  liveSession,
  openSession,
  playerByEmail,
  playerByGoogleSub,
  playerByLogin,
  verifyPassword,
  type PlayerRow,
} from "../accounts/store";
import { kycLockHolds, openDocumentsToken } from "../accounts/kyc-lock";

/** Throttling (minutes and counts of wrong passwords). */
export const THROTTLE = {
  windowMinutes: 15,
  /** per account: refuse with 100174 from this many wrong passwords in the window */
  tooMany: 5,
  /** per account: cool-off (100548) from this many */
  coolOffAt: 8,
  coolOffMinutes: 30,
  /** per account: the longer timed lock (100549 with coolOffUntil) from this many; a password reset lifts it */
  lockAt: 12,
  lockMinutes: 60,
  /** per visitor address, any accounts (unknown emails included) */
  ipTooMany: 30,
  ipCoolOffAt: 50,
} as const;

type LoginFailure = { success: false; errors?: Record<string, unknown> };
const fail = (errorCode: string, extra: Record<string, unknown> = {}): LoginFailure => ({
  success: false,
  errors: { errorCode, ...extra },
});

async function record(db: Db, site: string, email: string, ip: string, ok: boolean) {
  await db.query("insert into login_attempts (site, email, ip, ok) values ($1, lower($2), $3, $4)", [
    site,
    email.trim(),
    ip,
    ok,
  ]);
}

async function failures(
  db: Db,
  site: string,
  by: "email" | "ip",
  value: string,
  minutes: number = THROTTLE.windowMinutes,
) {
  const column = by === "email" ? "email" : "ip";
  const [row] = await db.query<{ n: number; oldest: string | null }>(
    `select count(*)::int as n, min(at)::text as oldest from login_attempts
     where site = $1 and ${column} = ${by === "email" ? "lower($2)" : "$2"} and not ok and at > now() - make_interval(mins => $3)`,
    [site, value.trim(), minutes],
  );
  return row ?? { n: 0, oldest: null };
}

const isoAt = async (db: Db, sql: string, params: unknown[]) =>
  (
    await db.query<{ at: string }>(
      `select to_char((${sql}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
      params,
    )
  )[0].at;

/**
 * The code of a running lock: 100549 while the failures that started the longer lock are still
 * recent (they stay so for its whole length), else the cool-off's 100548.
 */
async function lockCode(db: Db, site: string, email: string): Promise<"100548" | "100549"> {
  const { n } = await failures(db, site, "email", email, THROTTLE.lockMinutes + THROTTLE.windowMinutes);
  return n >= THROTTLE.lockAt ? "100549" : "100548";
}

/**
 * Checks a password with the per-account throttle. Returns null when it is right and the
 * account may sign in, else the failure to answer. Every step is timed (ADR 050): wrong passwords
 * anyone can send must not suspend the account or end its sessions.
 */
async function checkPassword(
  ctx: CallContext,
  player: PlayerRow,
  password: string,
  viaNickname: boolean,
): Promise<LoginFailure | null> {
  const { db, site, ip } = ctx;
  const lockedUntil = async () =>
    (
      await db.query<{ on: boolean }>(
        "select locked_until is not null and locked_until > now() as on from players where id = $1",
        [player.id],
      )
    )[0].on
      ? isoAt(db, "select locked_until from players where id = $1", [player.id])
      : null;
  const locked = async (until: string) => fail(await lockCode(db, site.id, player.email), { coolOffUntil: until });
  const running = await lockedUntil();
  if (await verifyPassword(password, player.password_hash)) {
    if (running) return locked(running);
    if ((await failures(db, site.id, "email", player.email)).n >= THROTTLE.tooMany) return fail("100174");
    return null;
  }
  await record(db, site.id, player.email, ip, false);
  const { n } = await failures(db, site.id, "email", player.email);
  // Each threshold sets its lock once, when it is crossed; later failures do not extend it.
  const lockFor = n === THROTTLE.lockAt ? THROTTLE.lockMinutes : n === THROTTLE.coolOffAt ? THROTTLE.coolOffMinutes : 0;
  if (lockFor > 0) {
    await db.query(
      "update players set locked_until = greatest(locked_until, now() + make_interval(mins => $2)) where id = $1",
      [player.id, lockFor],
    );
    return locked((await lockedUntil()) ?? "");
  }
  if (running) return locked(running);
  if (n >= THROTTLE.tooMany) return fail("100174");
  return fail(viaNickname ? "100168" : "100161");
}

/** What an account in a given state answers once its credentials are right; null: it may sign in. */
async function stateFailure(db: Db, player: PlayerRow): Promise<LoginFailure | null> {
  if (player.account_state === "closed") return fail("100502");
  if (player.account_state === "suspended") return fail(player.state_code ?? "100152");
  if (player.account_state === "locked") return fail(player.state_code ?? "100447");
  if (player.rg_cool_off_until) {
    const [row] = await db.query<{ on: boolean }>("select $1::timestamptz > now() as on", [player.rg_cool_off_until]);
    if (row.on) {
      return {
        success: false,
        errors: {
          accountLocked: { coolOffUntil: await isoAt(db, "select $1::timestamptz", [player.rg_cool_off_until]) },
        },
      };
    }
  }
  switch (player.sandbox_login_fault) {
    case "100484":
      // A real lock (ADR 072): it holds until identity and address are verified, and its refusal
      // carries an upload-only token so the player can send those proofs.
      if (!(await kycLockHolds(db, player.id))) return null;
      return fail("100484", { documentsToken: await openDocumentsToken(db, player.site, player.id) });
    case "100157":
    case "100177":
      return fail(player.sandbox_login_fault);
    case "remote":
      return { success: false, errors: { remoteError: true } };
    case "silent":
      return { success: false };
  }
  return null;
}

async function signIn(ctx: CallContext, player: PlayerRow) {
  const refused = await stateFailure(ctx.db, player);
  if (refused) return refused;
  await record(ctx.db, ctx.site.id, player.email, ctx.ip, true);
  const { token, publicId } = await openSession(ctx.db, ctx.site.id, player.id, ctx.ip, ctx.body.lnSessionId || null);
  return {
    success: true,
    sessionToken: token,
    pragmaticUrl: null,
    pragmaticSessionId: publicId,
    sessionLimit: player.session_limit_minutes,
    language: player.language,
  };
}

async function ipThrottle(ctx: CallContext): Promise<LoginFailure | null> {
  const { n, oldest } = await failures(ctx.db, ctx.site.id, "ip", ctx.ip);
  if (n >= THROTTLE.ipCoolOffAt && oldest) {
    return fail("100548", {
      coolOffUntil: await isoAt(ctx.db, "select $1::timestamptz + make_interval(mins => $2)", [
        oldest,
        THROTTLE.windowMinutes,
      ]),
    });
  }
  return n >= THROTTLE.ipTooMany ? fail("100174") : null;
}

const login: Handler = async (ctx) => {
  const { db, site, body, ip } = ctx;
  const emailId = (body.emailId ?? "").trim();
  const password = body.password ?? "";
  const social = body.socialMediaType !== undefined || body.authType !== undefined || body.socialMediaID !== undefined;
  if (!emailId || emailId.length > 64) return fail("100164");
  const ipRefusal = await ipThrottle(ctx);
  if (ipRefusal) return ipRefusal;

  if (social) {
    if (body.socialMediaType !== "GOOGLE") return fail("100426");
    const sub = (body.socialMediaID ?? "").trim();
    if (body.authType !== "SOCIAL_MEDIA_AUTO_LOGIN" || !sub) return fail("100164");
    const linked = await playerByGoogleSub(db, site.id, sub);
    if (linked) {
      if (linked.email.toLowerCase() !== emailId.toLowerCase()) return fail("100429");
      return signIn(ctx, linked);
    }
    const player = await playerByEmail(db, site.id, emailId);
    if (!player) return fail("100166");
    if (player.google_sub) return fail("100427");
    if (!password) return fail("100428");
    const wrong = await checkPassword(ctx, player, password, false);
    if (wrong) return wrong;
    const refused = await stateFailure(db, player);
    if (refused) return refused;
    await db.query("update players set google_sub = $2 where id = $1", [player.id, sub]);
    return signIn(ctx, { ...player, google_sub: sub });
  }

  if (!password || password.length > 128) return fail("100164");
  const player = await playerByLogin(db, site.id, emailId);
  const viaNickname = !emailId.includes("@");
  if (!player) {
    await record(db, site.id, emailId, ip, false);
    return fail(viaNickname ? "100168" : "100166");
  }
  const wrong = await checkPassword(ctx, player, password, viaNickname);
  return wrong ?? signIn(ctx, player);
};

const logout: Handler = async ({ db, site, sessionToken }) => {
  const session = await liveSession(db, site.id, sessionToken);
  if (session) await endSessions(db, { token: session.token }, "logout");
  return { success: true };
};

/** login/status: a token is logged in only while its session row is open and unexpired. */
const loginStatus: Handler = async ({ db, site, sessionToken }) => {
  const session = await liveSession(db, site.id, sessionToken);
  if (session)
    return {
      status: "SUCCESS",
      pragmaticUrl: null,
      pragmaticSessionId: session.public_id ?? "",
      partnerId: site.siteCode,
    };
  return { status: "FAILURE", partnerId: site.siteCode };
};

export const authHandlers: Record<string, Handler> = {
  "POST login": login,
  "POST login/logout": logout,
  "GET login/status": loginStatus,
};
