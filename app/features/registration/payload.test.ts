import { describe, expect, it } from "vitest";
import { parseTrackingParams, trackingFromCookies, trackingSetCookies } from "~/features/affiliates/tracking";
import { buildRegistrationPayload, type RegistrationInput } from "./payload";

/** What a visitor arriving on `query` has stored when they register (URL → cookies → tracking). */
function trackingAfterVisit(query: string) {
  const setCookies = trackingSetCookies(
    parseTrackingParams(new URLSearchParams(query)),
    { affiliateDays: 30, trackingDays: 30 },
    true,
  );
  return trackingFromCookies(setCookies.map((c) => c.split(";")[0]).join("; "));
}

const input = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  form: { email: "ana+casino@example.com", phone: "11987654321", cpf: "111.444.777-35", password: "Secret123" },
  phoneCountry: { iso: "BR", dialCode: "55" },
  country: "BR",
  policies: [{ policyType: "TERMS_AND_CONDITIONS", policyVersionId: "2.1" }],
  tracking: trackingAfterVisit(""),
  lang: "pb",
  currency: "BRL",
  extraFields: [],
  document: { kind: "cpf" },
  ...overrides,
});

describe("registration payload (spec §3)", () => {
  it("carries the affiliate, tracker, banner, referral, bTag and utm values of the visit", () => {
    const tracking = trackingAfterVisit(
      "affid=4242&affname=Partner&CXD=track_c_banner9&referralId=ref77&bTag=bt-1&utmSource=newsletter",
    );
    const payload = buildRegistrationPayload(input({ tracking }));
    expect(payload).toMatchObject({
      affiliateId: "4242",
      affiliateName: "Partner",
      trackerId: "track_c_banner9",
      bannerId: "banner9",
      referralId: "ref77",
      bTag: "bt-1",
      utmSource: "newsletter",
    });
  });

  it("has exactly the spec's keys; empty affiliate values without tracking, no optional keys", () => {
    const payload = buildRegistrationPayload(input());
    expect(Object.keys(payload).sort()).toEqual([
      "affiliateId",
      "affiliateName",
      "areaCode",
      "areaCountryCode",
      "bannerId",
      "country",
      "currency",
      "emailAndMobileSubscribed",
      "emailId",
      "emailSubscribed",
      "language",
      "nationalId",
      "nickname",
      "password",
      "phoneNumber",
      "policies",
      "productCommunicationPreferences",
      "screenName",
      "smsSubscribed",
      "state",
      "telephoneSubscribed",
      "termsNcondition",
      "title",
      "trackerId",
    ]);
    expect(payload).toMatchObject({
      affiliateId: "",
      affiliateName: "",
      trackerId: "",
      bannerId: "",
      nickname: "ana+casino@example.com",
      screenName: "ana+casino@example.com",
      emailId: "ana+casino@example.com",
      areaCode: "55",
      areaCountryCode: "BR",
      state: "-NA-",
      termsNcondition: true,
      emailAndMobileSubscribed: true,
      emailSubscribed: true,
      smsSubscribed: true,
      telephoneSubscribed: true,
      language: "pb",
      currency: "BRL",
    });
    expect(JSON.parse(payload.policies)).toEqual([
      { policyType: "TERMS_AND_CONDITIONS", policyVersionId: "2.1", policyAccepted: true },
    ]);
    expect(JSON.parse(payload.productCommunicationPreferences)).toEqual({ sportsBook: true, casino: true });
  });

  it("adds the country rule's extra fields only when the rule asks for them", () => {
    const form = { ...input().form, personalId: "1960101123456", birthPlace: "Berlin", maidenName: "Ferreira" };
    expect(buildRegistrationPayload(input({ form, extraFields: ["birthPlace", "maidenName"] }))).toMatchObject({
      birthPlace: "Berlin",
      maidenName: "Ferreira",
    });
    expect(buildRegistrationPayload(input({ form, extraFields: ["birthPlace", "maidenName"] }))).not.toHaveProperty(
      "personalId",
    );
    expect(buildRegistrationPayload(input({ form, extraFields: ["nationalId"] }))).toMatchObject({
      personalId: "1960101123456",
    });
  });
});

describe("identity document (brand.identityDocument)", () => {
  const typed = { firstName: " Ana ", lastName: "Pérez Soto", dateOfBirth: "1990-04-12" };
  it("CPF: nationalId is the CPF; the registry supplies the name, so none is sent", () => {
    const payload = buildRegistrationPayload(input({ form: { ...input().form, ...typed } }));
    expect(payload.nationalId).toBe("111.444.777-35");
    expect(payload).not.toHaveProperty("firstName");
    expect(payload).not.toHaveProperty("dob");
  });
  it("national id: nationalId is the typed document, with the typed name and date of birth", () => {
    const form = {
      email: "a@example.com",
      phone: "912345678",
      password: "Secret123",
      document: "12345678-5 ",
      ...typed,
    };
    const document = {
      kind: "nationalId" as const,
      pattern: "^[0-9]{7,8}-[0-9kK]$",
      example: "12345678-5",
      maxLength: 10,
    };
    expect(buildRegistrationPayload(input({ form, document }))).toMatchObject({
      nationalId: "12345678-5",
      firstName: "Ana",
      lastName: "Pérez Soto",
      dob: "1990-04-12",
    });
  });
  it("none: no nationalId at all", () => {
    const form = { email: "a@example.com", phone: "912345678", password: "Secret123", ...typed };
    const payload = buildRegistrationPayload(input({ form, document: { kind: "none" } }));
    expect(payload).not.toHaveProperty("nationalId");
    expect(payload).toMatchObject({ firstName: "Ana", lastName: "Pérez Soto", dob: "1990-04-12" });
  });
});
