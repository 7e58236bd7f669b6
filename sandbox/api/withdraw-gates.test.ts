import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
