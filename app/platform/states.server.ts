import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { TtlCache } from "./ttl-cache.server";

const stateDetailsSchema = z.object({
  states: z.array(z.object({ code: z.string(), name: z.string() })).catch([]),
});
export type StateDetail = { code: string; name: string };

// a country's states change once in decades: an hour per platform and country is plenty
const cache = new TtlCache<StateDetail[]>(60 * 60_000, 500);

/**
 * profile/getStateDetails (spec §7, country params): the country's states for a bank address,
 * empty when it has none (the form then sends '-NA-'); null when the platform did not answer.
 */
export async function getStateDetails(caller: PlatformCaller, country: string): Promise<StateDetail[] | null> {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
  const key = `${caller.baseUrl}|${caller.brandId}|${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = await callPlatform(caller, {
    path: "profile/getStateDetails",
    query: { country: code },
    schema: stateDetailsSchema,
  }).catch(() => null);
  if (!answer) return null;
  cache.set(key, answer.states);
  return answer.states;
}
