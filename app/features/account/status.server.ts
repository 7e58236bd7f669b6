import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getProfile } from "~/platform/account.server";
import { getUserKycDetails } from "~/platform/rg.server";
import { kycStatus, type KycDocumentView, type KycHeadline } from "~/features/kyc/status";
import { PlatformError } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer } from "~/routing/scope.server";

export interface AccountStatusData {
  lang: string;
  title: string;
  /** False when the profile could not be read: the page shows an error state instead of guesses. */
  available: boolean;
  email: string;
  emailVerified: boolean;
  phone: string;
  phoneVerified: boolean;
  /** Spec §3 userStatus: "play" until the first deposit, then real money. */
  userStatus: "play" | "real" | "other";
  /** From the one KYC model (~/features/kyc): "unknown" when the platform gave no KYC answer. */
  kyc: KycHeadline | "unknown";
  kycLevel: string | null;
  documents: KycDocumentView[];
  /** Whether the OTP page may be offered to verify the phone (brand feature). */
  otpEnabled: boolean;
}

const swallow = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });

/** {lang}/accountstatus, the toAccountstatus target (spec §2, §4). */
export async function accountStatusLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang, caller } = await requirePlayer(args, {
    guest: "login",
    loginParams: { toAccountstatus: "true" },
  });
  const [profile, kyc, t] = await Promise.all([
    swallow(getProfile(caller)),
    swallow(getUserKycDetails(caller)),
    serverT(context, brand, lang, "account"),
  ]);
  const model = kyc ? kycStatus(kyc.documents) : null;
  const status = profile?.userStatus === "play" || profile?.userStatus === "real" ? profile.userStatus : "other";
  const body: AccountStatusData = {
    lang,
    title: t("status.title"),
    available: profile !== null,
    email: profile?.email ?? profile?.emailId ?? "",
    emailVerified: profile?.emailVerified ?? false,
    phone: profile?.phone ? `+${profile.areaCode ?? ""} ${profile.phone}` : "",
    phoneVerified: profile?.phoneVerified ?? false,
    userStatus: status,
    kyc: model?.headline ?? "unknown",
    kycLevel: kyc?.kycLevel ?? null,
    documents: model?.documents ?? [],
    otpEnabled: brand.features.otpVerification === true,
  };
  return data(body, { headers: NO_STORE });
}
