import { data } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import { getUserKycDetails } from "~/platform/rg.server";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer, type RequestScope } from "~/routing/scope.server";
import { documentsHref, type DocumentCategory } from "./documents";
import { kycStatus, type KycDocStatus, type KycHeadline } from "./status";

/** The categories a player uploads, in the order the account status lists them (age comes with identity). */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = ["identity", "address", "sourceOfIncome"];

export interface DocumentsIndexData {
  lang: string;
  title: string;
  /** From the one KYC model, as the account status shows it; "unknown" when the platform did not answer. */
  headline: KycHeadline | "unknown";
  categories: { category: DocumentCategory; href: string; state: KycDocStatus | null; actionNeeded: boolean }[];
}

/** {lang}/myaccount/documents (issue 35 §2): the three upload pages with where each stands. */
export async function documentsIndexLoader(scope: RequestScope) {
  const player = await requirePlayer(scope, { guest: "login" });
  const [kyc, t] = await Promise.all([
    getUserKycDetails(player.caller).catch((error: unknown) => {
      if (error instanceof PlatformError) return null;
      throw error;
    }),
    serverT(player.context, player.brand, player.lang, "kyc"),
  ]);
  const model = kyc ? kycStatus(kyc.documents) : null;
  const body: DocumentsIndexData = {
    lang: player.lang,
    title: t("documents.index.title"),
    headline: model?.headline ?? "unknown",
    categories: DOCUMENT_CATEGORIES.map((category) => {
      const view = model?.documents.find((doc) => doc.type === category);
      return {
        category,
        href: documentsHref(player.lang, category),
        state: view?.state ?? null,
        actionNeeded: view?.actionNeeded ?? false,
      };
    }),
  };
  return data(body, { headers: NO_STORE });
}
