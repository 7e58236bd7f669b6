import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";
import type { MultipartFile } from "~/platform/http.server";
import type { DocumentQuota } from "./document-quota";

/**
 * Our own checks on an upload before anything reaches the platform (issue 26 §5): per-file and
 * file-count caps, the type by its first bytes (never the name or the browser's claim), and a
 * sanitised name. The platform checks again; this keeps junk and oversize bodies off it.
 */

/** docs/contract/kyc.md: 5 MB a file when getUploadUrls does not say, 1–4 files. */
export const FALLBACK_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FALLBACK_MAX_FILES = 4;
/** A text field of these forms is a select value or at most 200 characters of "other". */
const MAX_FIELD_BYTES = 4 * 1024;
/** Our forms have a handful of fields; SOF at most 15. More is not our form. */
const MAX_FIELDS = 32;
/** The file input's name in our forms. */
export const FILE_FIELD = "files";

export type Mime = "image/jpeg" | "image/png" | "application/pdf";
export type UploadProblem =
  "noFile" | "tooManyFiles" | "fileTooLarge" | "fileType" | "badForm" | "quotaFiles" | "quotaBytes" | "quotaDocType";

const EXTENSIONS: Record<Mime, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

/** The type the bytes say: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-"; else null. */
export function sniffType(bytes: Uint8Array): Mime | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/** Last path segment, accents dropped, only letters, digits, `. _ -` and space, 100 characters, the real type's extension. */
export function sanitiseFilename(raw: string, mime: Mime): string {
  const stem = (raw.split(/[/\\]/).pop() ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "_")
    .replace(/^[.\s_-]+|[.\s_-]+$/g, "")
    .slice(0, 90);
  return `${stem || "document"}.${EXTENSIONS[mime]}`;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** What the player's account may hold in all (brand limits.documents, ADR 077). */
  quota: DocumentQuota;
}

export type ParsedUpload =
  | { ok: true; fields: Record<string, string>; files: MultipartFile[] }
  | { ok: false; problem: UploadProblem; fields: Record<string, string> };

/**
 * Reads a multipart form, keeping at most `maxFileBytes` of each file in memory: a bigger file is
 * read to its end (so the browser gets our answer, not a reset) but not kept. Empty file inputs
 * (nothing chosen) are skipped. Text fields are capped too.
 */
export async function readUpload(
  request: Request,
  limits: Pick<UploadLimits, "maxFileBytes" | "maxFiles">,
): Promise<ParsedUpload> {
  const fields: Record<string, string> = {};
  const files: { name: string; bytes: Uint8Array }[] = [];
  let problem: UploadProblem | null = null;

  const handler = async (part: UploadHandlerPart) => {
    const isFile = typeof part.filename === "string";
    const cap = isFile ? limits.maxFileBytes : MAX_FIELD_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size <= cap) chunks.push(chunk);
    }
    if (!isFile) {
      if (size > cap || Object.keys(fields).length >= MAX_FIELDS) problem ??= "badForm";
      else fields[part.name] = Buffer.concat(chunks).toString("utf8");
    } else if (part.name === FILE_FIELD && (size > 0 || part.filename)) {
      if (size > cap) problem ??= "fileTooLarge";
      else if (files.length >= limits.maxFiles) problem ??= "tooManyFiles";
      else files.push({ name: part.filename ?? "", bytes: Buffer.concat(chunks) });
    }
    return undefined;
  };

  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch {
    return { ok: false, problem: "badForm", fields };
  }
  if (problem) return { ok: false, problem, fields };
  const present = files.filter((file) => file.bytes.byteLength > 0);
  if (present.length === 0) return { ok: false, problem: "noFile", fields };
  const checked: MultipartFile[] = [];
  for (const file of present) {
    const mime = sniffType(file.bytes);
    if (!mime) return { ok: false, problem: "fileType", fields };
    checked.push({
      field: FILE_FIELD,
      filename: sanitiseFilename(file.name, mime),
      contentType: mime,
      bytes: file.bytes,
    });
  }
  return { ok: true, fields, files: checked };
}
