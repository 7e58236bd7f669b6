import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { cpfWithCheckDigits } from "./rules";
import {
  amountRule,
  birthDateRule,
  checkDateRange,
  checkPhone,
  cpfRule,
  emailRule,
  filesRule,
  fromCheck,
  nameRule,
  passwordRule,
  requiredText,
} from "./zod-rules";

/** The messages a schema answers for a value (empty when it passes). */
const messages = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("requiredText and fromCheck", () => {
  it("answers the required key for a missing field and trims", () => {
    expect(messages(requiredText("req"), undefined)).toEqual(["req"]);
    expect(requiredText("req").parse("  a ")).toBe("a");
  });

  it("turns a check's key into the field's message", () => {
    const cvv = fromCheck((v) => (/^\d{3}$/.test(v) ? null : "card.errors.cvv"));
    expect(messages(cvv, "12")).toEqual(["card.errors.cvv"]);
    expect(messages(cvv, "123")).toEqual([]);
  });
});

describe("emailRule", () => {
  const email = emailRule({ required: "r", tooLong: "long", invalid: "bad" });
  it("takes a good address and refuses a bad one, a long one and none", () => {
    expect(messages(email, "ana@example.com")).toEqual([]);
    expect(messages(email, "ana@example")).toEqual(["bad"]);
    expect(messages(email, `${"a".repeat(60)}@example.com`)).toContain("long");
    expect(messages(email, undefined)).toEqual(["r"]);
  });
});

describe("passwordRule", () => {
  const password = passwordRule({ required: "r", characters: "chars", weak: "weak" }, 8);
  it("asks for the allowed characters first, then the checklist", () => {
    expect(messages(password, "Abcdefg1")).toEqual([]);
    expect(messages(password, "Abc defg1")).toEqual(["chars"]);
    expect(messages(password, "abcdefg1")).toEqual(["weak"]);
    expect(messages(password, undefined)).toEqual(["r"]);
  });

  it("keeps what the caller's base checks first", () => {
    const capped = passwordRule({ required: "r", characters: "c", weak: "w" }, 8, z.string().max(10, "long"));
    expect(messages(capped, "Abcdefghijk1")[0]).toBe("long");
  });

  it("gives the browser the allowed characters as a pattern only when asked (the reset form without JS)", () => {
    const keys = { required: "r", characters: "c", weak: "w" };
    const constraint = (rule: z.ZodTypeAny) => getZodConstraint(z.object({ password: rule })).password;
    expect(constraint(passwordRule(keys, 8, z.string(), { browserPattern: true }))?.pattern).toBeTruthy();
    expect(constraint(passwordRule(keys, 8))?.pattern).toBeUndefined();
    expect(messages(passwordRule(keys, 8, z.string(), { browserPattern: true }), "Abc defg1")).toEqual(["c"]);
  });
});

describe("nameRule", () => {
  it("takes letters of any script within the limits", () => {
    const name = nameRule({ required: "r", invalid: "bad" }, { min: 2, max: 30 });
    expect(messages(name, "José da Silva")).toEqual([]);
    expect(messages(name, "J0sé")).toEqual(["bad"]);
    expect(messages(name, "J")).toEqual(["bad"]);
  });
});

describe("cpfRule", () => {
  const cpf = cpfRule({ required: "r", invalid: "bad" });
  it("formats a valid CPF and refuses wrong check digits", () => {
    const digits = cpfWithCheckDigits("123456789");
    expect(cpf.parse(digits)).toBe("123.456.789-09");
    expect(messages(cpf, "123.456.789-00")).toEqual(["bad"]);
    expect(messages(cpf, undefined)).toEqual(["r"]);
  });
});

describe("birthDateRule", () => {
  const today = new Date(Date.UTC(2026, 10, 28));
  const dob = birthDateRule("dob", 18, today);
  it("answers required, invalid and underage under the prefix", () => {
    expect(messages(dob, "2000-01-31")).toEqual([]);
    expect(messages(dob, "")).toEqual(["dob.required"]);
    expect(messages(dob, "2000-02-30")).toEqual(["dob.invalid"]);
    expect(messages(dob, "2010-01-01")).toEqual(["dob.underage"]);
  });
});

describe("checkPhone", () => {
  const phone = z.object({ dial: z.string(), phone: z.string() }).superRefine((value, ctx) =>
    checkPhone(
      ctx,
      {
        dialCode: value.dial,
        number: value.phone,
        limits: { minDigits: 5, maxDigits: 15, brazilAreaCode: "55", brazilDigits: 11 },
      },
      "phone",
      ["phone"],
    ),
  );
  it("checks the number against its dial code, on the phone field", () => {
    expect(messages(phone, { dial: "55", phone: "11987654321" })).toEqual([]);
    expect(messages(phone, { dial: "55", phone: "1198765432" })).toEqual(["phone.brazilLength"]);
    expect(messages(phone, { dial: "44", phone: "12a" })).toEqual(["phone.digitsOnly"]);
    expect(phone.safeParse({ dial: "44", phone: "1234" }).error?.issues[0].path).toEqual(["phone"]);
  });
});

describe("checkDateRange", () => {
  const range = z
    .object({ from: z.string(), to: z.string() })
    .superRefine((value, ctx) =>
      checkDateRange(ctx, { ...value, today: "2026-11-28", maxDays: 366 }, "dates", ["from"]),
    );
  it("answers each spec §5 range problem", () => {
    expect(messages(range, { from: "2026-01-01", to: "2026-02-01" })).toEqual([]);
    expect(messages(range, { from: "2026-01-01", to: "" })).toEqual(["dates.datesTogether"]);
    expect(messages(range, { from: "2026-02-01", to: "2026-01-01" })).toEqual(["dates.endBeforeStart"]);
    expect(messages(range, { from: "2026-11-01", to: "2026-12-01" })).toEqual(["dates.future"]);
    expect(messages(range, { from: "2024-01-01", to: "2026-01-01" })).toEqual(["dates.tooLong"]);
    expect(messages(range, { from: "2026-02-30", to: "2026-03-01" })).toEqual(["dates.invalidDate"]);
  });
});

describe("amountRule", () => {
  const format = {
    symbol: "R$",
    position: "before",
    decimalSeparator: ",",
    thousandsSeparator: ".",
    decimals: 2,
  } as const;
  const amount = amountRule({ format, message: (p) => `amount.${p}`, min: 1000, max: 500000 });
  it("gives minor units of an amount in the brand's format within the bounds", () => {
    expect(amount.parse("1.234,50")).toBe(123450);
    expect(messages(amount, "10,123")).toEqual(["amount.decimals"]);
    expect(messages(amount, "9,99")).toEqual(["amount.min"]);
    expect(messages(amount, "5.000,01")).toEqual(["amount.max"]);
    expect(messages(amount, "")).toEqual(["amount.required"]);
  });

  it("lets an optional amount be empty", () => {
    expect(amountRule({ format, message: (p) => p, optional: true }).parse(" ")).toBeUndefined();
  });
});

describe("filesRule", () => {
  const files = filesRule({
    keys: { required: "none", tooMany: "many", tooLarge: "large", type: "type" },
    maxFiles: 2,
    maxFileBytes: 10,
    types: ["image/png"],
  });
  const png = (size = 4) => new File(["x".repeat(size)], "a.png", { type: "image/png" });
  it("takes one or a few accepted files and refuses the rest by name", () => {
    expect(messages(files, png())).toEqual([]);
    expect(messages(files, [png(), png()])).toEqual([]);
    expect(messages(files, undefined)).toEqual(["none"]);
    expect(messages(files, [png(), png(), png()])).toEqual(["many"]);
    expect(messages(files, png(11))).toEqual(["large"]);
    expect(messages(files, new File(["x"], "a.exe", { type: "application/x-msdownload" }))).toEqual(["type"]);
  });
});
