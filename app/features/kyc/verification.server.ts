import { data } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import { getUserKycDetails } from "~/platform/rg.server";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { continueTarget } from "~/routing/safe-path";
import { requirePlayer, type RequestScope } from "~/routing/scope.server";
import { kycStatus, type KycDocumentView, type KycHeadline } from "./status";
import { continueKindOf, type ContinueKind } from "./continue";

export { continueKindOf, type ContinueKind };

export const VERIFICATION_PAGES = ["confirmidentity", "initiateverification"] as const;
export type VerificationPageName = (typeof VERIFICATION_PAGES)[number];

export interface VerificationPageData {
  kind: "verification";
  lang: string;
  page: VerificationPageName;
  /** Spec §4 identity confirmation: the confirmation-needed path, or the status view. */
  step: "confirm" | "status";
  /** "unknown" when the platform did not answer: the page says so instead of guessing. */
  headline: KycHeadline | "unknown";
  documents: KycDocumentView[];
  continueTo: { href: string; kind: ContinueKind } | null;
  title: string;
  /** The brand verifies online (features.thirdPartyKyc): the confirmation view offers "Verify now". */
  canVerifyOnline: boolean;
}

/** The page's heading (and document title): what the player's KYC is now. */
export function verificationTitleKey(step: "confirm" | "status", headline: KycHeadline | "unknown"): string {
  if (step === "confirm") return "verification.confirm.title";
  return headline === "verified" ? "verification.verified.title" : "verification.pending.title";
}

/**
 * {lang}/myaccount?page=confirmidentity|initiateverification (spec §2, issue 26 §2). Which view
 * shows follows the player's KYC now, not the page name a pre-check used: a player verified since
 * sees the status view and the way back to what they were doing (`redirectUrl`).
 */
export async function verificationLoader(scope: RequestScope, page: VerificationPageName) {
  const { lang, url, caller, context, brand } = await requirePlayer(scope, { guest: "login" });
  const kyc = await getUserKycDetails(caller).catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });
  const model = kyc ? kycStatus(kyc.documents) : null;
  const target = continueTarget(url.searchParams.get("redirectUrl"));
  const step = model?.step ?? "confirm";
  const headline = model?.headline ?? "unknown";
  const t = await serverT(context, brand, lang, "account");
  const body: VerificationPageData = {
    kind: "verification",
    lang,
    page,
    step,
    headline,
    documents: model?.documents ?? [],
    continueTo: target ? { href: target, kind: continueKindOf(target) } : null,
    title: t(verificationTitleKey(step, headline)),
    canVerifyOnline: brand.features.thirdPartyKyc,
  };
  return data(body, { headers: NO_STORE });
}
