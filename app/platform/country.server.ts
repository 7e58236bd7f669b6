import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { TtlCache } from "./ttl-cache.server";

const countryBlockSchema = z.object({
  countryCode: z.string().nullish(),
  is_IpBlocked: z.boolean().nullish(),
});

export interface VisitorCountry {
  /** ISO code; spec §8: the platform's default is MA when it reports none. */
  countryCode: string;
  /** False when the code came from the default rather than the platform. */
  known: boolean;
  blocked: boolean;
}

/** One entry per visitor address and brand; bounded, since addresses are not. */
const COUNTRY_CACHE_MAX_ENTRIES = 10_000;
const answers = new Map<number, TtlCache<VisitorCountry>>();
const cacheFor = (ttlMs: number) => {
  let cache = answers.get(ttlMs);
  if (!cache) answers.set(ttlMs, (cache = new TtlCache<VisitorCountry>(ttlMs, COUNTRY_CACHE_MAX_ENTRIES)));
  return cache;
};

/**
 * country/countryblock: is_IpBlocked true blocks, false or missing does not (spec §8).
 * With `cacheMs`, the platform's answer for this address is kept that long (ADR 032): every page
 * asks, and the answer for an address changes rarely. A failed call is never kept.
 */
export async function getVisitorCountry(caller: PlatformCaller, cacheMs = 0): Promise<VisitorCountry> {
  const key = `${caller.baseUrl}|${caller.brandId}|${caller.clientIp}`;
  const cache = cacheMs > 0 ? cacheFor(cacheMs) : null;
  const hit = cache?.get(key);
  if (hit) return hit;
  const result = await callPlatform(caller, { path: "country/countryblock", schema: countryBlockSchema });
  const code = result?.countryCode?.toUpperCase();
  const country = {
    countryCode: code || "MA",
    known: Boolean(code),
    blocked: result?.is_IpBlocked === true,
  };
  if (result) cache?.set(key, country);
  return country;
}
