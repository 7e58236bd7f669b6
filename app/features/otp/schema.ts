import { z } from "zod";

/** Spec §5: four digits, each one numeric character (otpCode1..otpCode4). */
const digit = z.string({ required_error: "otp:errors.digit" }).regex(/^\d$/, "otp:errors.digit");
export const otpSchema = z.object({ otpCode1: digit, otpCode2: digit, otpCode3: digit, otpCode4: digit });
export const OTP_FIELDS = ["otpCode1", "otpCode2", "otpCode3", "otpCode4"] as const;

export interface PhoneRules {
  minDigits: number;
  maxDigits: number;
  /** Only where the brand's market asks for it (Brazil: area 55 needs 11 digits). */
  brazilAreaCode?: string;
  brazilDigits?: number;
}

/** Spec §9: phone 5–15 digits; area 55 needs 11 where the brand config says so. */
export function phoneSchema(rules: PhoneRules) {
  return z
    .object({
      areaCode: z
        .string({ required_error: "otp:errors.areaCode" })
        .trim()
        .transform((v) => v.replace(/^\+/, ""))
        .pipe(z.string().regex(/^\d{1,4}$/, "otp:errors.areaCode")),
      phoneNumber: z
        .string({ required_error: "otp:errors.phone" })
        .trim()
        .transform((v) => v.replace(/[\s()-]/g, ""))
        .pipe(
          z
            .string()
            .regex(/^\d+$/, "otp:errors.phone")
            .min(rules.minDigits, "otp:errors.phone")
            .max(rules.maxDigits, "otp:errors.phone"),
        ),
    })
    .superRefine((value, ctx) => {
      const fixed = rules.brazilAreaCode !== undefined && value.areaCode === rules.brazilAreaCode;
      if (fixed && value.phoneNumber.length !== rules.brazilDigits) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phoneNumber"], message: "otp:errors.brazilPhone" });
      }
    });
}

/** The digits of a pasted code, when it is exactly `length` digits (spaces and dashes ignored). */
export function pastedCode(text: string, length = 4): string[] | null {
  const digits = text.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${length}}$`).test(digits) ? digits.split("") : null;
}

/** Seconds until a new code may be sent, never below 0. */
export function resendRemaining(sentAt: number | null, now: number, resendSeconds: number): number {
  if (!sentAt) return 0;
  return Math.max(0, resendSeconds - Math.floor((now - sentAt) / 1000));
}

/** "+55 ••••••• 4321": enough to recognise the number, not to read it. */
export function maskPhone(areaCode: string | null | undefined, phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return "";
  const tail = digits.slice(-4);
  return `${areaCode ? `+${areaCode} ` : ""}${"•".repeat(Math.max(0, digits.length - 4))} ${tail}`.trim();
}

/** Spec §7: the OTP pages exist only where the brand has OTP verification and the platform has it switched on. */
export function otpAvailable(brandFlag: boolean, platformEnabled: boolean | null): boolean {
  // No answer from the platform: the brand's configuration decides.
  return brandFlag && platformEnabled !== false;
}
