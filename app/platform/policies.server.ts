import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { PlatformError, STATIC_PAGE_NOT_FOUND } from "./errors";

const policyDetailSchema = z.object({
  policyType: z.string(),
  policyVersionId: z.string().default("1.0"),
  policyUrl: z.string().nullish(),
  title: z.string().nullish(),
  content: z.string().nullish(),
});
const policyDetailsSchema = z.object({ policyDetails: z.array(policyDetailSchema) });
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

export type PolicyResult = { state: "available"; policy: PolicyDetail } | { state: "notFound" } | { state: "unavailable" };

/** policy/getPolicyDetails: the first policyDetails entry (spec §3); 100464 or none means not found. */
export async function getPolicyDetails(caller: PlatformCaller, policyUrl: string): Promise<PolicyResult> {
  try {
    const result = await callPlatform(caller, { path: "policy/getPolicyDetails", query: { policyUrl }, schema: policyDetailsSchema });
    if (!result) return { state: "unavailable" };
    const policy = result.policyDetails[0];
    return policy ? { state: "available", policy } : { state: "notFound" };
  } catch (error) {
    if (error instanceof PlatformError && error.is(STATIC_PAGE_NOT_FOUND)) return { state: "notFound" };
    throw error;
  }
}
