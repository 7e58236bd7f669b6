import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { registrationSchema, DEFAULT_RULES } from "./schema";
import { COUNTRIES, defaultPhoneCountry, phoneCountries } from "./countries";

const today = new Date(Date.UTC(2026, 10, 22));
const valid = {
  cpf: "111.444.777-35",
  firstName: "Maria",
  lastName: "Silva",
  dateOfBirth: "1990-04-12",
  email: "maria@example.com",
  areaCountryCode: "BR",
  phone: "11987654321",
  password: "Abcdef12",
  terms: "on",
};
function parse(values: Record<string, string>, extraFields: string[] = [], document = DEFAULT_RULES.document) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const rules = { ...DEFAULT_RULES, extraFields, today, document };
  const submission = parseWithZod(form, { schema: registrationSchema(rules) });
  return { ...submission, error: submission.status === "error" ? submission.error : undefined } as typeof submission & {
    error?: Record<string, string[] | null>;
  };
}

describe("registration schema", () => {
  it("accepts a complete form", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
  });
  it("formats a bare CPF", () => {
    const result = parse({ ...valid, cpf: "11144477735" });
    expect(result.status === "success" && result.value.cpf).toBe("111.444.777-35");
  });
  it("gives i18n keys for each problem", () => {
    const result = parse({ cpf: "111.444.777-3", email: "x", areaCountryCode: "BR", phone: "123", password: "abc" });
    expect(result.error).toMatchObject({
      cpf: ["cpf.errors.invalidCpf"],
      email: ["email.errors.invalid"],
      phone: ["phone.errors.brazilLength"],
      password: ["password.errors.weak"],
      terms: ["terms.errors.required"],
    });
  });
  it("needs a verified CPF (registry name and date) and an adult", () => {
    expect(parse({ ...valid, firstName: "", dateOfBirth: "" }).error?.cpf).toEqual(["cpf.errors.notVerified"]);
    expect(parse({ ...valid, dateOfBirth: "2010-01-01" }).error?.cpf).toEqual(["cpf.errors.underage"]);
  });
  it("country rules add required fields", () => {
    expect(parse(valid, ["birthPlace", "maidenName"]).error).toMatchObject({
      birthPlace: ["birthPlace.errors.required"],
      maidenName: ["maidenName.errors.required"],
    });
    expect(parse({ ...valid, birthPlace: "Berlin", maidenName: "Müller" }, ["birthPlace", "maidenName"]).status).toBe(
      "success",
    );
    expect(parse(valid, ["nationalId"]).error).toMatchObject({ personalId: ["personalId.errors.required"] });
    expect(parse({ ...valid, personalId: "1960101123456" }, ["nationalId"]).status).toBe("success");
  });
  it("phone length depends on the dial code", () => {
    expect(parse({ ...valid, areaCountryCode: "GB", phone: "7912345678" }).status).toBe("success");
    expect(parse({ ...valid, areaCountryCode: "GB", phone: "1234" }).error?.phone).toEqual(["phone.errors.length"]);
  });
});

describe("the brand's identity document", () => {
  const { cpf: _cpf, ...withoutCpf } = valid;
  const nationalId = {
    kind: "nationalId" as const,
    pattern: "^[0-9]{7,8}-[0-9kK]$",
    example: "12345678-5",
    maxLength: 10,
  };
  it("a national id: required, checked against the pattern and length, with typed name and birth date", () => {
    expect(parse({ ...withoutCpf, document: "12345678-k" }, [], nationalId).status).toBe("success");
    expect(parse(withoutCpf, [], nationalId).error?.document).toEqual(["document.errors.required"]);
    expect(parse({ ...withoutCpf, document: "1234-5" }, [], nationalId).error?.document).toEqual([
      "document.errors.invalid",
    ]);
    expect(
      parse({ ...withoutCpf, document: "12345678-5" }, [], { ...nationalId, maxLength: 9 }).error?.document,
    ).toEqual(["document.errors.invalid"]);
  });
  it("none: no document; name and date of birth are the player's, required and checked", () => {
    expect(parse(withoutCpf, [], { kind: "none" }).status).toBe("success");
    expect(
      parse({ ...withoutCpf, firstName: "", lastName: "", dateOfBirth: "" }, [], { kind: "none" }).error,
    ).toMatchObject({
      firstName: ["firstName.errors.required"],
      lastName: ["lastName.errors.required"],
      dateOfBirth: ["dateOfBirth.errors.required"],
    });
    expect(
      parse({ ...withoutCpf, lastName: "S1lva", dateOfBirth: "2010-01-01" }, [], { kind: "none" }).error,
    ).toMatchObject({ lastName: ["name.errors.invalid"], dateOfBirth: ["dateOfBirth.errors.underage"] });
    expect(parse({ ...withoutCpf, dateOfBirth: "1990-02-30" }, [], { kind: "none" }).error?.dateOfBirth).toEqual([
      "dateOfBirth.errors.invalid",
    ]);
  });
});

describe("dial-code list (spec §3, §9)", () => {
  it("has about 240 countries with iso, name and dial code", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\d{1,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
  });
  it("excludes SE and starts at GB", () => {
    for (const locale of [undefined, "pt-BR", "es"]) {
      const list = phoneCountries(locale);
      expect(list[0].iso).toBe("GB");
      expect(list.some((c) => c.iso === "SE")).toBe(false);
      expect(list).toHaveLength(COUNTRIES.length - 1);
    }
  });
  it("defaults to the visitor's country (BR → +55), never SE", () => {
    expect(defaultPhoneCountry("BR", "DE")).toMatchObject({ iso: "BR", dialCode: "55" });
    expect(defaultPhoneCountry("SE", "DE").iso).toBe("DE");
    expect(defaultPhoneCountry(null, "BR").iso).toBe("BR");
    expect(defaultPhoneCountry(null, null).iso).toBe("GB");
  });
});
