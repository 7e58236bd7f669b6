/**
 * Uploaded proofs (docs/contract/kyc.md "Documents"): the server-side checks (size, type by magic
 * bytes, sanitised name), storage in kyc_documents, and the operator's decision, which moves the
 * document's KYC status and tells the player (PushDocumentVerificationStatus).
 */
import type { Db } from "../db/index";
import { accountBus } from "../accounts/bus";
import { derived, readKyc, writeKyc, type KycState } from "./state";

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILES_MAX = 4;
/** The multipart body the /ajax parser takes: every file at its cap, plus the form fields. */
export const UPLOAD_MAX_BYTES = FILES_MAX * FILE_MAX_BYTES + 64 * 1024;

export const CATEGORIES = ["identity", "address", "sourceOfIncome"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Mime = "image/jpeg" | "image/png" | "application/pdf";

const EXTENSIONS: Record<Mime, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

/** The type the bytes say, whatever the name or the browser claimed; null for anything else. */
export function sniffType(bytes: Uint8Array): Mime | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/**
 * A name safe to show and store: the last path segment, letters, digits, dot, dash, underscore
 * and space only, at most 100 characters, with the extension of the sniffed type.
 */
export function sanitiseFilename(raw: string, mime: Mime): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const stem = last
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "_")
    .replace(/^[.\s_-]+|[.\s_-]+$/g, "")
    .slice(0, 90);
  return `${stem || "document"}.${EXTENSIONS[mime]}`;
}

export type UploadRefusal = "NO_FILE" | "TOO_MANY_FILES" | "FILE_TOO_LARGE" | "FILE_TYPE";

export interface CheckedFile {
  filename: string;
  mime: Mime;
  bytes: Buffer;
}

/** Checks one uploaded file; a refusal names the reason the front end shows. */
export function checkFile(name: string, bytes: Buffer): CheckedFile | UploadRefusal {
  if (bytes.length === 0) return "NO_FILE";
  if (bytes.length > FILE_MAX_BYTES) return "FILE_TOO_LARGE";
  const mime = sniffType(bytes);
  if (!mime) return "FILE_TYPE";
  return { filename: sanitiseFilename(name, mime), mime, bytes };
}

export interface StoredDocument {
  documentId: string;
  category: Category;
  docType: string;
  filename: string;
  mime: Mime;
  size: number;
  status: "initiated" | "verified" | "failed";
  comments: string | null;
}

const STATUS_FIELD: Record<Category, "identityStatus" | "addressStatus" | "sourceOfIncomeStatus"> = {
  identity: "identityStatus",
  address: "addressStatus",
  sourceOfIncome: "sourceOfIncomeStatus",
};

/** The category's statuses set to one value; an identity document also proves age. */
function withCategory(state: KycState, category: Category, status: KycState["identityStatus"]): KycState {
  const next = { ...state, [STATUS_FIELD[category]]: status };
  if (category === "identity") next.ageStatus = status;
  return derived(next);
}

/** Stores the files and marks their category initiated (under review); the whole upload or nothing, after `check`. */
export async function storeDocuments(
  db: Db,
  player: { id: string; site: string },
  category: Category,
  docType: string,
  files: CheckedFile[],
  sourceOfIncome?: Pick<KycState, "sourceOfIncomeDetails" | "sourceOfIncomeOtherValue">,
  /** Run first, under a lock on the player's row, with the documents held now; throw to refuse (the quota). */
  check?: (held: { docType: string; size: number }[]) => void,
): Promise<StoredDocument[]> {
  const stored = await db.transaction(async (tx) => {
    if (check) {
      // Two uploads at once queue here, so both are counted against the quota.
      await tx.query("select 1 from players where id = $1 for update", [player.id]);
      check(
        await tx.query<{ docType: string; size: number }>(
          `select doc_type as "docType", size from kyc_documents where player_id = $1`,
          [player.id],
        ),
      );
    }
    const rows: StoredDocument[] = [];
    for (const f of files) {
      const [row] = await tx.query<{ id: string }>(
        `insert into kyc_documents (player_id, site, category, doc_type, filename, mime, size, bytes)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning public_id as id`,
        [player.id, player.site, category, docType, f.filename, f.mime, f.bytes.length, f.bytes],
      );
      rows.push({
        documentId: row.id,
        category,
        docType,
        filename: f.filename,
        mime: f.mime,
        size: f.bytes.length,
        status: "initiated",
        comments: null,
      });
    }
    return rows;
  });
  const state = await readKyc(db, player.id);
  await writeKyc(db, player.id, { ...withCategory(state, category, "initiated"), ...(sourceOfIncome ?? {}) });
  return stored;
}

export async function documentsOfPlayer(db: Db, playerId: string): Promise<StoredDocument[]> {
  return db.query<StoredDocument>(
    `select public_id as "documentId", category, doc_type as "docType", filename, mime, size, status, comment as comments
     from kyc_documents where player_id = $1 order by id desc`,
    [playerId],
  );
}

export type Decision = "approve" | "reject";

/**
 * The operator's decision on a document still under review: its status and comment, its
 * category's KYC status, and the player's notification. Undefined when there is no such
 * document or it was decided already.
 */
export async function decideDocument(
  db: Db,
  documentId: string,
  decision: Decision,
  comment: string,
): Promise<StoredDocument | undefined> {
  const status = decision === "approve" ? "verified" : "failed";
  const [doc] = await db.query<StoredDocument & { playerId: string }>(
    `update kyc_documents set status = $2, comment = $3, reviewed_at = now() where public_id = $1 and status = 'initiated'
     returning public_id as "documentId", player_id::text as "playerId", category, doc_type as "docType", filename, mime, size,
       status, comment as comments`,
    [documentId, status, comment.trim().slice(0, 1000) || null],
  );
  if (!doc) return undefined;
  await writeKyc(db, doc.playerId, withCategory(await readKyc(db, doc.playerId), doc.category, status));
  await accountBus(db).publish({
    playerId: doc.playerId,
    name: "PushDocumentVerificationStatus",
    data: {
      documentId: doc.documentId,
      category: doc.category,
      docType: doc.docType,
      docVerificationStatus: status,
      comments: doc.comments ?? "",
    },
  });
  const { playerId: _playerId, ...rest } = doc;
  return rest;
}
