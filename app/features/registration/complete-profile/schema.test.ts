import { describe, expect, it } from "vitest";
import { addressSchema, personalSchema } from "./schema";

const errorsOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("addressSchema (step 2, spec §5)", () => {
  const br = addressSchema("BR");
  it("accepts an address with # , ' / - and accented letters, trimming", () => {
    const r = br.safeParse({
      address1: " Rua D'Ávila, 12 / apto #3-B ",
      city: "São Paulo",
      zipCode: "01304-001",
    });
    expect(r.success && r.data.address1).toBe("Rua D'Ávila, 12 / apto #3-B");
  });
  it("checks the postal code by the country and gives it in the country's form (issue 35 §5)", () => {
    const zip = (country: string, zipCode: string) => {
      const r = addressSchema(country).safeParse({ address1: "Main St. 1", city: "Town", zipCode });
      return r.success ? r.data.zipCode : errorsOf(r).zipCode;
    };
    expect(zip("BR", "01304001")).toBe("01304-001");
    expect(zip("BR", " 01304-001 ")).toBe("01304-001");
    expect(zip("BR", "abc")).toBe("completeProfile.zipCode.errors.format");
    expect(zip("BR", "1234567")).toBe("completeProfile.zipCode.errors.format");
    expect(zip("CL", "8320000")).toBe("8320000");
    expect(zip("CL", "01304-001")).toBe("completeProfile.zipCode.errors.format");
    expect(zip("SE", "11455")).toBe("114 55");
    // A country without a format here: any plausible code, never letters alone.
    for (const zipCode of ["1012 AB", "K1A 0B1", "8320000", "SW1A 1AA"])
      expect(zip("NL", zipCode), zipCode).toBe(zipCode);
    expect(zip("NL", "abc")).toBe("completeProfile.zipCode.errors.invalid");
  });
  it("names each problem with its key", () => {
    const any = addressSchema("NL");
    expect(errorsOf(any.safeParse({}))).toEqual({
      address1: "completeProfile.address1.errors.required",
      city: "completeProfile.city.errors.required",
      zipCode: "completeProfile.zipCode.errors.required",
    });
    expect(errorsOf(any.safeParse({ address1: "<b>x</b>", city: "R2D2", zipCode: "!!" }))).toEqual({
      address1: "completeProfile.address1.errors.characters",
      city: "completeProfile.city.errors.characters",
      zipCode: "completeProfile.zipCode.errors.invalid",
    });
    expect(
      errorsOf(any.safeParse({ address1: "a".repeat(101), city: "Xy".repeat(26), zipCode: "12345678901" })),
    ).toEqual({
      address1: "completeProfile.address1.errors.length",
      city: "completeProfile.city.errors.length",
      zipCode: "completeProfile.zipCode.errors.invalid",
    });
  });
});

describe("personalSchema (step 3)", () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  const schema = personalSchema(18, today);
  it("takes F, M or O and an adult's real date of birth", () => {
    expect(schema.safeParse({ gender: "O", dateOfBirth: "2008-06-15" }).success).toBe(true);
  });
  it("refuses a missing gender, a minor and an unreal date", () => {
    expect(errorsOf(schema.safeParse({ gender: "X", dateOfBirth: "2008-06-16" }))).toEqual({
      gender: "completeProfile.gender.errors.required",
      dateOfBirth: "dateOfBirth.errors.underage",
    });
    expect(errorsOf(schema.safeParse({ dateOfBirth: "1990-02-30" }))).toEqual({
      gender: "completeProfile.gender.errors.required",
      dateOfBirth: "dateOfBirth.errors.invalid",
    });
  });
});
