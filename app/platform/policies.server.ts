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

export type PolicyResult =
  { state: "available"; policy: PolicyDetail } | { state: "notFound" } | { state: "unavailable" };

/** policy/getPolicyDetails: the first policyDetails entry (spec §3); 100464 or none means not found. */
export async function getPolicyDetails(caller: PlatformCaller, policyUrl: string): Promise<PolicyResult> {
  try {
    const result = await callPlatform(caller, {
      path: "policy/getPolicyDetails",
      query: { policyUrl },
      schema: policyDetailsSchema,
    });
    if (!result) return { state: "unavailable" };
    const policy = result.policyDetails[0];
    return policy ? { state: "available", policy } : { state: "notFound" };
  } catch (error) {
    if (error instanceof PlatformError && error.is(STATIC_PAGE_NOT_FOUND)) return { state: "notFound" };
    throw error;
  }
}

// ------------------------------------------------------------------ policy check (spec §4, §7)

const policyConfigSchema = z.object({
  policyType: z.string(),
  policyVersionId: z.union([z.string(), z.number()]).transform(String).default("1.0"),
  policyUrl: z.string().nullish(),
  title: z.string().nullish(),
});
export type PolicyConfig = z.infer<typeof policyConfigSchema>;
const policiesSchema = z.object({ policyConfigs: z.array(policyConfigSchema).default([]) });

const userPolicySchema = z.object({
  policyType: z.string(),
  policyVersionId: z.union([z.string(), z.number()]).transform(String).default("1.0"),
  policyAccepted: z.boolean().nullish(),
});
export type UserPolicyEntry = z.infer<typeof userPolicySchema>;
const userPoliciesSchema = z.object({ policies: z.array(userPolicySchema).default([]) });

const statusSchema = z.object({ status: z.string().nullish(), success: z.boolean().nullish() }).passthrough();

/** policy/getPolicies: the configured policies; null when the platform did not answer. */
export async function getPolicies(caller: PlatformCaller): Promise<PolicyConfig[] | null> {
  const result = await callPlatform(caller, { path: "policy/getPolicies", schema: policiesSchema });
  return result ? result.policyConfigs : null;
}

/** policy/getUserPolicyDetails: the player's accepted policies; null when the platform did not answer. */
export async function getUserPolicyDetails(caller: PlatformCaller): Promise<UserPolicyEntry[] | null> {
  const result = await callPlatform(caller, { path: "policy/getUserPolicyDetails", schema: userPoliciesSchema });
  return result ? result.policies : null;
}

/** POST policy/updateUserPolicyDetails (policies JSON); true when the platform confirmed. */
export async function updateUserPolicyDetails(
  caller: PlatformCaller,
  policies: { policyType: string; policyVersionId: string; policyAccepted: boolean }[],
): Promise<boolean> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "policy/updateUserPolicyDetails",
    form: { policies: JSON.stringify(policies) },
    schema: statusSchema,
  });
  return result !== null && (result.status === "SUCCESS" || result.success === true);
}
