import { describe, expect, it } from "vitest";
import { canSkipStepThree, currentStep, needsAddress, stepThreeExemption } from "./steps";

const rule = (stepThreeExemption: "none" | "partial" | "total") => ({ stepThreeExemption }) as never;
const brand = { countryRules: { JP: rule("total"), DE: rule("partial"), BR: rule("none") } };
const complete = { address1: "Rua A, 1", city: "Recife", zip: "50000-000", dob: "1990-01-01", gender: "F" };
const q = (search = "") => new URLSearchParams(search);

describe("stepThreeExemption (spec §6 from brand data)", () => {
  it("reads the player's country rule, any case", () => {
    expect(stepThreeExemption(brand, "JP")).toBe("total");
    expect(stepThreeExemption(brand, "de")).toBe("partial");
    expect(stepThreeExemption(brand, "BR")).toBe("none");
  });
  it("is none for a country without a rule or no country", () => {
    expect(stepThreeExemption(brand, "FR")).toBe("none");
    expect(stepThreeExemption(brand, null)).toBe("none");
  });
});

describe("needsAddress", () => {
  it("is true while address, city or zip is missing, '-NA-' being the platform's blank", () => {
    expect(needsAddress(complete)).toBe(false);
    expect(needsAddress({ ...complete, address1: "" })).toBe(true);
    expect(needsAddress({ ...complete, city: "  " })).toBe(true);
    expect(needsAddress({ ...complete, zip: "-NA-" })).toBe(true);
    expect(needsAddress({ ...complete, zip: null })).toBe(true);
  });
});

describe("currentStep", () => {
  it("starts at step 2 while the address is missing, whatever the URL names", () => {
    expect(currentStep({ ...complete, city: "" }, "none", q("regstep3=true"))).toBe(2);
  });
  it("goes to step 3 once the address is given, unless step 2 is asked for", () => {
    expect(currentStep(complete, "none", q())).toBe(3);
    expect(currentStep(complete, "partial", q("regstep3=true"))).toBe(3);
    expect(currentStep(complete, "none", q("regstep2=true"))).toBe(2);
  });
  it("never shows step 3 to a totally exempt country", () => {
    expect(currentStep(complete, "total", q("regstep3=true"))).toBeNull();
    expect(currentStep({ ...complete, zip: "" }, "total", q())).toBe(2);
  });
  it("lets only a partial exemption skip step 3", () => {
    expect([canSkipStepThree("none"), canSkipStepThree("partial"), canSkipStepThree("total")]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
