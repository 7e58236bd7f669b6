import { z } from "zod";
import {
  CPF_FORMATTED_LENGTH,
  DEFAULT_PHONE_LIMITS,
  birthDateProblem,
  formatCpf,
  isValidCpf,
  isValidEmail,
  isValidPassword,
  EMAIL_MAX_LENGTH,
  nameProblem,
  phoneProblem,
  PASSWORD_ALLOWED_RE,
  type NameLimits,
  type PhoneLimits,
} from "~/forms/rules";
import { countryByIso } from "./countries";
import { CPF_DOCUMENT, documentProblem, type IdentityDocument } from "./identity";

/** Extra fields a country rule may ask for (brand.countryRules[cc].registrationFields). */
export type ExtraField = "nationalId" | "birthPlace" | "maidenName";

export interface RegistrationRules {
  phone: PhoneLimits;
  passwordMinLength: number;
  name: NameLimits;
  minimumAge: number;
  /** registrationFields of the visitor's country rule. */
  extraFields: readonly string[];
  /** The brand's identity document (brand.identityDocument). */
  document: IdentityDocument;
  /** "Today" for the age check (tests pin it). */
  today?: Date;
}

export const DEFAULT_RULES: RegistrationRules = {
  phone: DEFAULT_PHONE_LIMITS,
  passwordMinLength: 8,
  name: { min: 2, max: 30 },
  minimumAge: 18,
  extraFields: [],
  document: CPF_DOCUMENT,
};

/** The brand limits a registration form needs (brand.limits of spec §9). */
export function rulesFrom(
  limits: { phone: PhoneLimits; passwordMinLength: number; name: NameLimits; minimumAge: number },
  extraFields: readonly string[] = [],
  document: IdentityDocument = CPF_DOCUMENT,
): RegistrationRules {
  return {
    document,
    phone: limits.phone,
    passwordMinLength: limits.passwordMinLength,
    name: limits.name,
    minimumAge: limits.minimumAge,
    extraFields,
  };
}

const text = (requiredKey: string) => z.string({ required_error: requiredKey }).trim();

/**
 * The registration form (spec §3 form fields, §5 rules). One schema for conform on the client
 * and for the action; every message is a key of the `registration` namespace.
 */
export function registrationSchema(rules: RegistrationRules = DEFAULT_RULES) {
  const extra = new Set(rules.extraFields);
  const cpf = rules.document.kind === "cpf";
  // Without the CPF registry the player types name and date of birth, checked here.
  const typedName = (field: "firstName" | "lastName") =>
    text(`${field}.errors.required`).refine((v) => nameProblem(v, rules.name) === null, "name.errors.invalid");
  const fields = z.object({
    cpf: cpf
      ? text("cpf.errors.required")
          .transform(formatCpf)
          .refine((v) => v.length === CPF_FORMATTED_LENGTH && isValidCpf(v), "cpf.errors.invalidCpf")
      : z.string().optional(),
    cpfToken: z.string().optional(),
    document:
      rules.document.kind === "nationalId"
        ? z
            .string({ required_error: "document.errors.required" })
            .trim()
            .superRefine((v, ctx) => {
              const problem = documentProblem(rules.document, v);
              if (problem) ctx.addIssue({ code: "custom", message: `document.errors.${problem}` });
            })
        : z.string().optional(),
    firstName: cpf ? z.string().trim().optional() : typedName("firstName"),
    lastName: cpf ? z.string().trim().optional() : typedName("lastName"),
    dateOfBirth: cpf
      ? z.string().trim().optional()
      : text("dateOfBirth.errors.required").superRefine((v, ctx) => {
          const problem = birthDateProblem(v, rules.minimumAge, rules.today);
          if (problem) ctx.addIssue({ code: "custom", message: `dateOfBirth.errors.${problem}` });
        }),
    email: text("email.errors.required")
      .max(EMAIL_MAX_LENGTH, "email.errors.tooLong")
      .refine(isValidEmail, "email.errors.invalid"),
    areaCountryCode: text("phone.errors.areaRequired").refine(
      (iso) => Boolean(countryByIso(iso)),
      "phone.errors.areaRequired",
    ),
    phone: text("phone.errors.required"),
    password: z
      .string({ required_error: "password.errors.required" })
      .refine((v) => PASSWORD_ALLOWED_RE.test(v), "password.errors.characters")
      .refine((v) => isValidPassword(v, rules.passwordMinLength), "password.errors.weak"),
    terms: z.boolean({ required_error: "terms.errors.required" }).refine((v) => v, "terms.errors.required"),
    personalId: extra.has("nationalId")
      ? text("personalId.errors.required").refine((v) => /^[A-Za-z0-9-]{5,20}$/.test(v), "personalId.errors.invalid")
      : z.string().optional(),
    birthPlace: extra.has("birthPlace")
      ? text("birthPlace.errors.required").refine(
          (v) => nameProblem(v, { min: 2, max: 50 }) === null,
          "birthPlace.errors.invalid",
        )
      : z.string().optional(),
    maidenName: extra.has("maidenName")
      ? text("maidenName.errors.required").refine(
          (v) => nameProblem(v, rules.name) === null,
          "maidenName.errors.invalid",
        )
      : z.string().optional(),
  });
  // Rules across fields run even when other fields have errors (an object refinement would not).
  const across = z
    .object({
      cpf: z.string().optional(),
      firstName: z.string().optional(),
      dateOfBirth: z.string().optional(),
      areaCountryCode: z.string().optional(),
      phone: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      const dial = countryByIso(value.areaCountryCode ?? "")?.dialCode ?? "";
      if (dial && value.phone?.trim()) {
        const phone = phoneProblem(dial, value.phone, rules.phone);
        if (phone) ctx.addIssue({ code: "custom", path: ["phone"], message: `phone.errors.${phone}` });
      }
      // The CPF's registry data: present only once verified (the action also checks the signed token).
      if (cpf && value.cpf && isValidCpf(formatCpf(value.cpf))) {
        if (!value.firstName || !value.dateOfBirth) {
          ctx.addIssue({ code: "custom", path: ["cpf"], message: "cpf.errors.notVerified" });
        } else {
          const age = birthDateProblem(value.dateOfBirth, rules.minimumAge, rules.today);
          if (age)
            ctx.addIssue({
              code: "custom",
              path: ["cpf"],
              message: age === "underage" ? "cpf.errors.underage" : "cpf.errors.invalidDateOfBirth",
            });
          if (nameProblem(value.firstName, rules.name) !== null)
            ctx.addIssue({ code: "custom", path: ["firstName"], message: "name.errors.invalid" });
        }
      }
    })
    .transform(() => ({}));
  return z.intersection(fields, across);
}

export type RegistrationForm = z.infer<ReturnType<typeof registrationSchema>>;

/** The CPF step alone (the Validate button, with or without JavaScript). */
export const cpfStepSchema = z.object({
  cpf: text("cpf.errors.required")
    .transform(formatCpf)
    .refine((v) => v.length === CPF_FORMATTED_LENGTH && isValidCpf(v), "cpf.errors.invalidCpf"),
});

/** Form field names of the form (spec §3 plus the country-rule extras). */
export const FIELD_NAMES = [
  "cpf",
  "document",
  "firstName",
  "lastName",
  "dateOfBirth",
  "email",
  "areaCountryCode",
  "phone",
  "password",
  "terms",
  "personalId",
  "birthPlace",
  "maidenName",
] as const;
