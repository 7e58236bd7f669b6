import { describe, expect, it } from "vitest";
import { normalizePostalCode, postalCodeExample } from "./postal-code";

describe("postal codes by country (issue 35 §5)", () => {
  it("takes Brazil's 8-digit CEP with or without the hyphen, written 00000-000", () => {
    expect(postalCodeExample("BR")).toBe("00000-000");
    expect(normalizePostalCode("BR", "50030230")).toBe("50030-230");
    expect(normalizePostalCode("br", "50030-230")).toBe("50030-230");
    for (const bad of ["abc", "5003023", "500302300", "50030-23a", "50.030-230", ""])
      expect(normalizePostalCode("BR", bad), bad).toBeNull();
  });
  it("writes each listed country's codes its own way", () => {
    expect(normalizePostalCode("CL", "8320000")).toBe("8320000");
    expect(normalizePostalCode("DE", "10115")).toBe("10115");
    expect(normalizePostalCode("SE", "114 55")).toBe("114 55");
    expect(normalizePostalCode("SE", "11455")).toBe("114 55");
    expect(normalizePostalCode("CA", "k1a0b1")).toBe("K1A 0B1");
    expect(normalizePostalCode("GB", "sw1a1aa")).toBe("SW1A 1AA");
    expect(normalizePostalCode("PT", "1000-001")).toBe("1000-001");
    expect(normalizePostalCode("AR", "C1425AAA")).toBe("C1425AAA");
    expect(normalizePostalCode("CL", "832000")).toBeNull();
    expect(normalizePostalCode("DE", "1011")).toBeNull();
  });
  it("every example is a valid code of its own country", () => {
    for (const cc of [
      "BR",
      "CL",
      "DE",
      "AT",
      "SE",
      "RO",
      "PE",
      "UY",
      "AR",
      "CO",
      "MX",
      "ES",
      "PT",
      "NO",
      "FI",
      "NZ",
      "JP",
      "CA",
      "US",
      "GB",
      "IE",
    ]) {
      const example = postalCodeExample(cc)!;
      expect(normalizePostalCode(cc, example.replace(/0/g, "1")), cc).toBe(example.replace(/0/g, "1"));
    }
  });
  it("takes a plausible code with a digit for a country without a format, or none", () => {
    expect(postalCodeExample("NL")).toBeNull();
    expect(normalizePostalCode("NL", " 1012  AB ")).toBe("1012 AB");
    expect(normalizePostalCode(null, "12345")).toBe("12345");
    for (const bad of ["abc", "!!", "1", "12345678901"]) expect(normalizePostalCode("NL", bad), bad).toBeNull();
  });
});
