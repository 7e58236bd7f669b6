/**
 * The platform's per-player quota of uploaded proofs (issue 34 §2, docs/contract/kyc.md): how many
 * files, bytes, and files of one docType an account may hold. The figures are the brand's
 * `limits.documents`, each one absent falling back to the schema's default (ADR 090: the
 * platform's own copy of the rule; the front end checks the same figures before sending).
 */
export interface DocumentQuota {
  maxFiles: number;
  maxBytes: number;
  maxFilesPerDocType: number;
}

/** schemas/brand.schema.json limits.documents "default". */
export const DEFAULT_DOCUMENT_QUOTA: DocumentQuota = { maxFiles: 20, maxBytes: 31_457_280, maxFilesPerDocType: 6 };

export function siteDocumentQuota(documents: Partial<DocumentQuota> | null | undefined): DocumentQuota {
  return { ...DEFAULT_DOCUMENT_QUOTA, ...documents };
}

export type QuotaProblem = "quotaFiles" | "quotaBytes" | "quotaDocType";

/** What an upload of files of `sizes` bytes under `docType` would break, given what the account holds. */
export function quotaProblem(
  quota: DocumentQuota,
  held: readonly { docType: string; size: number }[],
  upload: { docType: string; sizes: readonly number[] },
): QuotaProblem | null {
  const files = held.length + upload.sizes.length;
  const bytes = [...held.map((d) => d.size), ...upload.sizes].reduce((sum, size) => sum + size, 0);
  const ofType = held.filter((d) => d.docType === upload.docType).length + upload.sizes.length;
  if (files > quota.maxFiles) return "quotaFiles";
  if (bytes > quota.maxBytes) return "quotaBytes";
  return ofType > quota.maxFilesPerDocType ? "quotaDocType" : null;
}
