import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";

let t: TestSandbox;
async function login(email: string): Promise<string> {
  const res = await t.call("login", { emailId: email, password: "Sandbox123" });
  return res.body.sessionToken as string;
}
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t?.close());

describe("ResponsibleGaming/setLimits (session)", () => {
  it("sets and removes the session limit, which the next login reports", async () => {
    const token = await login("player@solbet.test");
    expect((await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "90" }, { token })).body).toMatchObject({ status: "SUCCESS", limits: { overall: { value: 90 } } });
    expect((await t.call("balance/getSessionLimit", undefined, { token })).body).toEqual({ status: "SUCCESS", limits: { overall: { value: 90 } } });
    const again = await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" });
    expect(again.body).toMatchObject({ success: true, sessionLimit: 90 });
    await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "0" }, { token });
    expect((await t.call("balance/getSessionLimit", undefined, { token })).body).toMatchObject({ limits: { overall: { value: 0 } } });
  });
  it("refuses other limit types and bad values", async () => {
    const token = await login("player@solbet.test");
    expect((await t.call("ResponsibleGaming/setLimits", { limitType: "DEPOSIT", value: "10" }, { token })).body).toMatchObject({ errorCode: 100164 });
    expect((await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "-5" }, { token })).body).toMatchObject({ errorCode: 100164 });
  });
  it("seeds limits@ with 60 minutes and policies@ with stale policy versions", async () => {
    const limited = await t.call("login", { emailId: "limits@solbet.test", password: "Sandbox123" });
    expect(limited.body).toMatchObject({ success: true, sessionLimit: 60 });
    const token = await login("policies@solbet.test");
    const mine = (await t.call("policy/getUserPolicyDetails", undefined, { token })).body as { policies: { policyType: string; policyVersionId: string }[] };
    const configured = (await t.call("policy/getPolicies")).body as { policyConfigs: { policyType: string; policyVersionId: string }[] };
    const terms = (list: { policyType: string; policyVersionId: string }[]) => list.find((p) => p.policyType === "terms and conditions")?.policyVersionId;
    expect(terms(mine.policies)).not.toBe(terms(configured.policyConfigs));
  });
});
