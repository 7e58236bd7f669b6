import { describe, expect, it } from "vitest";
import { forgotSchema } from "./schemas";

const messageOf = (email: string, max = 64) => {
  const result = forgotSchema(max).safeParse({ email });
  return result.success ? null : result.error.issues[0].message;
};

describe("forgot password e-mail (spec §5, the kit's one e-mail check)", () => {
  it("accepts an address the registration accepts, trimmed", () => {
    expect(messageOf(" ana.silva+1@mail-br.example.com ")).toBeNull();
  });

  it("refuses what the registration refuses: double dots, a one-letter TLD, no @", () => {
    for (const email of ["ana@mail..com", "ana..silva@mail.com", "ana@mail.c", "ana.mail.com"])
      expect(messageOf(email), email).toBe("validation.emailInvalid");
  });

  it("says required when empty and too long past the brand's limit", () => {
    expect(messageOf("  ")).toBe("validation.emailRequired");
    expect(messageOf("ana@mail.com", 8)).toBe("validation.emailTooLong");
  });
});
