import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFromBrand } from "../seed/test-sites";
import { startTestSandbox, type TestSandbox } from "./test-server";

let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox(["solbet", "nordluck"]);
  token = (await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" })).body.sessionToken;
}, 120_000);
afterAll(() => t?.close());

describe("withdrawal gates", () => {
  it("getJurisdictionRulesForUser answers the player's jurisdiction and the site's KYC toggle", async () => {
    const { status, body } = await t.call("profile/getJurisdictionRulesForUser", undefined, { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "SUCCESS",
      jurisdiction: "brazil",
      rules: { thirdPartyKyc: true, withdrawChannels: ["EMAIL"], withdrawOtp: false },
    });
    await t.db.query("update players set country = 'SE' where email = 'player@solbet.test'");
    const swedish = await t.call("profile/getJurisdictionRulesForUser", undefined, { token });
    expect(swedish.body).toMatchObject({ jurisdiction: "svenska", rules: { withdrawOtp: true } });
    await t.db.query("update players set country = 'BR' where email = 'player@solbet.test'");
  });

  it("channelVerificationStatus reads what verifyChannel stored", async () => {
    await t.db.query("update players set email_verified = false where email = 'player@solbet.test'");
    const before = await t.call("channelVerificationStatus", {}, { token });
    expect(before.body.channels).toContainEqual({ channel: "EMAIL", verified: false });
    await t.call("sendChannelVeification", { email: "player@solbet.test", channel: "EMAIL" });
    const [{ code }] = await t.db.query<{ code: string }>(
      "select code from channel_codes where email = 'player@solbet.test' and channel = 'EMAIL'",
    );
    const verified = await t.call("verifyChannel", {
      email: "player@solbet.test",
      channel: "EMAIL",
      verificationCode: code,
    });
    expect(verified.body).toEqual({ status: "SUCCESS" });
    const after = await t.call("channelVerificationStatus", {}, { token });
    expect(after.body.channels).toContainEqual({ channel: "EMAIL", verified: true });
  });

  it("the channel control sets the flag channelVerificationStatus reads", async () => {
    expect(
      (await t.control("channel", { site: "solbet", email: "player@solbet.test", channel: "EMAIL", verified: false }))
        .status,
    ).toBe(200);
    const off = await t.call("channelVerificationStatus", {}, { token });
    expect(off.body.channels).toContainEqual({ channel: "EMAIL", verified: false });
    await t.control("channel", { site: "solbet", email: "player@solbet.test", channel: "EMAIL", verified: true });
    const on = await t.call("channelVerificationStatus", {}, { token });
    expect(on.body.channels).toContainEqual({ channel: "EMAIL", verified: true });
    expect((await t.control("channel", { site: "solbet", email: "player@solbet.test", channel: "FAX" })).status).toBe(
      400,
    );
  });

  it("both need a session", async () => {
    expect((await t.call("profile/getJurisdictionRulesForUser")).status).toBe(401);
    expect((await t.call("channelVerificationStatus", {})).status).toBe(401);
  });
});

describe("makeWalletWithdrawal and makeCCWithdrawal hold the gates themselves (issue 34)", () => {
  const withdrawals = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          "select count(*)::text as n from withdrawals w join players p on p.id = w.player_id where p.email = 'player@solbet.test'",
        )
      )[0].n,
    );
  const setPlayer = (set: string) => t.db.query(`update players set ${set} where email = 'player@solbet.test'`);
  const setKyc = (kycLevel: string, verificationStatus: string) =>
    t.db.query(
      `update kyc set level = $1, identity_verification_status = $2
       where player_id = (select id from players where email = 'player@solbet.test')`,
      [kycLevel, verificationStatus],
    );
  let keys = 0;
  const withdraw = async (call = "makeWalletWithdrawal") => {
    const profile = await t.call("profile/getProfileBalanceCurrency", undefined, { token });
    const cpf = String(profile.body.nationalId).replace(/\D/g, "");
    // the brand's first payout method that is not a card, with valid details (brands are data)
    const cashier = siteFromBrand("solbet").cashier!;
    const method = cashier.methods.find((m) => m.kind !== "card" && m.directions.includes("cashout"))!;
    const sample: Record<string, string> = { pixKey: cpf, formtype: "SEPA", iban: "DE89370400440532013000" };
    const details = Object.fromEntries(
      method.fields.filter((f) => f.key !== "amount").map((f) => [f.key, sample[f.key] ?? "Ana Silva"]),
    );
    // a PIX payout goes to a key, the own CPF where the brand's identity document is the CPF
    if (method.kind === "qr") details.pixKey = cpf;
    return t.call(
      call,
      {
        paymentMethod: method.method,
        depositAmount: cashier.withdraw.min.toFixed(2),
        idempotencyKey: `gate-${++keys}-${Date.now()}`,
        lnSessionId: "ln-1",
        ...details,
      },
      { token },
    );
  };

  it.each([
    ["a 'play' player (no deposit yet)", "user_status = 'play'", 100248],
    ["an unverified e-mail", "email_verified = false", 100261],
    ["a jurisdiction's SMS code not verified", "country = 'SE', phone_verified = false", 100261],
  ])("refuses %s with its code and creates nothing", async (_name, set, code) => {
    const before = await withdrawals();
    await setPlayer(set);
    try {
      for (const call of ["makeWalletWithdrawal", "makeCCWithdrawal"]) {
        const { body } = await withdraw(call);
        expect(body, call).toMatchObject({ errorCode: code });
      }
    } finally {
      await setPlayer("user_status = 'real', email_verified = true, country = 'BR', phone_verified = false");
    }
    expect(await withdrawals()).toBe(before);
  });

  it.each([
    ["KYC never finished (KYC_0, vrfn_init)", "KYC_0", "vrfn_init"],
    ["identity not verified at KYC_2", "KYC_2", "vrfn_init"],
  ])("refuses %s with 100531 where the site has third-party KYC", async (_name, level, identity) => {
    const before = await withdrawals();
    await setKyc(level, identity);
    try {
      for (const call of ["makeWalletWithdrawal", "makeCCWithdrawal"]) {
        const { body } = await withdraw(call);
        expect(body, call).toMatchObject({ errorCode: 100531 });
      }
    } finally {
      await setKyc("KYC_2", "vrfn_verified");
    }
    expect(await withdrawals()).toBe(before);
  });

  it("lets the same request through once every gate passes", async () => {
    const before = await withdrawals();
    const { body } = await withdraw();
    expect(body, JSON.stringify(body)).toMatchObject({ status: "SUCCESS" });
    expect(await withdrawals()).toBe(before + 1);
  });
});
