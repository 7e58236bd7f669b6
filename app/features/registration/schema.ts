import { z } from "zod";
import {
  DEFAULT_PHONE_LIMITS,
  birthDateProblem,
  formatCpf,
  isValidCpf,
  nameProblem,
  type NameLimits,
  type PhoneLimits,
} from "~/forms/rules";
import {
  birthDateRule,
  checkPhone,
  cpfRule,
  emailRule,
  nameRule,
  passwordRule,
  requiredText as text,
} from "~/forms/zod-rules";
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

const CPF_KEYS = { required: "cpf.errors.required", invalid: "cpf.errors.invalidCpf" };

/**
 * The registration form (spec §3 form fields, §5 rules). One schema for conform on the client
 * and for the action; every message is a key of the `registration` namespace.
 */
export function registrationSchema(rules: RegistrationRules = DEFAULT_RULES) {
  const extra = new Set(rules.extraFields);
  const cpf = rules.document.kind === "cpf";
  // Without the CPF registry the player types name and date of birth, checked here.
  const typedName = (field: "firstName" | "lastName") =>
    nameRule({ required: `${field}.errors.required`, invalid: "name.errors.invalid" }, rules.name);
  const fields = z.object({
    cpf: cpf ? cpfRule(CPF_KEYS) : z.string().optional(),
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
      : birthDateRule("dateOfBirth.errors", rules.minimumAge, rules.today),
    email: emailRule({
      required: "email.errors.required",
      tooLong: "email.errors.tooLong",
      invalid: "email.errors.invalid",
    }),
    areaCountryCode: text("phone.errors.areaRequired").refine(
      (iso) => Boolean(countryByIso(iso)),
      "phone.errors.areaRequired",
    ),
    phone: text("phone.errors.required"),
    password: passwordRule(
      { required: "password.errors.required", characters: "password.errors.characters", weak: "password.errors.weak" },
      rules.passwordMinLength,
    ),
    terms: z.boolean({ required_error: "terms.errors.required" }).refine((v) => v, "terms.errors.required"),
    personalId: extra.has("nationalId")
      ? text("personalId.errors.required").refine((v) => /^[A-Za-z0-9-]{5,20}$/.test(v), "personalId.errors.invalid")
      : z.string().optional(),
    birthPlace: extra.has("birthPlace")
      ? nameRule({ required: "birthPlace.errors.required", invalid: "birthPlace.errors.invalid" }, { min: 2, max: 50 })
      : z.string().optional(),
    maidenName: extra.has("maidenName")
      ? nameRule({ required: "maidenName.errors.required", invalid: "maidenName.errors.invalid" }, rules.name)
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
      checkPhone(ctx, { dialCode: dial, number: value.phone ?? "", limits: rules.phone }, "phone.errors", ["phone"]);
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
export const cpfStepSchema = z.object({ cpf: cpfRule(CPF_KEYS) });

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
