import { describe, expect, it } from "vitest";
import {
  ageOn,
  birthDateProblem,
  cpfDigits,
  cpfWithCheckDigits,
  formatCpf,
  isRealDate,
  isValidCpf,
  isValidEmail,
  isValidNickname,
  isValidPassword,
  nameProblem,
  parseIsoDate,
  passwordChecklist,
  passwordsMatch,
  phoneInput,
  phoneProblem,
  splitFullName,
  stripDisallowedPasswordChars,
} from "./rules";

describe("email (spec §5)", () => {
  it.each(["maria@example.com", "a.b-c+d_e%f@sub.domain.com.br", "X@Y.io", "name@host.info"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    ["no at sign", "maria.example.com"],
    ["two at signs", "a@b@example.com"],
    ["TLD too long", "maria@example.museum"],
    ["TLD too short", "maria@example.c"],
    ["TLD with digits", "maria@example.c0m"],
    ["no domain", "maria@.com"],
    ["space", "maria silva@example.com"],
    ["disallowed character", "maria!@example.com"],
    ["empty", ""],
    ["double dot", "maria..silva@example.com"],
  ])("refuses %s", (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it("allows at most 64 characters", () => {
    const local = "a".repeat(64 - "@ex.com".length);
    expect(isValidEmail(`${local}@ex.com`)).toBe(true);
    expect(isValidEmail(`a${local}@ex.com`)).toBe(false);
  });
});

describe("nickname (spec §5)", () => {
  it.each(["maria", "maria_silva", "maria.silva@x", "m-a-r-i-a", "12345", "maria@example.com"])(
    "accepts %s",
    (nick) => {
      expect(isValidNickname(nick)).toBe(true);
    },
  );
  it.each(["mari", "maria__silva", "_maria", "maria.", "mar ia", "maria!", "ma.-ria"])("refuses %s", (nick) => {
    expect(isValidNickname(nick)).toBe(false);
  });
});

describe("password (spec §5)", () => {
  it("checklist follows each rule", () => {
    expect(passwordChecklist("")).toEqual({
      hasMinLength: false,
      hasUpperCase: false,
      hasLowerCase: false,
      hasNumber: false,
    });
    expect(passwordChecklist("abcdefgh")).toEqual({
      hasMinLength: true,
      hasUpperCase: false,
      hasLowerCase: true,
      hasNumber: false,
    });
    expect(passwordChecklist("ABC1")).toEqual({
      hasMinLength: false,
      hasUpperCase: true,
      hasLowerCase: false,
      hasNumber: true,
    });
    expect(passwordChecklist("Abcdef12")).toEqual({
      hasMinLength: true,
      hasUpperCase: true,
      hasLowerCase: true,
      hasNumber: true,
    });
  });
  it("needs 8 characters, a lowercase, an uppercase and a digit", () => {
    expect(isValidPassword("Abcdef12")).toBe(true);
    expect(isValidPassword("Abcde12")).toBe(false);
    expect(isValidPassword("abcdef12")).toBe(false);
    expect(isValidPassword("ABCDEF12")).toBe(false);
    expect(isValidPassword("Abcdefgh")).toBe(false);
    expect(isValidPassword("Abc!@#12$%")).toBe(true);
  });
  it("honours a brand minimum length", () => {
    expect(isValidPassword("Abcdef12", 10)).toBe(false);
    expect(passwordChecklist("Abcdef1234", 10).hasMinLength).toBe(true);
  });
  it("allows only printable ASCII, and typing or pasting strips the rest", () => {
    expect(isValidPassword("Abcdéf12")).toBe(false);
    expect(isValidPassword("Abc def12")).toBe(false);
    expect(isValidPassword("Abcdef12😀")).toBe(false);
    expect(stripDisallowedPasswordChars("Ab cdé f12😀")).toBe("Abcdf12");
  });
  it("confirmation must equal the password", () => {
    expect(passwordsMatch("Abcdef12", "Abcdef12")).toBe(true);
    expect(passwordsMatch("Abcdef12", "abcdef12")).toBe(false);
    expect(passwordsMatch("", "")).toBe(false);
  });
});

describe("phone (spec §5)", () => {
  it("requires area code and number", () => {
    expect(phoneProblem("", "987654321")).toBe("required");
    expect(phoneProblem("44", "")).toBe("required");
  });
  it("digits only", () => {
    expect(phoneProblem("44", "79 1234 5678")).toBe("digitsOnly");
    expect(phoneProblem("4a", "7912345678")).toBe("digitsOnly");
  });
  it("5 to 15 digits", () => {
    expect(phoneProblem("44", "1234")).toBe("length");
    expect(phoneProblem("44", "12345")).toBeNull();
    expect(phoneProblem("44", "123456789012345")).toBeNull();
    expect(phoneProblem("44", "1234567890123456")).toBe("length");
  });
  it("area code 55 needs exactly 11 digits", () => {
    expect(phoneProblem("55", "11987654321")).toBeNull();
    expect(phoneProblem("+55", "11987654321")).toBeNull();
    expect(phoneProblem("55", "1198765432")).toBe("brazilLength");
    expect(phoneProblem("55", "119876543210")).toBe("brazilLength");
  });
  it("a brand without the Brazil-only keys treats area 55 like any other", () => {
    const plain = { minDigits: 5, maxDigits: 15 };
    expect(phoneProblem("55", "1198765432", plain)).toBeNull();
    expect(phoneProblem("55", "1234", plain)).toBe("length");
  });
  it("input keeps digits only, capped at 15", () => {
    expect(phoneInput("(11) 98765-4321")).toBe("11987654321");
    expect(phoneInput("1234567890123456789")).toBe("123456789012345");
  });
});

describe("CPF (spec §5)", () => {
  it("formats as ddd.ddd.ddd-dd while typing", () => {
    expect(formatCpf("")).toBe("");
    expect(formatCpf("111")).toBe("111");
    expect(formatCpf("1114")).toBe("111.4");
    expect(formatCpf("1114447")).toBe("111.444.7");
    expect(formatCpf("1114447773")).toBe("111.444.777-3");
    expect(formatCpf("11144477735")).toBe("111.444.777-35");
    expect(formatCpf("111.444.777-3599")).toBe("111.444.777-35");
    expect(formatCpf("abc111def444")).toBe("111.444");
    expect(formatCpf("11144477735")).toHaveLength(14);
  });
  it("checks both check digits", () => {
    expect(isValidCpf("111.444.777-35")).toBe(true);
    expect(isValidCpf("11144477735")).toBe(true);
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("111.444.777-36")).toBe(false);
    expect(isValidCpf("111.444.777-45")).toBe(false);
    expect(isValidCpf("044.122.358-33")).toBe(false);
    expect(isValidCpf("044.122.358-31")).toBe(true);
  });
  it("refuses runs of one digit, wrong lengths and other shapes", () => {
    expect(isValidCpf("000.000.000-00")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("111.444.777-3")).toBe(false);
    expect(isValidCpf("111444777-35")).toBe(false);
    expect(cpfDigits("111.444.777-35")).toBe("11144477735");
    expect(cpfDigits("111 444 777 35")).toBeNull();
  });
  it("completes base digits into valid CPFs", () => {
    for (const base of ["111444777", "529982247", "000000001", "987654321"]) {
      const cpf = cpfWithCheckDigits(base);
      expect(cpf).toHaveLength(11);
      expect(isValidCpf(cpf)).toBe(true);
    }
    expect(cpfWithCheckDigits("111444777")).toBe("11144477735");
  });
});

describe("date of birth (spec §5)", () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it("real dates only", () => {
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2001, 2, 29)).toBe(false);
    expect(isRealDate(2001, 4, 31)).toBe(false);
    expect(isRealDate(2001, 13, 1)).toBe(false);
    expect(isRealDate(2001, 0, 1)).toBe(false);
    expect(parseIsoDate("1990-04-12")).toEqual({ year: 1990, month: 4, day: 12 });
    expect(parseIsoDate("1990-02-30")).toBeNull();
    expect(parseIsoDate("12/04/1990")).toBeNull();
  });
  it("day, month and year required", () => {
    expect(birthDateProblem("", 18, today)).toBe("required");
    expect(birthDateProblem("1990-04", 18, today)).toBe("invalid");
  });
  it("at least 18 years, counted to the day", () => {
    expect(birthDateProblem("2008-11-22", 18, today)).toBeNull();
    expect(birthDateProblem("2008-11-23", 18, today)).toBe("underage");
    expect(birthDateProblem("2009-11-22", 18, today)).toBe("underage");
    expect(birthDateProblem("1950-01-01", 18, today)).toBeNull();
    expect(ageOn({ year: 2008, month: 11, day: 23 }, today)).toBe(17);
  });
  it("not in the future", () => {
    expect(birthDateProblem("2030-01-01", 18, today)).toBe("invalid");
  });
});

describe("names (spec §5)", () => {
  it.each(["Maria", "Ana Clara", "Jean-Luc", "José", "Antônia", "Müller", "李小龍", "やまだ", "김민준", "  Maria  "])(
    "accepts %s",
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["M", "length"],
    ["A".repeat(31), "length"],
    ["Maria1", "characters"],
    ["O'Brien", "characters"],
    ["Maria_Silva", "characters"],
    ["-Maria", "characters"],
    ["Maria-", "characters"],
  ])("refuses %j (%s)", (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
  it("accepts exactly 2 and 30 characters", () => {
    expect(nameProblem("Al")).toBeNull();
    expect(nameProblem("A".repeat(30))).toBeNull();
    expect(nameProblem("李龍")).toBeNull();
  });
  it("splits a registry full name into first and last name", () => {
    expect(splitFullName("Maria Aparecida Silva")).toEqual({ firstName: "Maria", lastName: "Aparecida Silva" });
    expect(splitFullName("  João   Souza ")).toEqual({ firstName: "João", lastName: "Souza" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});
