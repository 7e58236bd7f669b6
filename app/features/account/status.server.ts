import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getProfile } from "~/platform/account.server";
import { getUserKycDetails } from "~/platform/rg.server";
import { PlatformError } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer } from "~/routing/scope.server";

export type KycState = "verified" | "pending" | "notStarted" | "unknown";

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
  kyc: KycState;
  kycLevel: string | null;
  documents: { type: "identity" | "address" | "age" | "sourceOfIncome"; status: string }[];
  /** Whether the OTP page may be offered to verify the phone (brand feature). */
  otpEnabled: boolean;
}

/** KYC as one word for the player: documents verified, sent or not sent yet. */
export function kycStateOf(
  identityVerification: string | null | undefined,
  level: string | null | undefined,
): KycState {
  if (identityVerification === "vrfn_verified" || (level && level !== "KYC_0")) return "verified";
  if (identityVerification === "vrfn_init") return level === "KYC_0" ? "notStarted" : "pending";
  if (identityVerification) return "pending";
  return "unknown";
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
  const docs = kyc?.documents;
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
    kyc: kyc ? kycStateOf(kyc.kycDetails?.identity?.verificationStatus, kyc.kycLevel) : "unknown",
    kycLevel: kyc?.kycLevel ?? null,
    documents: docs
      ? (
          [
            ["identity", docs.identityStatus],
            ["address", docs.addressStatus],
            ["age", docs.ageStatus],
            ["sourceOfIncome", docs.sourceOfIncomeStatus],
          ] as const
        ).flatMap(([type, value]) => (value ? [{ type, status: value }] : []))
      : [],
    otpEnabled: brand.features.otpVerification === true,
  };
  return data(body, { headers: NO_STORE });
}
