import { describe, expect, it } from "vitest";
import { ageOn, cpfDigits, formatCpf, isValidCpf, lookupCpf, RESERVED_CPFS, withCheckDigits } from "./cpf";
import { cpfFor } from "./seed";

describe("CPF check digits", () => {
  it("accepts known valid CPFs and rejects wrong check digits", () => {
    expect(isValidCpf("11144477735")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("11144477734")).toBe(false);
    expect(isValidCpf("04412235833")).toBe(false);
    expect(isValidCpf("86354112060")).toBe(false);
  });
  it("rejects runs of one digit and wrong lengths", () => {
    expect(isValidCpf("00000000000")).toBe(false);
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCpf("1114447773")).toBe(false);
  });
  it("completes 9 digits with their check digits", () => {
    expect(withCheckDigits("111444777")).toBe("11144477735");
    expect(withCheckDigits("044122358")).toBe("04412235831");
  });
  it("parses formatted and bare input, nothing else", () => {
    expect(cpfDigits("111.444.777-35")).toBe("11144477735");
    expect(cpfDigits(" 11144477735 ")).toBe("11144477735");
    expect(cpfDigits("111.444.77735")).toBeNull();
    expect(cpfDigits("1114447773")).toBeNull();
    expect(formatCpf("11144477735")).toBe("111.444.777-35");
  });
  it("every CPF of the contract table is valid", () => {
    for (const digits of ["11144477735", ...Object.keys(RESERVED_CPFS)]) expect(isValidCpf(digits), digits).toBe(true);
  });
});

describe("CPF registry", () => {
  it("resolves any valid CPF to the same adult every time", () => {
    const a = lookupCpf("11144477735")!;
    expect(a).toEqual(lookupCpf("11144477735"));
    expect(a.status).toBe("regular");
    expect(a.fullName).toBe(`${a.firstName} ${a.lastName}`);
    expect(a.fullName.split(" ").length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 200; i++) {
      const person = lookupCpf(cpfFor(`test-${i}`))!;
      expect(ageOn(person.dateOfBirth)).toBeGreaterThanOrEqual(18);
      expect(person.dateOfBirth >= "1950-01-01" && person.dateOfBirth <= "2000-12-31").toBe(true);
    }
  });
  it("different CPFs give different people", () => {
    const names = new Set(Array.from({ length: 50 }, (_, i) => lookupCpf(cpfFor(`n-${i}`))!.fullName));
    expect(names.size).toBeGreaterThan(40);
  });
  it("returns null for an invalid CPF", () => {
    expect(lookupCpf("11144477734")).toBeNull();
  });
  it("answers the reserved codes", () => {
    expect(lookupCpf("52998224725")).toMatchObject({ status: "suspended", errorCode: "100776" });
    expect(lookupCpf("16899535009")).toMatchObject({ status: "pending", errorCode: "100775" });
    expect(lookupCpf("39053344705")).toMatchObject({ status: "remarks", errorCode: "100769" });
    expect(lookupCpf("04412235831")).toMatchObject({ status: "cancelled", errorCode: "100777" });
    expect(lookupCpf("86354112002")).toMatchObject({ status: "null", errorCode: "100778" });
    expect(lookupCpf("98765432100")).toMatchObject({ status: "generic", errorCode: "100771" });
    expect(lookupCpf("24681357928")).toMatchObject({ status: "invalidData", errorCode: "100764" });
  });
  it("the minor was born 17 years ago", () => {
    const today = new Date(Date.UTC(2030, 5, 15));
    const minor = lookupCpf("12345678909", today)!;
    expect(minor).toMatchObject({ status: "minor", errorCode: null, dateOfBirth: "2013-06-15" });
    expect(ageOn(minor.dateOfBirth, today)).toBe(17);
  });
  it("ageOn counts whole years", () => {
    const today = new Date(Date.UTC(2024, 3, 11));
    expect(ageOn("2006-04-12", today)).toBe(17);
    expect(ageOn("2006-04-11", today)).toBe(18);
  });
});
