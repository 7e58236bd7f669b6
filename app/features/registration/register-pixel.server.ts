import { getAffiliatePixels } from "~/platform/affiliate.server";
import type { RequestScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { entryFor, pixelUrls } from "~/features/affiliates/pixels";
import { trackingFromCookies } from "~/features/affiliates/tracking";
import { hasCookieConsent } from "~/features/cookies/consent";

/** Session flag set by a registration that signed the player in: its register pixel is due once. */
export const REGISTER_PIXEL_DUE = "registerPixelDue";

export interface RegisterModalData {
  /** Checked register-pixel URLs of the affiliate the visitor came by (ADR 061). */
  pixels: string[];
}

/**
 * The registration modal's data (ADR 046): on the success view just after registering, the
 * affiliate's register pixel, with cookie consent only and once (the flag is spent either way).
 */
export async function loadRegisterModal(scope: RequestScope): Promise<{ data: RegisterModalData; setCookie?: string }> {
  const none = { data: { pixels: [] } };
  if (scope.url.searchParams.get("registered") !== "1" || !scope.player) return none;
  const session = await getSession(scope.request, scope.context);
  if (!session.get(REGISTER_PIXEL_DUE)) return none;
  session.unset(REGISTER_PIXEL_DUE);
  const setCookie = await commitRequestSession(scope.context);
  const cookieHeader = scope.request.headers.get("cookie");
  const tracking = trackingFromCookies(cookieHeader);
  if (!hasCookieConsent(cookieHeader) || !tracking.affiliateId) return { ...none, setCookie };
  const affiliate = { affiliateId: tracking.affiliateId, bannerId: tracking.bannerId };
  const list = await getAffiliatePixels(scope.caller, affiliate).catch(() => []);
  return { data: { pixels: pixelUrls(entryFor(list, affiliate)?.registerPixel) }, setCookie };
}
