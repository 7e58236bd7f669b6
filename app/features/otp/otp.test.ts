import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { otpContinue } from "./otp.server";
import { maskPhone, otpAvailable, otpSchema, pastedCode, phoneSchema, resendRemaining } from "./schema";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const rules = { minDigits: 5, maxDigits: 15, brazilAreaCode: "55", brazilDigits: 11 };

describe("OTP form (spec §5)", () => {
  it("accepts four single digits", () => {
    expect(
      parseWithZod(form({ otpCode1: "1", otpCode2: "2", otpCode3: "3", otpCode4: "4" }), { schema: otpSchema }).status,
    ).toBe("success");
  });
  it("rejects letters, empty and double digits", () => {
    const result = parseWithZod(form({ otpCode1: "a", otpCode2: "", otpCode3: "12", otpCode4: "4" }), {
      schema: otpSchema,
    });
    expect(result.status).toBe("error");
    const reply = result.reply();
    expect(Object.keys(reply.error ?? {}).sort()).toEqual(["otpCode1", "otpCode2", "otpCode3"]);
    expect(reply.error?.otpCode1).toEqual(["otp:errors.digit"]);
  });
  it("pastes exactly four digits", () => {
    expect(pastedCode("1234")).toEqual(["1", "2", "3", "4"]);
    expect(pastedCode(" 12-34 ")).toEqual(["1", "2", "3", "4"]);
    expect(pastedCode("123")).toBeNull();
    expect(pastedCode("12a4")).toBeNull();
  });
});

describe("phone change (spec §9)", () => {
  const schema = phoneSchema(rules);
  it("needs 5–15 digits, and 11 with area code 55", () => {
    expect(parseWithZod(form({ areaCode: "+55", phoneNumber: "(11) 98765-4321" }), { schema }).status).toBe("success");
    expect(
      parseWithZod(form({ areaCode: "55", phoneNumber: "98765432" }), { schema }).reply().error?.phoneNumber,
    ).toEqual(["otp:errors.brazilPhone"]);
    expect(parseWithZod(form({ areaCode: "44", phoneNumber: "1234" }), { schema }).reply().error?.phoneNumber).toEqual([
      "otp:errors.phone",
    ]);
    expect(parseWithZod(form({ areaCode: "44", phoneNumber: "7700900123" }), { schema }).status).toBe("success");
    expect(
      parseWithZod(form({ areaCode: "x", phoneNumber: "7700900123" }), { schema }).reply().error?.areaCode,
    ).toEqual(["otp:errors.areaCode"]);
  });
});

describe("phone change without the Brazil-only keys", () => {
  it("treats area code 55 like any other", () => {
    const schema = phoneSchema({ minDigits: 5, maxDigits: 15 });
    expect(parseWithZod(form({ areaCode: "55", phoneNumber: "98765432" }), { schema }).status).toBe("success");
  });
});

describe("resend timer", () => {
  it("counts down from resendSeconds to 0", () => {
    expect(resendRemaining(1_000, 1_000, 59)).toBe(59);
    expect(resendRemaining(1_000, 31_000, 59)).toBe(29);
    expect(resendRemaining(1_000, 100_000, 59)).toBe(0);
    expect(resendRemaining(null, 0, 59)).toBe(0);
  });
  it("masks the phone number", () => {
    expect(maskPhone("55", "11987654321")).toBe("+55 ••••••• 4321");
    expect(maskPhone(null, "")).toBe("");
  });
});

describe("OTP availability (brand features.otpVerification, general/isOtpVerificationEnabled)", () => {
  it("needs the brand flag and a platform that has not switched it off", () => {
    expect(otpAvailable(true, true)).toBe(true);
    expect(otpAvailable(true, null)).toBe(true);
    expect(otpAvailable(true, false)).toBe(false);
    expect(otpAvailable(false, true)).toBe(false);
    expect(otpAvailable(false, null)).toBe(false);
  });
});

describe("otpContinue (the withdrawal's SMS gate returns to the withdrawal)", () => {
  it("keeps a safe redirectUrl on the page's own links and redirects", () => {
    const { next, at } = otpContinue(new URL("http://x/pb/otp?redirectUrl=%2Fpb%3Fmodal%3Dwithdraw%26withdraw%3Dtrue"));
    expect(next).toBe("/pb?modal=withdraw&withdraw=true");
    expect(at({ send: "failed" })).toBe("/pb/otp?send=failed&redirectUrl=%2Fpb%3Fmodal%3Dwithdraw%26withdraw%3Dtrue");
  });
  it("drops an unsafe one: no open redirect", () => {
    for (const raw of ["https://evil.example/", "//evil.example", "/pb/../..//evil.example"]) {
      const { next, at } = otpContinue(new URL(`http://x/pb/otp?redirectUrl=${encodeURIComponent(raw)}`));
      expect(next).toBeNull();
      expect(at()).toBe("/pb/otp");
    }
  });
});
