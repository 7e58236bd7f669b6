/**
 * Registration follows the site's brand config: the identity document (CPF, a national id with
 * its pattern, or none), the country rules' extra fields, and the Brazil-only phone length.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";
import { siteFromBrand } from "../seed/test-sites";

let t: TestSandbox;
let seq = 0;

// A site with a national id and a country rule the shipped brands do not have.
const national = {
  ...siteFromBrand("solbet"),
  id: "andes",
  siteCode: "AND",
  identityDocument: { kind: "nationalId", pattern: "^[0-9]{7,8}-[0-9kK]$" } as const,
  registrationFields: { CL: ["nationalId"] },
  phone: { minDigits: 8, maxDigits: 12 },
};

function form(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  const email = `id${seq}@example.com`;
  return {
    areaCode: "55",
    areaCountryCode: "BR",
    country: "PT",
    phoneNumber: `1198${String(seq).padStart(6, "0")}`,
    state: "-NA-",
    emailId: email,
    password: "Secret123",
    nickname: email,
    screenName: email,
    termsNcondition: "true",
    emailAndMobileSubscribed: "true",
    policies: "[]",
    language: "en",
    firstName: "Ana",
    lastName: "Pérez Soto",
    dob: "1990-04-12",
    ...overrides,
  };
}
const register = (site: string, body: Record<string, string>) => t.call("registration", body, { site });
const errorsOf = (r: { body: any }) => r.body.errors as { errorCode: string; field?: string }[];

beforeAll(async () => {
  t = await startTestSandbox(["nordluck", national]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("a site without an identity document (nordluck)", () => {
  it("registers with the typed name and date of birth, and no document", async () => {
    const body = form();
    const r = await register("NLK", body);
    expect(r.body).toEqual({ success: true, externalEcrId: expect.stringMatching(/^NLK-\d+$/) });
    const token = (await t.call("login", { emailId: body.emailId, password: "Secret123" }, { site: "NLK" })).body
      .sessionToken;
    const profile = (await t.call("profile/getProfileBalanceCurrency", undefined, { token, site: "NLK" })).body;
    expect(profile).toMatchObject({ firstName: "Ana", lastName: "Pérez Soto", dob: "1990-04-12" });
  });

  it("names and date of birth are required, checked, and the minimum age applies", async () => {
    expect(errorsOf(await register("NLK", form({ firstName: "", lastName: "", dob: "" })))).toEqual([
      { errorCode: "100180", field: "firstName" },
      { errorCode: "100180", field: "lastName" },
      { errorCode: "100180", field: "dob" },
    ]);
    const young = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf(await register("NLK", form({ dob: young, firstName: "4na" })))).toEqual([
      { errorCode: "100164", field: "firstName" },
      { errorCode: "100291", field: "dob" },
    ]);
  });

  it("area 55 is not held to 11 digits where the brand has no such rule", async () => {
    expect((await register("NLK", form({ phoneNumber: `9${String(seq).padStart(7, "0")}` }))).body.success).toBe(true);
  });

  it("extra fields come from the brand's country rules (AT: birthplace and birth name)", async () => {
    expect(errorsOf(await register("NLK", form({ country: "AT" })))).toEqual([
      { errorCode: "100180", field: "birthPlace" },
      { errorCode: "100180", field: "maidenName" },
    ]);
    // RO's rule asks for its national id (payload personalId), on top of no document at all.
    expect(errorsOf(await register("NLK", form({ country: "RO" })))).toEqual([
      { errorCode: "100180", field: "personalId" },
    ]);
    expect((await register("NLK", form({ country: "RO", personalId: "1960101123456" }))).body.success).toBe(true);
  });
});

describe("a site with a national id", () => {
  it("checks the pattern, refuses a duplicate, and asks CL's extra field from its rule", async () => {
    expect(errorsOf(await register("AND", form({ nationalId: "" })))).toEqual([
      { errorCode: "100180", field: "nationalId" },
    ]);
    expect(errorsOf(await register("AND", form({ nationalId: "1234-5" })))).toEqual([
      { errorCode: "100734", field: "nationalId" },
    ]);
    expect((await register("AND", form({ nationalId: "12345678-k" }))).body.success).toBe(true);
    expect(errorsOf(await register("AND", form({ nationalId: "12345678-K" })))).toEqual([
      { errorCode: "100762", field: "nationalId" },
    ]);
    expect(errorsOf(await register("AND", form({ nationalId: "7654321-0", country: "CL" })))).toEqual([
      { errorCode: "100180", field: "personalId" },
    ]);
    // DE has no rule on this site: nothing extra.
    expect((await register("AND", form({ nationalId: "7654321-1", country: "DE" }))).body.success).toBe(true);
  });
});
