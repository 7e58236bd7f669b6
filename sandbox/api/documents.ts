/**
 * The Documents calls of docs/contract/kyc.md (spec §7): multipart uploads of proofs (send,
 * sendMultiple, the per-category upload URLs) and the source-of-income form (getSofProperties).
 * A KYC-locked player's upload-only token is good for these (ADR 072).
 */
import { SandboxError, type CallContext, type Handler } from "../types";
import { requireDocumentsPlayer } from "../accounts/kyc-lock";
import {
  CATEGORIES,
  checkFile,
  documentsOfPlayer,
  FILE_MAX_BYTES,
  FILES_MAX,
  storeDocuments,
  type Category,
  type CheckedFile,
  type UploadRefusal,
} from "../kyc/documents";
import { checkSourceOfIncome, MONETARY_FIELDS, OTHER_DOC_TYPE, SOF_DOC_TYPES } from "../kyc/sof";
import { DEFAULT_DOCUMENT_QUOTA, quotaProblem, type DocumentQuota, type QuotaProblem } from "../kyc/quota";

const DOC_TYPE_RE = /^[A-Za-z0-9_]{1,40}$/;

type QuotaRefusal = "QUOTA_FILES" | "QUOTA_BYTES" | "QUOTA_DOC_TYPE";

const refuse = (
  reason: UploadRefusal | QuotaRefusal | "BAD_FIELD",
  errorDescription: string,
  extra: Record<string, unknown> = {},
) => new SandboxError(100164, 200, { reason, errorDescription, ...extra });

/** An upload past the player's quota (docs/contract/kyc.md): 100164 with the reason and the quota. */
function quotaRefusal(problem: QuotaProblem, quota: DocumentQuota) {
  const reasons: Record<QuotaProblem, [QuotaRefusal, string]> = {
    quotaFiles: ["QUOTA_FILES", `an account holds at most ${quota.maxFiles} files`],
    quotaBytes: ["QUOTA_BYTES", `an account holds at most ${quota.maxBytes} bytes of files`],
    quotaDocType: ["QUOTA_DOC_TYPE", `an account holds at most ${quota.maxFilesPerDocType} files of one docType`],
  };
  const [reason, description] = reasons[problem];
  return refuse(reason, description, { quota });
}

/** The multipart body's fields and files; 100164 for a call that is not multipart. */
async function multipart(ctx: CallContext) {
  if (!ctx.upload) throw refuse("NO_FILE", "send the files as multipart/form-data");
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(ctx.upload.data), {
      headers: { "content-type": ctx.upload.contentType },
    }).formData();
  } catch {
    throw refuse("BAD_FIELD", "the multipart body does not parse");
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file" || name === "files") files.push(value);
  }
  return { fields, files };
}

async function checkedFiles(files: File[], max: number): Promise<CheckedFile[]> {
  if (files.length === 0) throw refuse("NO_FILE", "attach a file");
  if (files.length > max) throw refuse("TOO_MANY_FILES", `at most ${max} files`);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const result = checkFile(file.name, Buffer.from(await file.arrayBuffer()));
    if (typeof result === "string")
      throw refuse(
        result,
        result === "FILE_TOO_LARGE" ? `at most ${FILE_MAX_BYTES} bytes a file` : "JPEG, PNG or PDF only",
      );
    checked.push(result);
  }
  return checked;
}

const upload =
  (max: number, fixed?: Category): Handler =>
  async (ctx) => {
    const player = await requireDocumentsPlayer(ctx);
    const { fields, files } = await multipart(ctx);
    const category = (fixed ?? fields.category) as Category;
    if (!CATEGORIES.includes(category)) throw refuse("BAD_FIELD", `category must be one of ${CATEGORIES.join(", ")}`);
    const checked = await checkedFiles(files, max);
    let docType = (fields.docType ?? "").trim();
    let sourceOfIncome;
    if (category === "sourceOfIncome") {
      const sof = checkSourceOfIncome(fields, ctx.site.currency.decimals);
      if (!sof.ok) throw refuse("BAD_FIELD", sof.message);
      docType = sof.details.docType;
      sourceOfIncome = { sourceOfIncomeDetails: sof.details, sourceOfIncomeOtherValue: sof.otherValue };
    } else if (!DOC_TYPE_RE.test(docType)) throw refuse("BAD_FIELD", "docType: letters, digits and _ (1-40)");
    const quota = ctx.site.documentQuota ?? DEFAULT_DOCUMENT_QUOTA;
    const documents = await storeDocuments(ctx.db, player, category, docType, checked, sourceOfIncome, (held) => {
      const problem = quotaProblem(quota, held, { docType, sizes: checked.map((f) => f.bytes.length) });
      if (problem) throw quotaRefusal(problem, quota);
    });
    return { status: "SUCCESS", documents };
  };

/** Where each category's proofs are posted (multipart, one to FILES_MAX files). */
const uploadUrls: Handler = async (ctx) => {
  await requireDocumentsPlayer(ctx);
  return {
    status: "SUCCESS",
    maxFileBytes: FILE_MAX_BYTES,
    maxFiles: FILES_MAX,
    types: ["image/jpeg", "image/png", "application/pdf"],
    quota: ctx.site.documentQuota ?? DEFAULT_DOCUMENT_QUOTA,
    uploadUrls: Object.fromEntries(CATEGORIES.map((c) => [c, `/ajax/account/Documents/upload/${c}`])),
  };
};

const listDocuments: Handler = async (ctx) => {
  const player = await requireDocumentsPlayer(ctx);
  return { status: "SUCCESS", documents: await documentsOfPlayer(ctx.db, player.id) };
};

const sofProperties: Handler = async (ctx) => {
  await requireDocumentsPlayer(ctx);
  return {
    status: "SUCCESS",
    currency: ctx.site.currencyCode,
    decimals: ctx.site.currency.decimals,
    monetaryFields: [...MONETARY_FIELDS],
    otherDocType: OTHER_DOC_TYPE,
    docTypes: SOF_DOC_TYPES,
  };
};

export const documentHandlers: Record<string, Handler> = {
  "POST account/Documents/send": upload(1),
  "POST account/Documents/sendMultiple": upload(FILES_MAX),
  ...Object.fromEntries(CATEGORIES.map((c) => [`POST account/Documents/upload/${c}`, upload(FILES_MAX, c)])),
  "GET account/Documents/getUploadUrls": uploadUrls,
  "GET account/Documents/getDocuments": listDocuments,
  "GET account/Documents/getSofProperties": sofProperties,
};
