import type { AppLoadContext } from "@remix-run/node";
import { countryCacheSeconds } from "~/config/env.server";
import type { BrandConfig } from "~/brand/config.generated";
import type { PlatformCaller } from "./http.server";
import { getVisitorCountry, type VisitorCountry } from "./country.server";
import { emptyUnlessMaintenance } from "./errors";

// Per request: the page's deadline (ADR 051), and a switch to end its calls early once the
// request is known to be a redirect (Remix still waits for every loader before answering).
const pageCalls = new WeakMap<AppLoadContext, { abandon: AbortController; signal: AbortSignal }>();

function pageSignal(context: AppLoadContext): AbortSignal {
  let calls = pageCalls.get(context);
  if (!calls) {
    const abandon = new AbortController();
    const signal = context.deadline ? AbortSignal.any([context.deadline, abandon.signal]) : abandon.signal;
    pageCalls.set(context, (calls = { abandon, signal }));
  }
  return calls.signal;
}

/**
 * Ends this request's platform calls, waiting or to come, as empty results: for a loader that
 * answers with a redirect, so the other loaders of the request do not hold it up (ADR 051).
 */
export function abandonPlatformCalls(context: AppLoadContext): void {
  pageSignal(context);
  pageCalls.get(context)?.abandon.abort(new Error("the page answered with a redirect"));
}

/** The platform caller for this request, brand and page language (and player, when given a token). */
export function platformCaller(
  context: AppLoadContext,
  brand: BrandConfig,
  language: string,
  sessionToken: string | null = null,
): PlatformCaller {
  return {
    baseUrl: context.platform.baseUrl,
    brandId: brand.id,
    siteCode: brand.siteCode,
    language,
    clientIp: context.clientIp,
    sessionToken,
    apiKey: brand.integrations.platform.apiKey,
    signal: pageSignal(context),
  };
}

// One load context object is made per HTTP request, so it keys per-request memos:
// the root and route loaders run in parallel and would otherwise ask the platform twice.
const countryByRequest = new WeakMap<AppLoadContext, Promise<VisitorCountry>>();

/**
 * How long a visitor address's country is kept (ADR 032): COUNTRY_CACHE_SECONDS, else a minute
 * against an operator's platform and not at all against the embedded sandbox, whose testers switch
 * the visitor's country and expect the next page to follow. PLATFORM_CACHE_SECONDS caps it too.
 */
function countryCacheMs(context: AppLoadContext): number {
  const configured = countryCacheSeconds();
  if (configured !== undefined) return configured * 1000;
  return context.platform.sandbox ? 0 : 60_000;
}

/**
 * The visitor's country for this request (country/countryblock), asked once per request and
 * kept per address for countryCacheMs. Rejects only with 150 (maintenance); any other error code
 * means "country unknown".
 */
export function visitorCountry(context: AppLoadContext, brand: BrandConfig): Promise<VisitorCountry> {
  let pending = countryByRequest.get(context);
  if (!pending) {
    pending = getVisitorCountry(platformCaller(context, brand, brand.languages.default), countryCacheMs(context)).catch(
      emptyUnlessMaintenance<VisitorCountry>({ countryCode: "MA", known: false, blocked: false }),
    );
    countryByRequest.set(context, pending);
  }
  return pending;
}
