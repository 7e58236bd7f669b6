import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { PlatformError } from "~/platform/errors";
import { updateProfile } from "~/platform/account.server";
import { refusal } from "./refusal";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "b",
  siteCode: "S",
  language: "en",
  clientIp: "203.0.113.9",
  sessionToken: "tok",
};
const answer = (body: unknown, status = 200) =>
  setPlatformFetch(vi.fn(async () => new Response(JSON.stringify(body), { status })) as typeof fetch);
afterEach(() => setPlatformFetch(null));

describe("updateProfile (profile/update)", () => {
  it("is saved on SUCCESS", async () => {
    answer({ status: "SUCCESS" });
    expect(await updateProfile(caller, { city: "Recife" })).toEqual({ ok: true });
  });
  it("reads a refusal's code and the field it names", async () => {
    answer({ status: "FAILURE", errorCode: 100164, errors: { errorCode: "100164" }, field: "zipCode" });
    expect(await updateProfile(caller, {})).toEqual({ ok: false, code: "100164", field: "zipCode" });
  });
  it("is unsaved without an answer, and still throws maintenance and a session end", async () => {
    answer("oops", 500);
    expect(await updateProfile(caller, {})).toEqual({ ok: false, code: null, field: null });
    answer({ errorCode: 150 });
    await expect(updateProfile(caller, {})).rejects.toBeInstanceOf(PlatformError);
    answer({ errorCode: 151 });
    await expect(updateProfile(caller, {})).rejects.toBeInstanceOf(PlatformError);
  });
});

describe("refusal", () => {
  const address = ["address1", "city", "zipCode"];
  it("puts a 100164 under the field it names, when the form has it", () => {
    expect(refusal({ ok: false, code: "100164", field: "zipCode" }, address)).toEqual({
      fieldErrors: { zipCode: ["completeProfile.errors.refused"] },
    });
    expect(refusal({ ok: false, code: "100164", field: "dob" }, ["gender", "dateOfBirth"])).toEqual({
      fieldErrors: { dateOfBirth: ["completeProfile.errors.refused"] },
    });
  });
  it("puts an under-age date of birth under it", () => {
    expect(refusal({ ok: false, code: "100291", field: "dob" }, ["gender", "dateOfBirth"])).toEqual({
      fieldErrors: { dateOfBirth: ["dateOfBirth.errors.underage"] },
    });
  });
  it("puts the rest above the form: another form's field, another code, no answer", () => {
    expect(refusal({ ok: false, code: "100164", field: "dob" }, address)).toEqual({
      formErrors: ["completeProfile.errors.refused"],
    });
    expect(refusal({ ok: false, code: "100157", field: null }, address)).toEqual({
      formErrors: ["completeProfile.errors.refused"],
    });
    expect(refusal({ ok: false, code: null, field: null }, address)).toEqual({
      formErrors: ["completeProfile.errors.failed"],
    });
  });
});
