import { data, redirect } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import { initiateThirdPartyKyc } from "~/platform/rg.server";
import { isSafeRelativePath } from "~/routing/safe-path";
import { requirePlayer, scopeHeaders, type RequestScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { brandVerificationUrl, KYC_VERIFY_MODAL, type KycVerifyView } from "./verify-frame";

/** The session key of the started verification: the URL stays server-side, never in the query. */
const FRAME = "kycFrame";
/** The provider's session lasts 30 minutes (docs/contract/kyc.md); ours no longer. */
const FRAME_TTL_MS = 30 * 60_000;

interface StartedFrame {
  url: string;
  at: number;
}

/**
 * "Verify now" (issue 26 §3): asks the platform for the provider URL with the brand's
 * thirdPartyApi value. Unavailable ('None', a refused URL or a platform failure) answers the page
 * with its message; else the URL goes into the session and the page reopens with the ID modal.
 */
export async function startVerification(scope: RequestScope) {
  const { brand, context, url, request } = await requirePlayer(scope, { guest: "login" });
  const raw = await initiateThirdPartyKyc(scope.caller, brand.integrations.kyc.thirdPartyApi).catch(
    (error: unknown) => {
      if (error instanceof PlatformError) return null;
      throw error;
    },
  );
  const frameUrl = brandVerificationUrl(brand, raw, isSafeRelativePath, context.platform.providerOrigin);
  if (!frameUrl) return data({ verifyUnavailable: true }, { headers: scopeHeaders(scope) });
  const session = await getSession(request, context);
  session.set(FRAME, { url: frameUrl, at: Date.now() } satisfies StartedFrame);
  const headers = scopeHeaders(scope);
  headers.append("Set-Cookie", await commitRequestSession(context));
  const params = new URLSearchParams(url.search);
  // A form on an index route posts to ?index: the reopened page does not carry it.
  params.delete("index");
  params.set("modal", KYC_VERIFY_MODAL);
  throw redirect(`${url.pathname}?${params}`, { headers });
}

/** The ID modal's data (ADR 046): the started verification's URL while it is fresh. */
export async function loadKycVerifyModal(scope: RequestScope): Promise<{ data: KycVerifyView }> {
  if (!scope.player) return { data: { frameUrl: null } };
  const session = await getSession(scope.request, scope.context);
  const started = session.get(FRAME) as StartedFrame | undefined;
  const fresh = started && typeof started.url === "string" && Date.now() - started.at < FRAME_TTL_MS;
  return { data: { frameUrl: fresh ? started.url : null } };
}
