import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";
import { googleSubFor } from "../accounts/seed";
import { THROTTLE } from "./auth";

let t: TestSandbox;
const PASSWORD = "Sandbox123";
const login = (emailId: string, password = PASSWORD, ip?: string) => t.call("login", { emailId, password }, { ip });
const google = (emailId: string, sub: string, extra: Record<string, string> = {}) =>
  t.call("login", {
    socialMediaType: "GOOGLE",
    authType: "SOCIAL_MEDIA_AUTO_LOGIN",
    emailId,
    socialMediaID: sub,
    ...extra,
  });
const code = (r: { body: any }) => r.body.errors?.errorCode;

/** A fresh password account straight in the database (registration has its own tests). */
async function makePlayer(email: string) {
  const [row] = await t.db.query<{ password_hash: string }>(
    "select password_hash from players where email = 'player@solbet.test'",
  );
  await t.db.query(
    `insert into players (site, email, nickname, password_hash, first_name, last_name, dob, country, language, currency)
     values ('solbet', $1, $1, $2, 'Test', 'Player', '1990-01-01', 'BR', 'pb', 'BRL')`,
    [email, row.password_hash],
  );
}

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("login and sessions", () => {
  it("signs in with email or nickname and answers the contract shape", async () => {
    const r = await login("player@solbet.test");
    expect(r.body).toMatchObject({ success: true, pragmaticUrl: null, sessionLimit: 0, language: "pb" });
    expect(r.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.pragmaticSessionId).not.toBe(r.body.sessionToken);
    const status = await t.call("login/status", undefined, { token: r.body.sessionToken });
    expect(status.body).toEqual({
      status: "SUCCESS",
      pragmaticUrl: null,
      pragmaticSessionId: r.body.pragmaticSessionId,
      partnerId: "SOL",
    });
    expect((await login("PLAYER@solbet.test")).body.success).toBe(true);
  });

  it("rotates the token at every login; a logged-out token is never valid again", async () => {
    const a = (await login("player@solbet.test")).body.sessionToken;
    const b = (await login("player@solbet.test")).body.sessionToken;
    expect(a).not.toBe(b);
    expect((await t.call("login/logout", {}, { token: a })).body).toEqual({ success: true });
    expect((await t.call("login/status", undefined, { token: a })).body).toEqual({
      status: "FAILURE",
      partnerId: "SOL",
    });
    const profile = await t.call("profile/getProfileBalanceCurrency", undefined, { token: a });
    expect(profile.status).toBe(401);
    expect((await t.call("login/status", undefined, { token: b })).body.status).toBe("SUCCESS");
    const [row] = await t.db.query<{ ended: boolean }>(
      "select ended_at is not null as ended from sessions where token = $1",
      [a],
    );
    expect(row.ended).toBe(true);
  });

  it("expires sessions after 24 hours", async () => {
    const r = await login("player@solbet.test");
    const [row] = await t.db.query<{ hours: number }>(
      "select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from sessions where token = $1",
      [r.body.sessionToken],
    );
    expect(row.hours).toBe(24);
    await t.db.query("update sessions set expires_at = now() - interval '1 second' where token = $1", [
      r.body.sessionToken,
    ]);
    expect((await t.call("login/status", undefined, { token: r.body.sessionToken })).body.status).toBe("FAILURE");
  });

  it("answers FAILURE for unknown or missing tokens", async () => {
    expect((await t.call("login/status", undefined, { token: "nope" })).body.status).toBe("FAILURE");
    expect((await t.call("login/status")).body.status).toBe("FAILURE");
  });

  it("profile shows balances in major units and the session limit", async () => {
    const token = (await login("player@solbet.test")).body.sessionToken;
    const p = (await t.call("profile/getProfileBalanceCurrency", undefined, { token })).body;
    expect(p).toMatchObject({
      status: "SUCCESS",
      currency: "BRL",
      currencySymbol: "R$",
      email: "player@solbet.test",
      userStatus: "real",
    });
    expect(p.balanceDetails).toEqual({ withdrawableBalance: 150, bonus: 20, freebetBalance: 5, drpBalance: 0 });
    expect(p.externalEcrId).toBe(`SOL-${p.playerID}`);
    expect(p.nationalId).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((await t.call("balance/getSessionLimit", undefined, { token })).body).toEqual({
      status: "SUCCESS",
      limits: { overall: { value: 0 } },
    });
    expect((await t.call("general/isOtpVerificationEnabled")).body).toEqual({ status: "SUCCESS", enabled: true });
  });
});

describe("login codes", () => {
  it("unknown email, wrong password, nickname mismatch, bad format", async () => {
    expect(code(await login("nobody@solbet.test"))).toBe("100166");
    expect(code(await login("player@solbet.test", "Wrong1234"))).toBe("100161");
    expect(code(await login("nobody_here"))).toBe("100168");
    expect(code(await login("player@solbet.test", ""))).toBe("100164");
    expect(code(await login("x".repeat(65) + "@a.test"))).toBe("100164");
  });

  it.each(["100152", "100173", "100157", "100447", "100502", "100177"])("code%s@ answers %s", async (c) => {
    const r = await login(`code${c}@solbet.test`);
    expect(r.body).toEqual({ success: false, errors: { errorCode: c } });
  });

  it("code100484@ answers 100484 with an upload-only token (ADR 072; kyc-lock.test.ts)", async () => {
    const r = await login("code100484@solbet.test");
    expect(r.body).toEqual({ success: false, errors: { errorCode: "100484", documentsToken: expect.any(String) } });
  });

  it("the seeded error accounts still check the password first", async () => {
    expect(code(await login("code100502@solbet.test", "Wrong1234"))).toBe("100161");
  });

  it("locked@ answers accountLocked with a cool-off three days ahead", async () => {
    const r = await login("locked@solbet.test");
    expect(r.body.success).toBe(false);
    expect(r.body.errors.errorCode).toBeUndefined();
    const until = Date.parse(r.body.errors.accountLocked.coolOffUntil);
    expect(until - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  it("remote@ answers remoteError; silent@ answers no errors at all", async () => {
    expect((await login("remote@solbet.test")).body).toEqual({ success: false, errors: { remoteError: true } });
    expect((await login("silent@solbet.test")).body).toEqual({ success: false });
  });
});

describe("wrong-password throttling", () => {
  it("per account: 100174 from 5, cool-off 100548 from 8, a timed lock 100549 at 12; never a suspension", async () => {
    await makePlayer("throttle@solbet.test");
    // A session open elsewhere: wrong passwords anyone can send must not end it (ADR 050).
    const open = (await login("throttle@solbet.test")).body.sessionToken as string;
    const wrong = (i: number) => login("throttle@solbet.test", "Wrong1234", `198.51.100.${i}`);
    for (let i = 1; i <= 4; i++) expect(code(await wrong(i))).toBe("100161");
    expect(code(await wrong(5))).toBe("100174");
    expect(code(await login("throttle@solbet.test"))).toBe("100174");
    expect(code(await wrong(6))).toBe("100174");
    expect(code(await wrong(7))).toBe("100174");
    const eighth = await wrong(8);
    expect(code(eighth)).toBe("100548");
    const until = Date.parse(eighth.body.errors.coolOffUntil);
    expect(until - Date.now()).toBeGreaterThan((THROTTLE.coolOffMinutes - 1) * 60_000);
    expect(code(await login("throttle@solbet.test"))).toBe("100548");
    for (let i = 9; i <= 11; i++) expect(code(await wrong(i))).toBe("100548");
    const twelfth = await wrong(12);
    expect(code(twelfth)).toBe("100549");
    const lockedUntil = Date.parse(twelfth.body.errors.coolOffUntil);
    expect(lockedUntil - Date.now()).toBeGreaterThan((THROTTLE.lockMinutes - 1) * 60_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(THROTTLE.lockMinutes * 60_000);
    // More wrong passwords do not extend the lock, and the right one is refused with its end.
    for (let i = 13; i <= 20; i++) expect(code(await wrong(i))).toBe("100549");
    const right = await login("throttle@solbet.test");
    expect(code(right)).toBe("100549");
    expect(Date.parse(right.body.errors.coolOffUntil)).toBe(lockedUntil);
    const [row] = await t.db.query<{ account_state: string }>(
      "select account_state from players where email = 'throttle@solbet.test'",
    );
    expect(row.account_state).toBe("active");
    expect((await t.call("login/status", undefined, { token: open })).body.status).toBe("SUCCESS");
    // When its time has run out (the control moves the account's clock), the owner signs in.
    expect((await t.control("expire-login-lock", { site: "solbet", email: "throttle@solbet.test" })).body).toEqual({
      ok: true,
    });
    expect((await login("throttle@solbet.test")).body.success).toBe(true);
  });

  it("a password reset lifts the timed lock at once", async () => {
    await makePlayer("lockreset@solbet.test");
    for (let i = 0; i < THROTTLE.lockAt; i++) await login("lockreset@solbet.test", "Wrong1234");
    expect(code(await login("lockreset@solbet.test"))).toBe("100549");
    expect((await t.call("resetPassword", { email: "lockreset@solbet.test" })).body).toEqual({ success: true });
    const [mail] = await t.db.query<{ link: string }>(
      `select link from outbox where "to" = 'lockreset@solbet.test' order by id desc limit 1`,
    );
    const token = new URL(mail.link, "http://x").searchParams.get("resetPasswordToken") ?? "";
    const done = await t.call("resetPassword/doResetPassword", {
      token,
      password: "Newpass123",
      confirmPassword: "Newpass123",
    });
    expect(done.body).toEqual({ success: true });
    expect((await login("lockreset@solbet.test", "Newpass123")).body.success).toBe(true);
  });

  it("only counts failures inside the 15-minute window", async () => {
    await makePlayer("window@solbet.test");
    for (let i = 0; i < 5; i++) await login("window@solbet.test", "Wrong1234");
    expect(code(await login("window@solbet.test"))).toBe("100174");
    await t.db.query("update login_attempts set at = at - interval '16 minutes' where email = 'window@solbet.test'");
    expect((await login("window@solbet.test")).body.success).toBe(true);
  });

  it("per address: 100174 after 30 failures, 100548 after 50, whatever the account", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < THROTTLE.ipTooMany; i++) await login(`ghost${i}@solbet.test`, PASSWORD, ip);
    expect(code(await login("player@solbet.test", PASSWORD, ip))).toBe("100174");
    await t.db.query(
      "insert into login_attempts (site, email, ip, ok) select 'solbet', 'ghost@solbet.test', $1, false from generate_series(1, $2)",
      [ip, THROTTLE.ipCoolOffAt - THROTTLE.ipTooMany],
    );
    const r = await login("player@solbet.test", PASSWORD, ip);
    expect(code(r)).toBe("100548");
    expect(Date.parse(r.body.errors.coolOffUntil)).toBeGreaterThan(Date.now());
    expect((await login("player@solbet.test", PASSWORD, "192.0.2.78")).body.success).toBe(true);
  });

  it("the reset control forgets the attempts", async () => {
    await makePlayer("resetme@solbet.test");
    for (let i = 0; i < 5; i++) await login("resetme@solbet.test", "Wrong1234");
    expect(code(await login("resetme@solbet.test"))).toBe("100174");
    expect((await t.control("reset", { site: "solbet" })).body).toEqual({ ok: true });
    expect((await login("resetme@solbet.test")).body.success).toBe(true);
  });
});

describe("Google sign-in", () => {
  it("rejects other platforms", async () => {
    const r = await t.call("login", {
      socialMediaType: "FACEBOOK",
      authType: "SOCIAL_MEDIA_AUTO_LOGIN",
      emailId: "player@solbet.test",
      socialMediaID: "1",
    });
    expect(code(r)).toBe("100426");
  });
  it("signs in a linked account", async () => {
    const r = await google("googlelinked@solbet.test", googleSubFor("googlelinked@solbet.test"));
    expect(r.body.success).toBe(true);
  });
  it("100429 when the Google account belongs to another email; 100427 when the email has another Google account", async () => {
    expect(code(await google("player@solbet.test", googleSubFor("googlelinked@solbet.test")))).toBe("100429");
    expect(code(await google("googlelinked@solbet.test", "999"))).toBe("100427");
  });
  it("an email without an account registers nothing: 100166", async () => {
    expect(code(await google("newcomer@solbet.test", googleSubFor("newcomer@solbet.test")))).toBe("100166");
    expect((await t.db.query("select 1 from players where email = 'newcomer@solbet.test'")).length).toBe(0);
  });
  it("links a password account after 100428, with the password", async () => {
    const sub = googleSubFor("google@solbet.test");
    expect(code(await google("google@solbet.test", sub))).toBe("100428");
    expect(code(await google("google@solbet.test", sub, { password: "Wrong1234" }))).toBe("100161");
    expect((await google("google@solbet.test", sub, { password: PASSWORD })).body.success).toBe(true);
    expect((await google("google@solbet.test", sub)).body.success).toBe(true);
  });
});

describe("controls", () => {
  it("terminate-session ends every session of the player", async () => {
    await makePlayer("terminate@solbet.test");
    const token = (await login("terminate@solbet.test")).body.sessionToken;
    expect((await t.control("terminate-session", { site: "solbet", email: "terminate@solbet.test" })).body).toEqual({
      ok: true,
      ended: 1,
    });
    expect((await t.call("login/status", undefined, { token })).body.status).toBe("FAILURE");
    expect((await t.control("terminate-session", { site: "solbet", email: "ghost@solbet.test" })).status).toBe(400);
  });
  it("balance sets wallets in major units, exactly, with a ledger row per change", async () => {
    await makePlayer("wallet@solbet.test");
    const r = await t.control("balance", {
      site: "solbet",
      email: "wallet@solbet.test",
      cash: "1234.56",
      bonus: 0.1,
      freebet: 3,
    });
    expect(r.body.wallet).toEqual({ cash: "123456", bonus: "10", freebet: "300", drp: "0" });
    const token = (await login("wallet@solbet.test")).body.sessionToken;
    const p = (await t.call("profile/getProfileBalanceCurrency", undefined, { token })).body;
    expect(p.balanceDetails).toEqual({ withdrawableBalance: 1234.56, bonus: 0.1, freebetBalance: 3, drpBalance: 0 });
    const ledger = await t.db.query<{ kind: string; amount_minor: string }>(
      "select kind, amount_minor::text as amount_minor from wallet_transactions t join players p on p.id = t.player_id where p.email = 'wallet@solbet.test' order by t.id",
    );
    expect(ledger).toEqual([
      { kind: "cash:control", amount_minor: "123456" },
      { kind: "bonus:control", amount_minor: "10" },
      { kind: "freebet:control", amount_minor: "300" },
    ]);
    expect((await t.control("balance", { site: "solbet", email: "wallet@solbet.test", cash: "1.234" })).status).toBe(
      400,
    );
    expect((await t.control("balance", { site: "solbet", email: "wallet@solbet.test", cash: -1 })).status).toBe(400);
  });
});
