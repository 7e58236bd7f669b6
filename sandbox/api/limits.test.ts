import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandConfig } from "../../app/brand/config.generated";
import { startTestSandbox, type TestSandbox } from "./test-server";

let t: TestSandbox;
async function login(email: string): Promise<string> {
  const res = await t.call("login", { emailId: email, password: "Sandbox123" });
  return res.body.sessionToken as string;
}
beforeAll(async () => {
  t = await startTestSandbox(["solbet", "nordluck"]);
});
afterAll(() => t?.close());

describe("ResponsibleGaming/setLimits (session)", () => {
  it("sets and removes the session limit, which the next login reports", async () => {
    const token = await login("player@solbet.test");
    expect(
      (await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "90" }, { token })).body,
    ).toMatchObject({ status: "SUCCESS", limits: { overall: { value: 90 } } });
    expect((await t.call("balance/getSessionLimit", undefined, { token })).body).toEqual({
      status: "SUCCESS",
      limits: { overall: { value: 90 } },
    });
    const again = await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" });
    expect(again.body).toMatchObject({ success: true, sessionLimit: 90 });
    await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "0" }, { token });
    expect((await t.call("balance/getSessionLimit", undefined, { token })).body).toMatchObject({
      limits: { overall: { value: 0 } },
    });
  });
  it("refuses other limit types and bad values", async () => {
    const token = await login("player@solbet.test");
    expect(
      (await t.call("ResponsibleGaming/setLimits", { limitType: "LOSS", value: "10" }, { token })).body,
    ).toMatchObject({ errorCode: 100164 });
    expect(
      (await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "-5" }, { token })).body,
    ).toMatchObject({ errorCode: 100164 });
  });
  it("seeds limits@ with 60 minutes and policies@ with stale policy versions", async () => {
    const limited = await t.call("login", { emailId: "limits@solbet.test", password: "Sandbox123" });
    expect(limited.body).toMatchObject({ success: true, sessionLimit: 60 });
    const token = await login("policies@solbet.test");
    const mine = (await t.call("policy/getUserPolicyDetails", undefined, { token })).body as {
      policies: { policyType: string; policyVersionId: string }[];
    };
    const configured = (await t.call("policy/getPolicies")).body as {
      policyConfigs: { policyType: string; policyVersionId: string }[];
    };
    const terms = (list: { policyType: string; policyVersionId: string }[]) =>
      list.find((p) => p.policyType === "terms and conditions")?.policyVersionId;
    expect(terms(mine.policies)).not.toBe(terms(configured.policyConfigs));
  });
});

describe("ResponsibleGaming/setLimits (deposit, spec §5)", () => {
  const set = (token: string, limits: Record<string, string>) =>
    t.call("ResponsibleGaming/setLimits", { limitType: "DEPOSIT", ...limits }, { token });
  const read = async (token: string) => (await t.call("balance/getDepositLimit", undefined, { token })).body;

  it("stores the given periods in minor units and answers them in major units; a later call replaces the set", async () => {
    const token = await login("precheck-sessiononly@solbet.test");
    expect(await read(token)).toEqual({ status: "SUCCESS", limits: { daily: null, weekly: null, monthly: null } });
    expect((await set(token, { daily: "50", weekly: "200.5", monthly: "1000.25" })).body).toEqual({
      status: "SUCCESS",
      limits: { daily: 50, weekly: 200.5, monthly: 1000.25 },
    });
    expect(await read(token)).toEqual({ status: "SUCCESS", limits: { daily: 50, weekly: 200.5, monthly: 1000.25 } });
    const [row] = await t.db.query<{ daily: string; weekly: string; monthly: string }>(
      `select daily_minor::text as daily, weekly_minor::text as weekly, monthly_minor::text as monthly
       from deposit_limits join players p on p.id = player_id where p.email = 'precheck-sessiononly@solbet.test'`,
    );
    expect(row).toEqual({ daily: "5000", weekly: "20050", monthly: "100025" });
    // Only monthly now: the empty and absent periods are removed.
    expect((await set(token, { daily: "", monthly: "300" })).body).toMatchObject({
      limits: { daily: null, weekly: null, monthly: 300 },
    });
    expect(await read(token)).toEqual({ status: "SUCCESS", limits: { daily: null, weekly: null, monthly: 300 } });
  });

  it("accepts the cap and equal periods", async () => {
    const token = await login("precheck-nolimits@solbet.test");
    expect((await set(token, { daily: "10000000", weekly: "10000000", monthly: "10000000" })).body).toMatchObject({
      status: "SUCCESS",
      limits: { monthly: 10_000_000 },
    });
    expect((await set(token, { weekly: "1" })).body).toMatchObject({
      status: "SUCCESS",
      limits: { daily: null, weekly: 1, monthly: null },
    });
  });

  it.each([
    [{}, "at least one"],
    [{ monthly: "0" }, "at least 1"],
    [{ monthly: "0.99" }, "at least 1"],
    [{ monthly: "10000000.01" }, "not be above 10000000"],
    [{ monthly: "-5" }, "major units"],
    [{ monthly: "12.345" }, "major units"],
    [{ monthly: "1,000" }, "major units"],
    [{ daily: "101", weekly: "100" }, "daily must not be above"],
    [{ daily: "101", monthly: "100" }, "daily must not be above"],
    [{ weekly: "500", monthly: "499.99" }, "weekly must not be above monthly"],
  ])("refuses %j with 100164 (%s) and keeps the limits it had", async (limits, description) => {
    const token = await login("precheck-ready@solbet.test");
    const before = await read(token);
    const res = await set(token, limits as Record<string, string>);
    expect(res.body).toMatchObject({ errorCode: 100164 });
    expect(res.body.errorDescription).toContain(description);
    expect(await read(token)).toEqual(before);
  });

  it("needs a player session", async () => {
    expect((await t.call("ResponsibleGaming/setLimits", { limitType: "DEPOSIT", monthly: "100" })).status).toBe(401);
  });
});

describe("player@ on a site whose default country wants limits before play", () => {
  it("starts with a session limit, a monthly deposit limit and verified KYC on nordluck (DE), and with none of the limits on solbet (BR)", async () => {
    const nordluck = await t.call(
      "login",
      { emailId: "player@nordluck.test", password: "Sandbox123" },
      { site: "NLK" },
    );
    expect(nordluck.body).toMatchObject({ success: true, sessionLimit: 24 * 60 });
    const token = nordluck.body.sessionToken as string;
    const opts = { token, site: "NLK" };
    expect((await t.call("profile/getProfileBalanceCurrency", undefined, opts)).body.country).toBe("DE");
    expect((await t.call("balance/getDepositLimit", undefined, opts)).body.limits).toEqual({
      daily: null,
      weekly: null,
      monthly: 1000,
    });
    expect((await t.call("profile/getUserKYCDetails", undefined, opts)).body).toMatchObject({
      kycLevel: "KYC_2",
      kycDetails: { identity: { verificationStatus: "vrfn_verified" } },
    });

    const solbet = await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" });
    expect(solbet.body).toMatchObject({ success: true, sessionLimit: 0 });
    expect(
      (await t.call("balance/getDepositLimit", undefined, { token: solbet.body.sessionToken })).body.limits,
    ).toEqual({ daily: null, weekly: null, monthly: null });
  });

  it("seeds the deposit-form accounts in DE with a session limit and no deposit limit", async () => {
    for (const local of ["precheck-setdeposit", "precheck-setdeposit-nojs"]) {
      const res = await t.call("login", { emailId: `${local}@nordluck.test`, password: "Sandbox123" }, { site: "NLK" });
      expect(res.body).toMatchObject({ success: true, sessionLimit: 60 });
      expect(
        (await t.call("balance/getDepositLimit", undefined, { token: res.body.sessionToken, site: "NLK" })).body.limits,
      ).toEqual({ daily: null, weekly: null, monthly: null });
    }
  });

  it("seeds the session-form accounts in DE with a deposit limit and no session limit", async () => {
    for (const local of ["precheck-setsession", "precheck-setsession-nojs"]) {
      const res = await t.call("login", { emailId: `${local}@nordluck.test`, password: "Sandbox123" }, { site: "NLK" });
      expect(res.body).toMatchObject({ success: true, sessionLimit: 0 });
      expect(
        (await t.call("balance/getDepositLimit", undefined, { token: res.body.sessionToken, site: "NLK" })).body.limits,
      ).toEqual({ daily: null, weekly: null, monthly: 1000 });
    }
  });
});

describe("deposit limits sized to the brand's currency", () => {
  let andina: TestSandbox;
  beforeAll(async () => {
    andina = await startTestSandbox(["andina"]);
  });
  afterAll(() => andina?.close());

  it("seeds limits in the currency's size and takes limits up to the brand's own cap", async () => {
    const config = JSON.parse(readFileSync("brands/andina/brand.json", "utf8")) as BrandConfig;
    const site = config.siteCode;
    const player = await andina.call("login", { emailId: "player@andina.test", password: "Sandbox123" }, { site });
    const opts = { token: player.body.sessionToken as string, site };
    // 1,000 in a 2-decimal currency is 100,000 in CLP (moneyScale 100): above the smallest deposit.
    const seeded = (await andina.call("balance/getDepositLimit", undefined, opts)).body.limits;
    expect(seeded.monthly).toBe(100_000);
    const cap = String(config.limits.depositLimitCap);
    const res = await andina.call("ResponsibleGaming/setLimits", { limitType: "DEPOSIT", monthly: cap }, opts);
    expect(res.body).toMatchObject({ status: "SUCCESS" });
    const above = await andina.call(
      "ResponsibleGaming/setLimits",
      { limitType: "DEPOSIT", monthly: String(config.limits.depositLimitCap + 1) },
      opts,
    );
    expect(above.body).toMatchObject({ errorCode: 100164 });
  });
});
