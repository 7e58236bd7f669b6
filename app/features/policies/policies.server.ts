import type { PlatformCaller } from "~/platform/http.server";
import { PlatformError } from "~/platform/errors";
import { getPolicies, getUserPolicyDetails, updateUserPolicyDetails, type PolicyConfig } from "~/platform/policies.server";
import { slugFor } from "~/routing/spec-routes";
import { acceptancePayload, changedPolicies } from "./policy-check";
import type { PolicyCheck } from "~/shell/root-data";



async function compare(caller: PlatformCaller): Promise<{ configured: PolicyConfig[]; changed: PolicyConfig[] } | null> {
  try {
    const [configured, user] = await Promise.all([getPolicies(caller), getUserPolicyDetails(caller)]);
    if (!configured || !user) return null;
    return { configured, changed: changedPolicies(configured, user) };
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

/** Spec §4 policy check for a logged-in player: policy/getPolicies against policy/getUserPolicyDetails. */
export async function checkPolicies(caller: PlatformCaller, lang: string): Promise<PolicyCheck> {
  const result = await compare(caller);
  if (!result) return { state: "failed" };
  const slug = slugFor("policy", lang);
  return {
    state: "checked",
    pending: result.changed.map((policy) => ({
      type: policy.policyType,
      title: policy.title || policy.policyType,
      href: policy.policyUrl ? `/${lang}/${slug}/${encodeURIComponent(policy.policyUrl)}` : null,
    })),
  };
}

/** Accepts the changed and configured policies (policy/updateUserPolicyDetails); false when it did not work. */
export async function acceptPolicies(caller: PlatformCaller): Promise<boolean> {
  const result = await compare(caller);
  if (!result) return false;
  if (result.changed.length === 0) return true;
  try {
    return await updateUserPolicyDetails(caller, acceptancePayload(result.configured, result.changed));
  } catch (error) {
    if (error instanceof PlatformError) return false;
    throw error;
  }
}
