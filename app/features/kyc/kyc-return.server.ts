import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getUserKycDetails } from "~/platform/rg.server";
import { PlatformError } from "~/platform/errors";
import { safeRedirectTarget } from "~/routing/safe-path";
import { requestScope, requirePlayer, scopeHeaders } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { hrefAfterNotice } from "./notifications";
import { kycDocumentViews } from "./status";

/** The toast a return from the provider says, by the identity document's state; none while nothing was sent. */
export function returnToast(
  documents: Parameters<typeof kycDocumentViews>[0],
): { type: "success" | "info"; key: string } | null {
  const identity = kycDocumentViews(documents).find((doc) => doc.type === "identity")?.state;
  if (identity === "verified") return { type: "success", key: "common:kycNotice.approved" };
  if (identity === "initiated") return { type: "info", key: "common:kycNotice.pendingReview" };
  return null;
}

/**
 * Where "Done" in the ID modal goes: the withdrawal that sent the player (its gate then shows the
 * form, or "verification in progress"), else the page without the modal. Same-origin only.
 */
export function kycReturnTarget(from: string | null, lang: string): string {
  const safe = safeRedirectTarget(from, null);
  if (!safe) return `/${lang}`;
  const url = new URL(safe, "http://x");
  return hrefAfterNotice("review", { pathname: url.pathname, search: url.search }) ?? safe;
}

/**
 * GET {lang}/kyc/return?from= (issue 35 §2): the ID modal's "Done", with or without JavaScript.
 * Tells where the check stands (flashed toast) and resumes what sent the player there.
 */
export async function kycReturnLoader(args: LoaderFunctionArgs): Promise<never> {
  const scope = await requirePlayer(await requestScope(args), { guest: "login" });
  const to = kycReturnTarget(scope.url.searchParams.get("from"), scope.lang);
  const headers = scopeHeaders(scope);
  const kyc = await getUserKycDetails(scope.caller).catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });
  const toast = kyc ? returnToast(kyc.documents) : null;
  if (toast) {
    const session = await getSession(scope.request, scope.context);
    session.flash("toast", toast);
    headers.append("Set-Cookie", await commitRequestSession(scope.context));
  }
  throw redirect(to, { headers });
}
