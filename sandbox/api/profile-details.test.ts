import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";

let t: TestSandbox;
let token: string;
const post = (form: Record<string, string>) => t.call("profile/update", form, { token });
const profile = async () => (await t.call("profile/getProfileBalanceCurrency", undefined, { token })).body;

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
  token = (await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" })).body.sessionToken;
});
afterAll(() => t?.close());

describe("profile/update: registration steps 2–3 (spec §3)", () => {
  it("starts with no address and the '-NA-' zip", async () => {
    expect(await profile()).toMatchObject({ address1: "", city: "", zip: "-NA-" });
  });

  it("stores address, city, zip and the date of birth, and answers them in the profile", async () => {
    const r = await post({ address1: "Rua Augusta, 1500 / apto 12", city: "São Paulo", zipCode: "01304-001" });
    expect(r.body).toEqual({ status: "SUCCESS" });
    expect(await profile()).toMatchObject({
      address1: "Rua Augusta, 1500 / apto 12",
      city: "São Paulo",
      zip: "01304-001",
    });
    expect((await post({ dob: "1980-02-29", gender: "F" })).body).toEqual({ status: "SUCCESS" });
    expect(await profile()).toMatchObject({ dob: "1980-02-29", gender: "F", bYear: 1980, bMonth: 2, bDay: 29 });
  });

  it("leaves the address alone when an update carries empty fields and the '-NA-' default", async () => {
    await post({ address1: "", city: "", zipCode: "-NA-", phoneNumber: "" });
    expect(await profile()).toMatchObject({ city: "São Paulo", zip: "01304-001" });
  });

  it("refuses bad values with 100164 naming the field, changing nothing", async () => {
    for (const [field, value] of [
      ["address1", "<script>"],
      ["city", "1234"],
      ["zipCode", "!!"],
      ["dob", "1980-02-30"],
    ]) {
      const r = await post({ [field]: value });
      expect(r.body, field).toMatchObject({ status: "FAILURE", errorCode: 100164, field });
    }
    expect(await profile()).toMatchObject({ address1: "Rua Augusta, 1500 / apto 12", dob: "1980-02-29" });
  });

  it("refuses a date of birth under the brand's minimum age with 100291", async () => {
    const year = new Date().getUTCFullYear() - 10;
    expect((await post({ dob: `${year}-01-01` })).body).toMatchObject({ errorCode: 100291, field: "dob" });
  });

  it("needs a session", async () => {
    expect((await t.call("profile/update", { city: "Recife" })).status).toBe(401);
  });
});

describe("the player category (spec §3 userCategory)", () => {
  it("is c1 until the sandbox control sets another", async () => {
    expect((await profile()).userCategory).toBe("c1");
    const set = await t.control("player-category", { site: "solbet", email: "player@solbet.test", userCategory: "c3" });
    expect(set.body).toEqual({ ok: true, userCategory: "c3" });
    expect((await profile()).userCategory).toBe("c3");
    const bad = await t.control("player-category", {
      site: "solbet",
      email: "player@solbet.test",
      userCategory: "vip",
    });
    expect(bad.status).toBe(400);
  });
});
