import { z } from "zod";
// One set of spec §5 password rules for registration and reset.
import { isValidEmail } from "~/forms/rules";
import { passwordRule } from "~/forms/zod-rules";

/**
 * Form schemas of the auth area, shared by the browser (conform onValidate) and the actions.
 * Messages are auth namespace keys, resolved with t() where they are shown.
 */

const required = (message: string) => ({ required_error: message, invalid_type_error: message });

export function loginSchema(maxLength: number) {
  return z.object({
    emailId: z
      .string(required("validation.loginRequired"))
      .trim()
      .min(1, "validation.loginRequired")
      .max(maxLength, "validation.loginTooLong"),
    password: z
      .string(required("validation.passwordRequired"))
      .min(1, "validation.passwordRequired")
      .max(128, "validation.passwordTooLong"),
  });
}

/** The password-only view that links a Google account (answer to 100428). */
export const linkSchema = z.object({
  password: z
    .string(required("validation.passwordRequired"))
    .min(1, "validation.passwordRequired")
    .max(128, "validation.passwordTooLong"),
});

export function forgotSchema(maxLength: number) {
  return z.object({
    email: z
      .string(required("validation.emailRequired"))
      .trim()
      .min(1, "validation.emailRequired")
      .max(maxLength, "validation.emailTooLong")
      // The kit's one spec §5 e-mail check; the length stays the brand's login limit.
      .refine(isValidEmail, "validation.emailInvalid"),
  });
}

export function resetSchema(minLength: number) {
  return z
    .object({
      resetPasswordToken: z
        .string(required("validation.tokenMissing"))
        .min(1, "validation.tokenMissing")
        .max(512, "validation.tokenMissing"),
      password: passwordRule(
        {
          required: "validation.passwordRequired",
          characters: "validation.passwordCharacters",
          weak: "validation.passwordWeak",
        },
        minLength,
        z
          .string(required("validation.passwordRequired"))
          .min(1, "validation.passwordRequired")
          .max(128, "validation.passwordTooLong"),
        { browserPattern: true },
      ),
      confirmPassword: z.string(required("validation.confirmRequired")).min(1, "validation.confirmRequired"),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "validation.confirmMismatch",
    });
}
