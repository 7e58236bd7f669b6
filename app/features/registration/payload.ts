import type { RegistrationPayload } from "~/platform/registration.server";
import type { Tracking } from "~/features/affiliates/tracking";
import type { Country } from "./countries";
import type { IdentityDocument } from "./identity";

export interface RegistrationInput {
  form: {
    email: string;
    phone: string;
    cpf?: string;
    /** The national id, for a brand whose document is one. */
    document?: string;
    /** Typed by the player where no CPF registry supplies them. */
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
    password: string;
    personalId?: string;
    birthPlace?: string;
    maidenName?: string;
  };
  /** The dial-code country the player chose for the phone. */
  phoneCountry: Pick<Country, "iso" | "dialCode">;
  /** The country of residence (the visitor's country, else the brand's). */
  country: string;
  /** The configured policies, all accepted by ticking the terms box. */
  policies: { policyType: string; policyVersionId: string }[];
  tracking: Tracking;
  lang: string;
  currency: string;
  /** The country rule's extra fields (brand config). */
  extraFields: readonly string[];
  /** The brand's identity document. */
  document: IdentityDocument;
}

/** The document and, without the CPF registry, the typed name and date of birth. */
function identityFields(input: RegistrationInput): Partial<RegistrationPayload> {
  const { form, document } = input;
  if (document.kind === "cpf") return { nationalId: form.cpf ?? "" };
  return {
    ...(document.kind === "nationalId" ? { nationalId: form.document?.trim() ?? "" } : {}),
    firstName: form.firstName?.trim() ?? "",
    lastName: form.lastName?.trim() ?? "",
    dob: form.dateOfBirth?.trim() ?? "",
  };
}

/**
 * Spec §3 registration payload, exactly: the email doubles as nickname and screen name, every
 * subscription is on, and the affiliate (affiliateId, affiliateName, trackerId, bannerId) and
 * referral values travel as stored; referralId, bTag and utmSource only when present. The
 * identity part follows the brand's document: nationalId is the CPF, the national id, or absent.
 */
export function buildRegistrationPayload(input: RegistrationInput): RegistrationPayload {
  const { form, tracking, extraFields } = input;
  return {
    title: "",
    areaCode: input.phoneCountry.dialCode,
    areaCountryCode: input.phoneCountry.iso,
    country: input.country,
    phoneNumber: form.phone,
    state: "-NA-",
    ...identityFields(input),
    emailId: form.email,
    password: form.password,
    nickname: form.email,
    screenName: form.email,
    termsNcondition: true,
    emailAndMobileSubscribed: true,
    policies: JSON.stringify(
      input.policies.map((p) => ({
        policyType: p.policyType,
        policyVersionId: p.policyVersionId,
        policyAccepted: true,
      })),
    ),
    affiliateId: tracking.affiliateId ?? "",
    affiliateName: tracking.affiliateName ?? "",
    trackerId: tracking.trackerId ?? "",
    bannerId: tracking.bannerId ?? "",
    language: input.lang,
    currency: input.currency,
    productCommunicationPreferences: JSON.stringify({ sportsBook: true, casino: true }),
    emailSubscribed: true,
    telephoneSubscribed: true,
    smsSubscribed: true,
    ...(tracking.referralId ? { referralId: tracking.referralId } : {}),
    ...(tracking.bTag ? { bTag: tracking.bTag } : {}),
    ...(tracking.utmSource ? { utmSource: tracking.utmSource } : {}),
    ...(extraFields.includes("nationalId") && form.personalId ? { personalId: form.personalId } : {}),
    ...(extraFields.includes("birthPlace") && form.birthPlace ? { birthPlace: form.birthPlace } : {}),
    ...(extraFields.includes("maidenName") && form.maidenName ? { maidenName: form.maidenName } : {}),
  };
}
