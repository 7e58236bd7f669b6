import { describe, expect, it } from "vitest";
import { isoForDialCode, phoneUpdatePayload } from "./profile-update";

describe("phone change profile update (spec §3 payload)", () => {
  it("sends every spec field, the number under all three names and the ISO code as areaCountryCode", () => {
    const payload = phoneUpdatePayload(
      {
        dob: "1990-04-12",
        country: "BR",
        gender: "F",
        zip: "01000-000",
        address1: "Rua A, 1",
        city: "São Paulo",
        playerID: 1001,
      },
      { areaCode: "55", phoneNumber: "11987654321" },
    );
    expect(payload).toEqual({
      phoneNumber: "11987654321",
      cellPhone: "11987654321",
      mobileNumber: "11987654321",
      dob: "1990-04-12",
      countryCode: "BR",
      gender: "F",
      zipCode: "01000-000",
      address1: "Rua A, 1",
      city: "São Paulo",
      state: "-NA-",
      playerID: "1001",
      areaCode: "55",
      areaCountryCode: "BR",
    });
  });
  it("defaults gender to O and zip code to -NA- when the profile has none", () => {
    const payload = phoneUpdatePayload(
      { dob: "1990-04-12", country: "BR", gender: "", zip: null, playerID: "7" },
      { areaCode: "351", phoneNumber: "912345678" },
    );
    expect(payload).toMatchObject({
      gender: "O",
      zipCode: "-NA-",
      state: "-NA-",
      areaCountryCode: "PT",
      countryCode: "BR",
    });
    expect(Object.keys(phoneUpdatePayload(null, { areaCode: "55", phoneNumber: "11987654321" })).sort()).toEqual([
      "address1",
      "areaCode",
      "areaCountryCode",
      "cellPhone",
      "city",
      "countryCode",
      "dob",
      "gender",
      "mobileNumber",
      "phoneNumber",
      "playerID",
      "state",
      "zipCode",
    ]);
  });
  it("resolves shared dial codes to the player's country first, else the usual one", () => {
    expect(isoForDialCode("44", "JE")).toBe("JE");
    expect(isoForDialCode("44", "BR")).toBe("GB");
    expect(isoForDialCode("1", null)).toBe("US");
    expect(isoForDialCode("49", "BR")).toBe("DE");
  });
});
