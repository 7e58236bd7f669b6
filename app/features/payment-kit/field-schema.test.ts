import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { CASES, NOW, field } from "./field-fixtures";
import { fieldSchema, formErrors, formSchema, replyOf, typedValueError, valueError } from "./field-schema";
import PARITY from "./field-schema.parity.json";

/** What conform posts: every value as a form entry (an empty input stays an empty string). */
const formData = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

/** conform's first message of each field, as the browser would show it. */
const conformErrors = (fields: Parameters<typeof formSchema>[0], values: Record<string, string>) => {
  const submission = parseWithZod(formData(values), { schema: formSchema(fields, NOW) });
  const reply = submission.reply();
  return Object.fromEntries(
    Object.entries(reply.error ?? {}).flatMap(([name, list]) => (list?.[0] ? [[name, list[0]]] : [])),
  );
};

describe("one schema per field, by type and key (spec §3, §5)", () => {
  const verdict = (over: Parameters<typeof field>[0], value: string) => {
    const result = fieldSchema(field(over)).safeParse(value);
    return result.success ? null : result.error.issues[0].message;
  };

  it("text: required, at most 200 characters; an optional one may stay empty", () => {
    expect(verdict({}, "")).toBe("fields.errors.required");
    expect(verdict({}, "   ")).toBe("fields.errors.required");
    expect(verdict({}, "a".repeat(201))).toBe("fields.errors.tooLong");
    expect(verdict({}, "ok")).toBeNull();
    expect(verdict({ required: false }, "")).toBeNull();
  });

  it("email: the e-mail form", () => {
    expect(verdict({ type: "email" }, "a@b")).toBe("fields.errors.email");
    expect(verdict({ type: "email" }, "a@b.co")).toBeNull();
  });

  it("select and radio: only a value of their options", () => {
    const options = [{ value: "SEPA" }, { value: "SWIFT" }];
    expect(verdict({ type: "select", options }, "OTHER")).toBe("fields.errors.choose");
    expect(verdict({ type: "radio", options }, "SWIFT")).toBeNull();
  });

  it("card number, CVV and holder by their key, each with its own 'required' message", () => {
    expect(verdict({ key: "cardNumber", type: "tel" }, "")).toBe("card.errors.numberRequired");
    expect(verdict({ key: "cardNumber", type: "tel" }, "4111 1111 1111 1112")).toBe("card.errors.numberInvalid");
    expect(verdict({ key: "cvv", type: "password" }, "12")).toBe("card.errors.cvv");
    expect(verdict({ key: "cardHolderName" }, "A")).toBe("card.errors.holder");
  });

  it("a payout rule after the generic checks", () => {
    expect(verdict({ key: "iban", rule: "iban" }, "DE89370400440532013001")).toBe("payout.errors.iban");
    expect(verdict({ key: "iban", rule: "iban" }, "DE89370400440532013000")).toBeNull();
  });

  it("a fixed value: only its absence is an error, whatever is posted", () => {
    expect(verdict({ fixed: "529.982.247-25" }, "anything")).toBeNull();
    expect(verdict({ fixed: "" }, "")).toBe("payout.errors.noFixed");
  });

  it("a typed value is judged by its form only, never its absence", () => {
    expect(typedValueError(field({ rule: "iban" }), "")).toBeNull();
    expect(typedValueError(field({ rule: "iban" }), "DE00")).toBe("payout.errors.iban");
    expect(valueError(field({ rule: "iban" }), "")).toBe("fields.errors.required");
  });
});

describe("the form's schema", () => {
  it("judges the expiry as one date, its message on the field it concerns", () => {
    const fields = [field({ key: "expiryMonth", name: "m" }), field({ key: "expiryYear", name: "y" })];
    expect(formErrors(fields, { m: "5", y: "2040" }, NOW)).toEqual({ y: "card.errors.expiryYear" });
    expect(formErrors(fields, { m: "10", y: "2026" }, NOW)).toEqual({ m: "card.errors.expired" });
  });

  it("gives conform the server's verdict as lastResult, nothing when valid", () => {
    expect(replyOf({})).toBeNull();
    expect(replyOf({ iban: "payout.errors.iban" })).toEqual({
      status: "error",
      error: { iban: ["payout.errors.iban"] },
    });
  });
});

describe("parity with the engine it replaces (cashier/method-form.ts before ADR 096)", () => {
  const golden = PARITY as Record<string, { errors: Record<string, string>; typed: Record<string, string | null> }>;

  it("covers every case", () => {
    expect(Object.keys(golden).sort()).toEqual(CASES.map((c) => c.label).sort());
  });

  for (const c of CASES) {
    it(c.label.length > 80 ? `${c.label.slice(0, 80)}…` : c.label, () => {
      const want = golden[c.label];
      // the action's verdict, the browser's (conform parses FormData with the same schema), and the live one
      expect(formErrors(c.fields, c.values, c.now)).toEqual(want.errors);
      expect(conformErrors(c.fields, c.values)).toEqual(want.errors);
      expect(Object.fromEntries(c.fields.map((f) => [f.name, typedValueError(f, c.values[f.name] ?? "")]))).toEqual(
        want.typed,
      );
    });
  }
});
