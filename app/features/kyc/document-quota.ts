/**
 * The per-player quota of uploaded proofs (issue 34 §2, ADR 077): how many files, how many bytes,
 * and how many files of one document type a player's account may hold. From the brand's
 * `limits.documents`; the platform refuses past it and our actions check it before sending.
 * The sandbox enforces the same figures by its own copy (sandbox/kyc/quota.ts, ADR 090).
 */
export interface DocumentQuota {
  maxFiles: number;
  maxBytes: number;
  maxFilesPerDocType: number;
}

/** The schema's defaults (schemas/brand.schema.json limits.documents): used when a brand says nothing. */
export const DEFAULT_DOCUMENT_QUOTA: DocumentQuota = {
  maxFiles: 20,
  maxBytes: 30 * 1024 * 1024,
  maxFilesPerDocType: 6,
};

/** The brand's quota, each figure falling back to its default. */
export function documentQuotaOf(limits: { documents?: Partial<DocumentQuota> | null }): DocumentQuota {
  return { ...DEFAULT_DOCUMENT_QUOTA, ...(limits.documents ?? {}) };
}

export type QuotaProblem = "quotaFiles" | "quotaBytes" | "quotaDocType";

/**
 * Whether an upload of files of `sizes` bytes under `docType` would take the account past its
 * quota, given what it holds (`stored`; a size the platform did not give counts as 0).
 */
export function quotaProblem(
  quota: DocumentQuota,
  stored: readonly { docType: string; size?: number | null }[],
  upload: { docType: string; sizes: readonly number[] },
): QuotaProblem | null {
  if (stored.length + upload.sizes.length > quota.maxFiles) return "quotaFiles";
  const bytes = stored.reduce((sum, d) => sum + (d.size ?? 0), 0) + upload.sizes.reduce((a, b) => a + b, 0);
  if (bytes > quota.maxBytes) return "quotaBytes";
  const sameType = stored.filter((d) => d.docType === upload.docType).length;
  if (sameType + upload.sizes.length > quota.maxFilesPerDocType) return "quotaDocType";
  return null;
}
