import { describe, expect, it } from "vitest";
import { profileSchema } from "~/platform/account.server";
import { profileUpdatePayload } from "./payload";

const profile = profileSchema.parse({
  phone: "11912345678",
  areaCode: "55",
  country: "BR",
  dob: "1990-04-01",
  gender: "",
  zip: "-NA-",
  address1: "",
  city: "",
  playerID: 42,
});

describe("profileUpdatePayload (spec §3)", () => {
  it("sends the step's changes with the rest of the profile as it is", () => {
    expect(profileUpdatePayload(profile, { address1: "Rua A, 1", city: "Recife", zipCode: "50000-000" })).toEqual({
      phoneNumber: "11912345678",
      cellPhone: "11912345678",
      mobileNumber: "11912345678",
      dob: "1990-04-01",
      countryCode: "BR",
      gender: "O",
      zipCode: "50000-000",
      address1: "Rua A, 1",
      city: "Recife",
      state: "-NA-",
      playerID: "42",
      areaCode: "55",
      areaCountryCode: "BR",
    });
  });
  it("keeps the stored address when step 3 saves gender and date of birth", () => {
    const saved = { ...profile, address1: "Rua A, 1", city: "Recife", zip: "50000-000" };
    expect(profileUpdatePayload(saved, { gender: "F", dob: "1991-05-02" })).toMatchObject({
      gender: "F",
      dob: "1991-05-02",
      address1: "Rua A, 1",
      city: "Recife",
      zipCode: "50000-000",
    });
  });
});
