import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getDocuments, getUploadLimits, sendDocuments, type UploadedDocument } from "~/platform/documents.server";
import { endsSession, PlatformError } from "~/platform/errors";
import { platformCaller } from "~/platform/caller.server";
import { getUserKycDetails, type KycDetails } from "~/platform/rg.server";
import { NO_STORE } from "~/routing/headers";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { DOC_TYPES } from "~/features/kyc/documents";
import {
  FALLBACK_MAX_FILE_BYTES,
  FALLBACK_MAX_FILES,
  readUpload,
  type UploadLimits,
} from "~/features/kyc/documents-upload.server";
import { problemOfRefusal, quotaCheck, type DocumentsActionData } from "~/features/kyc/documents.server";
import { documentQuotaOf } from "~/features/kyc/document-quota";
import { documentSchema } from "~/features/kyc/upload-schema";
import { checkUpload } from "~/features/kyc/upload-check.server";
import { kycDocumentViews, type KycDocStatus } from "~/features/kyc/status";
import { SESSION_KEY, storedLockOf, UPLOAD_RESULT_KEY } from "./lock.server";

/**
 * The KYC-locked player's uploads (ADR 072). The platform refuses their login, but may give an
 * upload-only token with the refusal; the lock record of our cookie session keeps it. The locked
 * page then offers the identity and address forms of the Documents pages, posting here, and shows
 * each proof's state. Without JavaScript the page is a plain post-redirect-get: a refusal is kept
 * in the session for the next GET, which shows and forgets it.
 */

export type LockedCategory = "identity" | "address";
export const LOCKED_CATEGORIES: readonly LockedCategory[] = ["identity", "address"];

/** A refused upload or a sent one, shown once by the next GET. */
export type LockedUploadResult =
  { category: LockedCategory; sent: true } | ({ category: LockedCategory; sent?: false } & DocumentsActionData);

export interface LockedSection {
  category: LockedCategory;
  state: KycDocStatus | null;
  refusedComment: string | null;
  docTypes: readonly string[];
}

export interface LockedUploadsData {
  /** The forms and states; null without a token (the email-support path only). */
  uploads: { sections: LockedSection[]; limits: UploadLimits; result: LockedUploadResult | null } | null;
  /** Both proofs verified: the lock is lifted and logging in works again. */
  cleared: boolean;
  /** The token was refused (expired): logging in again gives a new one. */
  expired: boolean;
}

const isCategory = (value: unknown): value is LockedCategory => value === "identity" || value === "address";

/** Each section's state from getUserKYCDetails, and the operator's note on a refused latest upload. */
export function lockedSections(kyc: KycDetails | null, documents: UploadedDocument[] | null): LockedSection[] {
  const views = kyc ? kycDocumentViews(kyc.documents) : [];
  return LOCKED_CATEGORIES.map((category) => {
    const state = views.find((view) => view.type === category)?.state ?? null;
    const latest = documents?.find((doc) => doc.category === category);
    return {
      category,
      state,
      refusedComment: state === "notVerified" && latest?.status === "failed" ? (latest.comments ?? null) : null,
      docTypes: DOC_TYPES[category],
    };
  });
}

export function isCleared(sections: LockedSection[]): boolean {
  return sections.every((section) => section.state === "verified");
}

function resultOf(value: unknown): LockedUploadResult | null {
  const result = value as LockedUploadResult | undefined;
  return result && isCategory(result.category) ? result : null;
}

/** The lock's token and a caller that uses it; null when there is no KYC lock with a token. */
async function tokenScope(site: SiteScope) {
  const session = await getSession(site.request, site.context);
  const lock = storedLockOf(session.get(SESSION_KEY));
  const token = lock?.variant === "kyc" ? lock.documentsToken : undefined;
  const caller = token ? platformCaller(site.context, site.brand, site.lang, token) : null;
  return { session, lock, caller };
}

const commit = async (site: SiteScope) => ({ ...NO_STORE, "Set-Cookie": await commitRequestSession(site.context) });

/** The platform's caps when it says, else the contract's; the account's quota from the brand (ADR 077). */
const limitsOf = (
  answer: { maxFileBytes?: number | null; maxFiles?: number | null } | null,
  brand: SiteScope["brand"],
): UploadLimits => ({
  maxFileBytes: answer?.maxFileBytes ?? FALLBACK_MAX_FILE_BYTES,
  maxFiles: answer?.maxFiles ?? FALLBACK_MAX_FILES,
  quota: documentQuotaOf(brand.limits),
});

/** GET {lang}/accountlocked: home without a lock; with a KYC lock's token, the forms and states. */
export async function lockedPageLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { session, lock, caller } = await tokenScope(site);
  if (!lock) throw redirect(`/${site.lang}`);
  const none: LockedUploadsData = { uploads: null, cleared: false, expired: false };
  if (!caller) return data(none, { headers: NO_STORE });
  try {
    const [kyc, documents, limits] = await Promise.all([
      getUserKycDetails(caller),
      getDocuments(caller),
      getUploadLimits(caller),
    ]);
    const sections = lockedSections(kyc, documents);
    const result = resultOf(session.get(UPLOAD_RESULT_KEY));
    session.unset(UPLOAD_RESULT_KEY);
    const body: LockedUploadsData = {
      uploads: { sections, limits: limitsOf(limits, site.brand), result },
      cleared: isCleared(sections),
      expired: false,
    };
    return data(body, { headers: await commit(site) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (!endsSession(error)) return data(none, { headers: NO_STORE });
    // The token is spent: forget it, so the page says so once and then shows the email path.
    session.set(SESSION_KEY, { variant: lock.variant, messageKey: lock.messageKey });
    session.unset(UPLOAD_RESULT_KEY);
    return data({ ...none, expired: true }, { headers: await commit(site) });
  }
}

/**
 * POST {lang}/accountlocked, multipart: one identity or address upload with the lock's token,
 * through the same checks as the Documents pages (caps, type by magic bytes, names, the form's schema).
 */
export async function lockedUploadAction(args: ActionFunctionArgs) {
  const site = siteScope(args);
  const { session, caller } = await tokenScope(site);
  const back = async (result: LockedUploadResult | null) => {
    if (result) session.set(UPLOAD_RESULT_KEY, result);
    return redirect(`/${site.lang}/accountlocked${result ? `#locked-${result.category}` : ""}`, {
      status: 303,
      headers: await commit(site),
    });
  };
  if (!caller) return back(null);
  const limits = limitsOf(await getUploadLimits(caller).catch(() => null), site.brand);
  const upload = await readUpload(site.request, limits);
  const category = upload.fields.category;
  if (!isCategory(category)) return back(null);
  const docType = upload.fields.docType ?? "";
  const values: Record<string, string> = docType.length <= 40 ? { docType } : {};
  const checked = checkUpload(upload, documentSchema(DOC_TYPES[category], limits));
  if (!checked.ok) return back({ category, problem: checked.problem, result: checked.result, values });
  const refused = (problem: DocumentsActionData["problem"]) => back({ category, ...checked.refuse(problem), values });
  const over = await quotaCheck(caller, limits.quota, { docType, files: checked.files });
  if (over) return refused(over);
  try {
    const sent = await sendDocuments(caller, { category, fields: checked.value, files: checked.files });
    return sent ? back({ category, sent: true }) : refused("platform");
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // A spent token: the next GET finds it refused too and tells the player to log in again.
    return refused(endsSession(error) ? "platform" : problemOfRefusal(error));
  }
}

/** Whether a POST to {lang}/accountlocked is an upload (multipart) rather than "back to website". */
export function isUploadPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
