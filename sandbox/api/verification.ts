/**
 * Channel verification (OTP by SMS or email) and password recovery of
 * docs/contract/accounts.md. What the platform "sends" lands in the sandbox outbox.
 */
import { randomInt } from "node:crypto";
import { SandboxError, type Handler } from "../types";
import {
  EMAIL_RE,
  hashPassword,
  isStrongPassword,
  newToken,
  playerByEmail,
  sendMessage,
  sha256,
  terminatePlayerSessions,
} from "../accounts/store";
import { mailTexts } from "../accounts/mail-texts";

export const CODE_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_MINUTES = 30;

const channelOf = (raw: string | undefined) => {
  const channel = (raw ?? "").trim().toUpperCase();
  return channel === "SMS" || channel === "EMAIL" ? channel : null;
};

/** One live 4-digit code per email and channel: a new one replaces the old. */
const sendChannelVerification: Handler = async ({ db, site, body }) => {
  const channel = channelOf(body.channel);
  const email = (body.email ?? "").trim();
  if (!channel || !EMAIL_RE.test(email)) throw new SandboxError(100164);
  const player = await playerByEmail(db, site.id, email);
  if (!player) throw new SandboxError(100166);
  if (channel === "SMS" && !player.phone) throw new SandboxError(100180);
  const code = String(randomInt(0, 10_000)).padStart(4, "0");
  await db.query(
    `insert into channel_codes (site, email, channel, code, expires_at, attempts)
     values ($1, lower($2), $3, $4, now() + make_interval(mins => $5), 0)
     on conflict (site, email, channel) do update set code = excluded.code, expires_at = excluded.expires_at, attempts = 0`,
    [site.id, player.email, channel, code, CODE_MINUTES],
  );
  await sendMessage(db, {
    site: site.id,
    channel,
    to: channel === "SMS" ? `${player.area_code ?? ""}${player.phone}` : player.email,
    // The player's language, as the site shows it to them (their profile's), not the caller's.
    ...mailTexts(player.language).code({ site: site.name, code, minutes: CODE_MINUTES }),
    code,
  });
  return { status: "SUCCESS" };
};

const verifyChannel: Handler = async ({ db, site, body }) => {
  const channel = channelOf(body.channel);
  const email = (body.email ?? "").trim().toLowerCase();
  if (!channel || !email) throw new SandboxError(100164);
  const [live] = await db.query<{ code: string }>(
    "select code from channel_codes where site = $1 and email = $2 and channel = $3 and expires_at > now() and attempts < $4",
    [site.id, email, channel, CODE_MAX_ATTEMPTS],
  );
  if (!live) return { status: "NOT_INTIATED" };
  if (live.code !== (body.verificationCode ?? "").replace(/\D/g, "")) {
    await db.query("update channel_codes set attempts = attempts + 1 where site = $1 and email = $2 and channel = $3", [
      site.id,
      email,
      channel,
    ]);
    return { status: "INVALIDCODE" };
  }
  await db.query("delete from channel_codes where site = $1 and email = $2 and channel = $3", [
    site.id,
    email,
    channel,
  ]);
  await db.query(
    `update players set ${channel === "SMS" ? "phone_verified" : "email_verified"} = true where site = $1 and lower(email) = $2`,
    [site.id, email],
  );
  return { status: "SUCCESS" };
};

/** Mails a single-use link valid 30 minutes; an earlier unused link stops working. */
const resetPassword: Handler = async ({ db, site, body, language }) => {
  const email = (body.email ?? "").trim();
  const player = EMAIL_RE.test(email) ? await playerByEmail(db, site.id, email) : undefined;
  if (!player) throw new SandboxError(100164);
  const token = newToken();
  await db.query("update password_resets set used_at = now() where player_id = $1 and used_at is null", [player.id]);
  await db.query(
    "insert into password_resets (token_hash, player_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))",
    [sha256(token), player.id, RESET_MINUTES],
  );
  const lang = site.languages.includes(language) ? language : site.defaultLanguage;
  const link = `/${lang}?resetPasswordToken=${token}`;
  await sendMessage(db, {
    site: site.id,
    channel: "EMAIL",
    to: player.email,
    ...mailTexts(player.language).reset({ site: site.name, link, minutes: RESET_MINUTES }),
    link,
  });
  return { success: true };
};

const doResetPassword: Handler = async ({ db, body }) => {
  const token = (body.token ?? "").trim();
  const [reset] = token
    ? await db.query<{ player_id: string }>(
        "select player_id::text as player_id from password_resets where token_hash = $1 and used_at is null and expires_at > now()",
        [sha256(token)],
      )
    : [];
  if (!reset) return { success: false, internalErrorCode: 11006 };
  const password = body.password ?? "";
  if (password !== (body.confirmPassword ?? "") || !isStrongPassword(password)) throw new SandboxError(100164);
  const hash = await hashPassword(password);
  const [used] = await db.query<{ email: string; site: string }>(
    `with used as (update password_resets set used_at = now() where token_hash = $1 and used_at is null returning player_id)
     update players p set password_hash = $2, locked_until = null from used where p.id = used.player_id returning p.email, p.site`,
    [sha256(token), hash],
  );
  if (!used) return { success: false, internalErrorCode: 11006 };
  // a new password clears the wrong-password throttle and signs out everywhere else
  await db.query("delete from login_attempts where site = $1 and email = lower($2) and not ok", [
    used.site,
    used.email,
  ]);
  await terminatePlayerSessions(db, reset.player_id, "password_changed");
  return { success: true };
};

export const verificationHandlers: Record<string, Handler> = {
  "POST sendChannelVeification": sendChannelVerification,
  "POST verifyChannel": verifyChannel,
  "POST resetPassword": resetPassword,
  "POST resetPassword/doResetPassword": doResetPassword,
};
