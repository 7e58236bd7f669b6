import type { BrandConfig } from "~/brand/config.generated";
import {
  parseTrackingParams,
  referralRedirect,
  trackingFromCookies,
  trackingSetCookies,
  type Tracking,
} from "./tracking";

export type { Tracking } from "./tracking";
export { clearTrackingCookies } from "./tracking";

/** The affiliate, referral and campaign values this browser carries (for the registration payload). */
export function readTracking(request: Request): Tracking {
  return trackingFromCookies(request.headers.get("cookie"));
}

export interface TrackingCapture {
  /** Set-Cookie values for the values the URL carried. */
  setCookies: string[];
  /** For a guest arriving with referralId: where to send them (registration modal). */
  redirectTo: string | null;
}

/** Root loader, on any page load: stores what the URL's tracking parameters carry (spec §2). */
export function captureTracking(
  request: Request,
  brand: BrandConfig,
  loggedIn: boolean,
  secure: boolean,
): TrackingCapture {
  const url = new URL(request.url);
  const values = parseTrackingParams(url.searchParams);
  if (Object.keys(values).length === 0) return { setCookies: [], redirectTo: null };
  const setCookies = trackingSetCookies(
    values,
    { affiliateDays: brand.limits.affiliateCookieDays, trackingDays: brand.limits.trackingParamDays },
    secure,
  );
  const redirectTo = values.referralId && !loggedIn ? referralRedirect(url) : null;
  return { setCookies, redirectTo };
}
