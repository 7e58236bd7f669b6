import { z } from "zod";
import { callPlatform, type MultipartFile, type PlatformCaller } from "./http.server";

/** The Documents calls of docs/contract/kyc.md (spec §7): upload limits, uploads, source-of-income form. */

export type DocumentCategory = "identity" | "address" | "sourceOfIncome";

const uploadUrlsSchema = z.object({
  maxFileBytes: z.number().int().positive().nullish(),
  maxFiles: z.number().int().positive().nullish(),
});

/** account/Documents/getUploadUrls: the platform's own caps; null when it did not answer. */
export function getUploadLimits(caller: PlatformCaller) {
  return callPlatform(caller, { path: "account/Documents/getUploadUrls", schema: uploadUrlsSchema });
}

const documentSchema = z.object({
  documentId: z.union([z.string(), z.number()]).transform(String),
  category: z.string(),
  docType: z.string(),
  status: z.string(),
  comments: z.string().nullish(),
  /** Bytes of the file, when the platform says (the upload quota counts them). */
  size: z.number().nullish(),
});
const uploadAnswerSchema = z.object({ documents: z.array(documentSchema) });
export type UploadedDocument = z.infer<typeof documentSchema>;

/**
 * account/Documents/sendMultiple with the files already checked on our side. A refusal is a
 * PlatformError 100164 whose body carries `reason`; null when the platform did not answer.
 */
export async function sendDocuments(
  caller: PlatformCaller,
  upload: { category: DocumentCategory; fields: Record<string, string>; files: readonly MultipartFile[] },
): Promise<UploadedDocument[] | null> {
  const answer = await callPlatform(caller, {
    path: "account/Documents/sendMultiple",
    multipart: { fields: { category: upload.category, ...upload.fields }, files: upload.files },
    schema: uploadAnswerSchema,
    timeoutMs: 30_000,
  });
  return answer?.documents ?? null;
}

const listSchema = z.object({ documents: z.array(documentSchema) });

/** account/Documents/getDocuments: the player's uploads, newest first (no file bytes); null when unanswered. */
export async function getDocuments(caller: PlatformCaller): Promise<UploadedDocument[] | null> {
  return (
    (await callPlatform(caller, { path: "account/Documents/getDocuments", schema: listSchema }))?.documents ?? null
  );
}

const sofSchema = z.object({
  decimals: z.number().int().min(0).max(4),
  monetaryFields: z.array(z.string()),
  otherDocType: z.string().nullish(),
  docTypes: z.array(
    z.object({ docType: z.string(), docInfo: z.array(z.string()), subAttributes: z.array(z.string()) }),
  ),
});
export type SofProperties = z.infer<typeof sofSchema>;

/** account/Documents/getSofProperties: the source-of-income form; null when the platform did not answer. */
export function getSofProperties(caller: PlatformCaller): Promise<SofProperties | null> {
  return callPlatform(caller, { path: "account/Documents/getSofProperties", schema: sofSchema });
}
