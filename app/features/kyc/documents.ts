import type { KycDocStatus } from "./status";

/**
 * The player's upload pages (issue 26 §5, ADR 066): {lang}/myaccount/documents/<slug>, one per
 * category the platform takes (docs/contract/kyc.md), and the document types each offers.
 */
export type DocumentCategory = "identity" | "address" | "sourceOfIncome";
export type DocumentSlug = "identity" | "address" | "sourceofincome";

const CATEGORY_OF: Record<DocumentSlug, DocumentCategory> = {
  identity: "identity",
  address: "address",
  sourceofincome: "sourceOfIncome",
};

export function categoryOfSlug(slug: string | undefined): DocumentCategory | null {
  return slug && Object.hasOwn(CATEGORY_OF, slug) ? CATEGORY_OF[slug as DocumentSlug] : null;
}

/** The upload page of a document row (age is proved by the identity document). */
export function documentsHref(lang: string, type: "identity" | "age" | "address" | "sourceOfIncome"): string {
  const slug = type === "sourceOfIncome" ? "sourceofincome" : type === "address" ? "address" : "identity";
  return `/${lang}/myaccount/documents/${slug}`;
}

/** Proofs we ask for; the platform takes any `[A-Za-z0-9_]{1,40}` docType, these are ours to offer. */
export const DOC_TYPES: Record<"identity" | "address", readonly string[]> = {
  identity: ["PASSPORT", "ID_CARD", "DRIVING_LICENCE", "RESIDENCE_PERMIT"],
  address: ["UTILITY_BILL", "BANK_STATEMENT", "TAX_NOTICE", "TENANCY_AGREEMENT"],
};

/** Whether the page still takes a proof: not once the category is verified. */
export function acceptsUpload(state: KycDocStatus | null): boolean {
  return state !== "verified";
}
