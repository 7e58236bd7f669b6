import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "./http.server";
import { getVisitorCountry, type VisitorCountry } from "./country.server";
import { emptyUnlessMaintenance } from "./errors";

/** The platform caller for this request, brand and page language (and player, when given a token). */
export function platformCaller(context: AppLoadContext, brand: BrandConfig, language: string, sessionToken: string | null = null): PlatformCaller {
  return {
    baseUrl: context.platform.baseUrl,
    brandId: brand.id,
    siteCode: brand.siteCode,
    language,
    clientIp: context.clientIp,
    sessionToken,
    apiKey: brand.integrations.platform.apiKey,
  };
}

// One load context object is made per HTTP request, so it keys per-request memos:
// the root and route loaders run in parallel and would otherwise ask the platform twice.
const countryByRequest = new WeakMap<AppLoadContext, Promise<VisitorCountry>>();

/**
 * The visitor's country for this request (country/countryblock), asked once per request.
 * Rejects only with 150 (maintenance); any other error code means "country unknown".
 */
export function visitorCountry(context: AppLoadContext, brand: BrandConfig): Promise<VisitorCountry> {
  let pending = countryByRequest.get(context);
  if (!pending) {
    pending = getVisitorCountry(platformCaller(context, brand, brand.languages.default)).catch(
      emptyUnlessMaintenance<VisitorCountry>({ countryCode: "MA", known: false, blocked: false }),
    );
    countryByRequest.set(context, pending);
  }
  return pending;
}
