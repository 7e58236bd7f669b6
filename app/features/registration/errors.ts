/**
 * Spec §8 error catalogues of the registration context: CPF check codes and registration
 * codes, each to an i18n key of the `registration` namespace (and, for registration, the
 * control the message belongs to).
 */
import type { DocumentKind } from "./identity";

/** CPF codes answered by validateCpf (spec §8 "CPF codes"). */
export const CPF_GENERIC_CODES = [
  "100771",
  "100767",
  "100882",
  "100883",
  "100888",
  "100881",
  "100884",
  "100885",
  "100886",
  "100892",
  "100887",
  "100890",
  "100891",
  "100157",
] as const;
export const CPF_INVALID_DATA_CODES = [
  "100770",
  "100764",
  "100766",
  "100774",
  "100768",
  "100772",
  "100773",
  "100889",
  "100765",
] as const;

const CPF_SPECIFIC: Record<string, string> = {
  "100762": "cpf.errors.duplicate",
  "100776": "cpf.errors.suspended",
  "100775": "cpf.errors.regularizationPending",
  "100769": "cpf.errors.validWithRemarks",
  "100777": "cpf.errors.cancelled",
  "100778": "cpf.errors.null",
};

/** The message key for a validateCpf failure code; unknown codes are generic. */
export function cpfErrorKey(code: string | number | null | undefined): string {
  const value = code === null || code === undefined ? "" : String(code);
  if (CPF_SPECIFIC[value]) return CPF_SPECIFIC[value];
  if ((CPF_INVALID_DATA_CODES as readonly string[]).includes(value)) return "cpf.errors.invalidData";
  return "cpf.errors.generic";
}

/** Form controls a registration error can belong to. */
export type RegistrationControl =
  | "cpf"
  | "document"
  | "firstName"
  | "lastName"
  | "dateOfBirth"
  | "email"
  | "password"
  | "phone"
  | "personalId"
  | "birthPlace"
  | "maidenName";

/** The platform's `field` names (contract) → our controls (spec §8: nickname is the username = email). */
const FIELD_TO_CONTROL: Record<string, RegistrationControl> = {
  firstName: "firstName",
  lastName: "lastName",
  dob: "dateOfBirth",
  nickname: "email",
  screenName: "email",
  emailId: "email",
  email: "email",
  password: "password",
  areaCode: "phone",
  phone: "phone",
  phoneNumber: "phone",
  mobileNumber: "phone",
  nationalId: "cpf",
  personalId: "personalId",
  birthPlace: "birthPlace",
  maidenName: "maidenName",
};

/** Registration codes with their own message, and the control each belongs to when the platform names none. */
const REGISTRATION_CODES: Record<string, { key: string; control?: RegistrationControl }> = {
  "100170": { key: "errors.duplicateEmail", control: "email" },
  "100171": { key: "errors.duplicateScreenName", control: "email" },
  "100762": { key: "errors.duplicateNationalId", control: "cpf" },
  "100203": { key: "errors.duplicateNationalId", control: "cpf" },
  "100291": { key: "errors.invalidDateOfBirth", control: "cpf" },
  "100734": { key: "errors.invalidNationalId", control: "cpf" },
  "100466": { key: "errors.invalidCnp", control: "personalId" },
  "100202": { key: "errors.missingNationalId", control: "cpf" },
  "100180": { key: "errors.missingFields" },
  "100153": { key: "errors.selfExclusionRegister" },
  "100181": { key: "errors.selfExclusion" },
  "100201": { key: "errors.kycFailed" },
  "100177": { key: "errors.invalidProfile" },
  "100178": { key: "errors.invalidJurisdiction" },
  // The generic modal codes of spec §8.
  "100100": { key: "errors.somethingWntWrong" },
  "100157": { key: "errors.technicalError" },
  "100164": { key: "errors.invalidRequest" },
  "100190": { key: "errors.authenticationError" },
  "100191": { key: "errors.unauthorisedClient" },
  "100192": { key: "errors.invalidGrant" },
  "100193": { key: "errors.invalidClient" },
  "100194": { key: "errors.invalidToken" },
};

export const REGISTRATION_FALLBACK_KEY = "errors.somethingWntWrong";

export interface RegistrationErrorInput {
  errorCode?: string | number | null;
  field?: string | null;
}

export interface MappedRegistrationError {
  key: string;
  /** The control to show it under; absent → the generic dialog. */
  control?: RegistrationControl;
  code: string | null;
}

/**
 * Where the brand's document puts a control: with the CPF the registry's name and date of birth
 * are read-only and answer for the CPF field; otherwise the national id is the document field,
 * and a brand without a document has no field for it (the dialog says it).
 */
const PLACEMENT: Record<DocumentKind, Partial<Record<RegistrationControl, RegistrationControl | null>>> = {
  cpf: { lastName: "firstName", dateOfBirth: "cpf" },
  nationalId: { cpf: "document" },
  none: { cpf: null },
};

/** CPF-worded messages and their neutral counterparts for a brand without the CPF. */
const DOCUMENT_KEYS: Record<string, string> = {
  "errors.duplicateNationalId": "errors.duplicateDocument",
  "errors.invalidNationalId": "errors.invalidDocument",
};

/** Spec §8: the first error code gives the message; a field error goes to its control; otherwise the dialog. */
export function mapRegistrationErrors(
  errors: readonly RegistrationErrorInput[] | null | undefined,
  kind: DocumentKind = "cpf",
): MappedRegistrationError {
  const first =
    errors?.find((e) => e.errorCode !== undefined && e.errorCode !== null && e.errorCode !== "") ?? errors?.[0];
  if (!first) return { key: REGISTRATION_FALLBACK_KEY, code: null };
  const code = first.errorCode === undefined || first.errorCode === null ? null : String(first.errorCode);
  const known = code ? REGISTRATION_CODES[code] : undefined;
  const named = (first.field ? FIELD_TO_CONTROL[first.field] : undefined) ?? known?.control;
  const placed = named === undefined ? undefined : PLACEMENT[kind][named];
  const control = placed === null ? undefined : (placed ?? named);
  const key = known?.key ?? REGISTRATION_FALLBACK_KEY;
  return { key: kind === "cpf" ? key : (DOCUMENT_KEYS[key] ?? key), control, code };
}

/** Email uniqueness answer (spec §8): 1 available, 0 taken, anything else invalid. */
export function emailUniquenessKey(answer: number | null): string | null {
  if (answer === 1) return null;
  if (answer === 0) return "email.errors.taken";
  return "email.errors.invalid";
}

/** Phone availability answer (spec §8): DUPLICATE_MOBILE its own message, any other failure generic. */
export function phoneAvailabilityKey(
  answer: { status: string; internalErrorCodeDescription?: string | null } | null,
): string | null {
  if (answer?.status === "SUCCESS") return null;
  if (answer?.internalErrorCodeDescription === "DUPLICATE_MOBILE") return "phone.errors.duplicate";
  return "phone.errors.checkFailed";
}
