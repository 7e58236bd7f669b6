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

describe("profile/update: the postal code by the player's country (issue 35 §5)", () => {
  const inCountry = (country: string) =>
    t.db.query("update players set country = $1 where email = 'player@solbet.test'", [country]);
  afterAll(async () => {
    await inCountry("BR");
    await post({ zipCode: "01304-001" });
  });

  it("takes a Brazilian CEP of 8 digits, stored as 00000-000, and refuses anything else", async () => {
    await inCountry("BR");
    expect((await post({ zipCode: "50030230" })).body).toEqual({ status: "SUCCESS" });
    expect((await profile()).zip).toBe("50030-230");
    for (const zipCode of ["abc", "5003-023", "5003023", "500302301", "50030-23A"])
      expect((await post({ zipCode })).body, zipCode).toMatchObject({ errorCode: 100164, field: "zipCode" });
    expect((await profile()).zip).toBe("50030-230");
  });

  it("holds each country to its own format", async () => {
    const cases: [string, string, string, string][] = [
      ["CL", "8320000", "8320000", "83200"],
      ["SE", "11455", "114 55", "1145"],
      ["DE", "10115", "10115", "1011"],
      ["CA", "k1a0b1", "K1A 0B1", "K1A 0B"],
    ];
    for (const [country, good, stored, bad] of cases) {
      await inCountry(country);
      expect((await post({ zipCode: good })).body, `${country} ${good}`).toEqual({ status: "SUCCESS" });
      expect((await profile()).zip).toBe(stored);
      expect((await post({ zipCode: bad })).body, `${country} ${bad}`).toMatchObject({ errorCode: 100164 });
    }
  });

  it("takes any plausible code with a digit in a country without a format, never letters alone", async () => {
    await inCountry("NL");
    expect((await post({ zipCode: "1012 AB" })).body).toEqual({ status: "SUCCESS" });
    expect((await post({ zipCode: "abc" })).body).toMatchObject({ errorCode: 100164, field: "zipCode" });
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
