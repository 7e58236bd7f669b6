/** Issue 35 §6: an injected failure for one player is taken by that player's call only, over HTTP. */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./api/test-server";

// any brand: brands are data
const brand = readdirSync("brands").sort()[0];
const mine = `player@${brand}.test`;
const theirs = `depositor@${brand}.test`;
let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox([brand]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const login = async (emailId: string) =>
  (await t.call("login", { emailId, password: "Sandbox123" })).body.sessionToken as string;

describe("a failure injected for one player", () => {
  it("is not taken by another player's call or a guest's, then fails the player's own", async () => {
    const [token, other] = [await login(mine), await login(theirs)];
    const path = "profile/getProfileBalanceCurrency";
    expect((await t.control("inject", { site: brand, path, errorCode: 100157, email: mine })).status).toBe(200);
    expect((await t.call(path, undefined, { token: other })).body.status).not.toBe("FAILURE");
    expect((await t.call(path)).body.errorCode).not.toBe(100157);
    expect((await t.call(path, undefined, { token })).body).toMatchObject({ status: "FAILURE", errorCode: 100157 });
    expect((await t.call(path, undefined, { token })).body.status).not.toBe("FAILURE");
  });

  it("is taken by a guest call that names the player (login)", async () => {
    await t.control("inject", { site: brand, path: "login", errorCode: 100440, email: mine.toUpperCase() });
    expect((await t.call("login", { emailId: theirs, password: "Sandbox123" })).body.sessionToken).toBeTruthy();
    expect((await t.call("login", { emailId: mine, password: "Sandbox123" })).body.errorCode).toBe(100440);
  });

  it("refuses an email that is not one", async () => {
    expect((await t.control("inject", { site: brand, path: "login", errorCode: 100440, email: "nobody" })).status).toBe(
      400,
    );
  });
});
