import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { PlatformError } from "./errors";

/** Registration domain of the platform (docs/contract/accounts.md, spec §3 and §7). */

const cpfSchema = z.object({
  status: z.string(),
  fullName: z.string().nullish(),
  dateOfBirth: z.string().nullish(),
  errorCode: z.union([z.string(), z.number()]).nullish(),
});

export type CpfCheck = { ok: true; fullName: string; dateOfBirth: string } | { ok: false; code: string | null };

/** POST validateCpf (cpfNumber): the registry's name and date of birth, or a spec §8 CPF code. */
export async function validateCpf(caller: PlatformCaller, cpfNumber: string): Promise<CpfCheck> {
  try {
    const result = await callPlatform(caller, { path: "validateCpf", form: { cpfNumber }, schema: cpfSchema });
    if (result?.status === "SUCCESS" && result.fullName && result.dateOfBirth) {
      return { ok: true, fullName: result.fullName, dateOfBirth: result.dateOfBirth.slice(0, 10) };
    }
    return { ok: false, code: result?.errorCode ? String(result.errorCode) : null };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, code: error.code };
    throw error;
  }
}

const uniqueSchema = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** POST isUniqueEmail (txtEmail): 1 available, 0 taken, other values malformed; null when unknown. */
export async function isUniqueEmail(caller: PlatformCaller, email: string): Promise<number | null> {
  try {
    return await callPlatform(caller, { path: "isUniqueEmail", form: { txtEmail: email }, schema: uniqueSchema });
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

const phoneSchema = z.object({ status: z.string(), internalErrorCodeDescription: z.string().nullish() });
export type PhoneAvailability = z.infer<typeof phoneSchema>;

/** POST checkUserPhoneAvailablity (mobileNumber, mobileIsdCode). */
export async function checkPhoneAvailability(
  caller: PlatformCaller,
  mobileNumber: string,
  mobileIsdCode: string,
): Promise<PhoneAvailability | null> {
  try {
    return await callPlatform(caller, {
      path: "checkUserPhoneAvailablity",
      form: { mobileNumber, mobileIsdCode },
      schema: phoneSchema,
    });
  } catch (error) {
    if (error instanceof PlatformError) {
      const body = error.body as { internalErrorCodeDescription?: string } | null;
      return { status: "FAILURE", internalErrorCodeDescription: body?.internalErrorCodeDescription ?? null };
    }
    throw error;
  }
}

const policyConfigsSchema = z.object({
  policyConfigs: z
    .array(
      z.object({ policyType: z.string(), policyVersionId: z.string().default("1.0"), policyUrl: z.string().nullish() }),
    )
    .default([]),
});
export type PolicyConfig = z.infer<typeof policyConfigsSchema>["policyConfigs"][number];

/** GET policy/getPolicies: the configured policies (spec §3), [] when unavailable. */
export async function getPolicyConfigs(caller: PlatformCaller): Promise<PolicyConfig[]> {
  try {
    return (
      (await callPlatform(caller, { path: "policy/getPolicies", schema: policyConfigsSchema }))?.policyConfigs ?? []
    );
  } catch (error) {
    if (error instanceof PlatformError) return [];
    throw error;
  }
}

/** The spec §3 registration payload, as form fields. */
export interface RegistrationPayload {
  title: string;
  areaCode: string;
  areaCountryCode: string;
  country: string;
  phoneNumber: string;
  state: string;
  /** The CPF or the national id, as the brand's identity document says; absent when it asks for none. */
  nationalId?: string;
  /** Without a CPF registry, the player's own name and ISO date of birth. */
  firstName?: string;
  lastName?: string;
  dob?: string;
  emailId: string;
  password: string;
  nickname: string;
  screenName: string;
  termsNcondition: boolean;
  emailAndMobileSubscribed: boolean;
  policies: string;
  affiliateId: string;
  affiliateName: string;
  trackerId: string;
  bannerId: string;
  language: string;
  currency: string;
  productCommunicationPreferences: string;
  emailSubscribed: boolean;
  telephoneSubscribed: boolean;
  smsSubscribed: boolean;
  referralId?: string;
  bTag?: string;
  utmSource?: string;
  birthPlace?: string;
  maidenName?: string;
  personalId?: string;
}

const registrationSchema = z.object({
  success: z.boolean(),
  externalEcrId: z.string().nullish(),
  errors: z
    .union([
      z.array(
        z.object({ errorCode: z.union([z.string(), z.number()]).nullish(), field: z.string().nullish() }).passthrough(),
      ),
      z
        .object({ errorCode: z.union([z.string(), z.number()]).nullish(), field: z.string().nullish() })
        .passthrough()
        .transform((e) => [e]),
    ])
    .nullish(),
});

export type RegistrationResult =
  | { ok: true; externalEcrId: string | null }
  | { ok: false; errors: { errorCode: string | null; field: string | null }[] };

/** POST registration. Failures come back as the error list of spec §3; transport trouble as an empty list. */
export async function register(caller: PlatformCaller, payload: RegistrationPayload): Promise<RegistrationResult> {
  try {
    const result = await callPlatform(caller, {
      path: "registration",
      form: { ...payload },
      schema: registrationSchema,
      timeoutMs: 20_000,
    });
    if (!result) return { ok: false, errors: [] };
    if (result.success) return { ok: true, externalEcrId: result.externalEcrId ?? null };
    return {
      ok: false,
      errors: (result.errors ?? []).map((e) => ({
        errorCode: e.errorCode === null || e.errorCode === undefined ? null : String(e.errorCode),
        field: e.field ?? null,
      })),
    };
  } catch (error) {
    if (error instanceof PlatformError) {
      const body = error.body as { errors?: { field?: string } } | null;
      return { ok: false, errors: [{ errorCode: error.code, field: body?.errors?.field ?? null }] };
    }
    throw error;
  }
}

const loginSchema = z.object({
  success: z.boolean(),
  sessionToken: z.string().nullish(),
  sessionLimit: z.union([z.number(), z.string()]).transform(Number).nullish(),
  language: z.string().nullish(),
});

export type AutoLogin = { ok: true; sessionToken: string; sessionLimitMinutes: number } | { ok: false };

/** POST login with the new account's credentials (spec §4: automatic login after registration). */
export async function loginAfterRegistration(
  caller: PlatformCaller,
  emailId: string,
  password: string,
): Promise<AutoLogin> {
  try {
    const result = await callPlatform(caller, { path: "login", form: { emailId, password }, schema: loginSchema });
    if (!result?.success || !result.sessionToken) return { ok: false };
    const limit = Number.isFinite(result.sessionLimit) ? Number(result.sessionLimit) : 0;
    return { ok: true, sessionToken: result.sessionToken, sessionLimitMinutes: Math.max(0, limit) };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false };
    throw error;
  }
}
