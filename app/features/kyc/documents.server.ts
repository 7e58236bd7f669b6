import { data, redirect } from "@remix-run/node";
import { getDocuments, getSofProperties, getUploadLimits, sendDocuments } from "~/platform/documents.server";
import { PlatformError } from "~/platform/errors";
import { getUserKycDetails } from "~/platform/rg.server";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer, scopeHeaders, type RequestScope } from "~/routing/scope.server";
import { categoryOfSlug, DOC_TYPES, type DocumentCategory } from "./documents";
import {
  FALLBACK_MAX_FILE_BYTES,
  FALLBACK_MAX_FILES,
  readUpload,
  type UploadLimits,
  type UploadProblem,
} from "./documents-upload.server";
import { sofSchema, type SofForm } from "./sof";
import { checkFiles, documentSchema } from "./upload-schema";
import { checkUpload, type UploadRefusal } from "./upload-check.server";
import { documentQuotaOf, quotaProblem, type DocumentQuota, type QuotaProblem } from "./document-quota";
import { kycStatus, type KycDocStatus } from "./status";

export interface DocumentsPageData {
  lang: string;
  category: DocumentCategory;
  title: string;
  /** The category's state now (the identity row for identity); null when the platform did not say. */
  state: KycDocStatus | null;
  /** The operator's comment on the category's latest document when it was refused. */
  refusedComment: string | null;
  /** Just sent (the page after a successful upload). */
  sent: boolean;
  docTypes: readonly string[];
  limits: UploadLimits;
  /** The brand currency's symbol, for the amount fields' caption. */
  currencySymbol: string;
  /** Source of income only: the form of getSofProperties, the chosen docType; null when unavailable. */
  sof: (SofForm & { chosen: string | null }) | null;
}

export interface DocumentsActionData {
  problem: UploadRefusal["problem"];
  values: Record<string, string>;
  /** conform's reply (the fields' and the files' messages); none when the form could not be checked. */
  result?: UploadRefusal["result"];
}

const swallow = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });

function categoryOrNotFound(slug: string | undefined): DocumentCategory {
  const category = categoryOfSlug(slug);
  if (!category) throw new Response("Not found", { status: 404 });
  return category;
}

/** The platform's caps when it says, else the contract's; the account's quota from the brand. */
async function limitsOf(scope: RequestScope): Promise<UploadLimits> {
  const answer = await swallow(getUploadLimits(scope.caller));
  return {
    maxFileBytes: answer?.maxFileBytes ?? FALLBACK_MAX_FILE_BYTES,
    maxFiles: answer?.maxFiles ?? FALLBACK_MAX_FILES,
    quota: documentQuotaOf(scope.brand.limits),
  };
}

/**
 * The quota checked before sending (issue 34 §2): what the account holds (getDocuments) and this
 * upload against the brand's figures. Null when it fits, or when the platform did not say what the
 * account holds (it checks again anyway).
 */
export async function quotaCheck(
  caller: RequestScope["caller"],
  quota: DocumentQuota,
  upload: { docType: string; files: readonly { bytes: Uint8Array }[] },
): Promise<QuotaProblem | null> {
  const held = await swallow(getDocuments(caller));
  if (!held) return null;
  return quotaProblem(quota, held, { docType: upload.docType, sizes: upload.files.map((f) => f.bytes.byteLength) });
}

async function sofFormOf(scope: RequestScope): Promise<SofForm | null> {
  const props = await swallow(getSofProperties(scope.caller));
  return props
    ? { decimals: props.decimals, otherDocType: props.otherDocType ?? null, docTypes: props.docTypes }
    : null;
}

/** {lang}/myaccount/documents/<slug> (ADR 066): the category's state and its upload form. */
export async function documentsLoader(scope: RequestScope, slug: string | undefined) {
  const category = categoryOrNotFound(slug);
  const player = await requirePlayer(scope, { guest: "login" });
  const [limits, kyc, documents, sof, t] = await Promise.all([
    limitsOf(player),
    swallow(getUserKycDetails(player.caller)),
    swallow(getDocuments(player.caller)),
    category === "sourceOfIncome" ? sofFormOf(player) : Promise.resolve(null),
    serverT(player.context, player.brand, player.lang, "kyc"),
  ]);
  const view = kyc ? kycStatus(kyc.documents).documents.find((doc) => doc.type === category) : undefined;
  const latest = documents?.find((doc) => doc.category === category);
  const chosen = player.url.searchParams.get("docType");
  const body: DocumentsPageData = {
    lang: player.lang,
    category,
    title: t(`documents.${category}.title`),
    state: view?.state ?? null,
    refusedComment: view?.state === "notVerified" && latest?.status === "failed" ? (latest.comments ?? null) : null,
    sent: player.url.searchParams.get("sent") === "1",
    docTypes: category === "sourceOfIncome" ? [] : DOC_TYPES[category],
    limits,
    currencySymbol: player.brand.currency.symbol,
    sof: sof ? { ...sof, chosen: sof.docTypes.some((d) => d.docType === chosen) ? chosen : null } : null,
  };
  return data(body, { headers: NO_STORE });
}

const fail = (scope: RequestScope, body: Partial<DocumentsActionData> & Pick<DocumentsActionData, "problem">) =>
  data<DocumentsActionData>({ values: {}, ...body }, { status: 400, headers: scopeHeaders(scope) });

/**
 * The upload (issue 26 §5): our checks first (caps, type by magic bytes, names), then the fields
 * (docType, or the source-of-income form), then sendMultiple. Any refusal answers the same form
 * with its message and the player's choices kept; success reloads the page with the new state.
 */
export async function documentsAction(scope: RequestScope, slug: string | undefined) {
  const category = categoryOrNotFound(slug);
  const player = await requirePlayer(scope, { guest: "login" });
  const limits = await limitsOf(player);
  const upload = await readUpload(player.request, limits);
  const values = pickValues(upload.fields);
  let schema: ReturnType<typeof sofSchema> | ReturnType<typeof documentSchema>;
  if (category === "sourceOfIncome") {
    const form = await sofFormOf(player);
    if (!form) return fail(player, { problem: "platform", values });
    schema = sofSchema(form, player.brand.currency, checkFiles(limits));
  } else schema = documentSchema(DOC_TYPES[category], limits);
  const checked = checkUpload(upload, schema);
  if (!checked.ok) return fail(player, { ...checked, values });
  const fields = checked.value;
  const over = await quotaCheck(player.caller, limits.quota, { docType: fields.docType, files: checked.files });
  if (over) return fail(player, { ...checked.refuse(over), values });
  const sent = await sendDocuments(player.caller, { category, fields, files: checked.files }).catch(
    (error: unknown) => {
      if (error instanceof PlatformError && !error.is(401)) return problemOfRefusal(error);
      throw error;
    },
  );
  if (!Array.isArray(sent)) return fail(player, { ...checked.refuse(sent ?? "platform"), values });
  throw redirect(`/${player.lang}/myaccount/documents/${slug}?sent=1`, { headers: scopeHeaders(player) });
}

/** The platform's own refusal (100164 with a reason) as the message our checks would have given. */
export function problemOfRefusal(error: PlatformError): DocumentsActionData["problem"] {
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  const known: Record<string, UploadProblem | "invalid"> = {
    NO_FILE: "noFile",
    TOO_MANY_FILES: "tooManyFiles",
    FILE_TOO_LARGE: "fileTooLarge",
    FILE_TYPE: "fileType",
    QUOTA_FILES: "quotaFiles",
    QUOTA_BYTES: "quotaBytes",
    QUOTA_DOC_TYPE: "quotaDocType",
    BAD_FIELD: "invalid",
  };
  return typeof reason === "string" && known[reason] ? known[reason] : "platform";
}

/** The player's typed values to put back in the form: short text fields only, never files. */
function pickValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.length <= 400));
}
