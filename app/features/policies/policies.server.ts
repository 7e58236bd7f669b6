import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { PlatformCaller } from "~/platform/http.server";
import { PlatformError } from "~/platform/errors";
import {
  getPolicies,
  getUserPolicyDetails,
  updateUserPolicyDetails,
  type PolicyConfig,
} from "~/platform/policies.server";
import { NO_STORE } from "~/routing/headers";
import { safeRedirectTarget } from "~/routing/safe-path";
import { requestScope } from "~/routing/scope.server";
import { slugFor } from "~/routing/spec-routes";
import { acceptancePayload, changedPolicies } from "./policy-check";
import type { PolicyCheck } from "~/frame-kit/root-data";
import { readForm } from "~/routing/form.server";

async function compare(
  caller: PlatformCaller,
): Promise<{ configured: PolicyConfig[]; changed: PolicyConfig[] } | null> {
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

/** GET {lang}/policies/accept: the policy check again (the browser's single retry, spec §9 policiesRetryMs). */
export async function policyCheckLoader(args: LoaderFunctionArgs) {
  const { lang, player, caller } = await requestScope(args);
  const check: PolicyCheck = player ? await checkPolicies(caller, lang) : { state: "checked", pending: [] };
  return Response.json(check, { headers: NO_STORE });
}

/** POST {lang}/policies/accept: accept the changed and configured policies, then back. */
export async function acceptPoliciesAction(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const { lang, player, caller } = await requestScope(args);
  const back = safeRedirectTarget(form.get("redirectTo"), `/${lang}`);
  const accepted = player ? await acceptPolicies(caller) : false;
  // With JavaScript the popup stays put and the root data revalidates.
  if (form.get("respond") === "data") return Response.json({ accepted }, { headers: NO_STORE });
  if (accepted || !player) throw redirect(withoutFailure(back));
  const url = new URL(back, "http://x");
  url.searchParams.set("policies", "failed");
  throw redirect(`${url.pathname}${url.search}`);
}

function withoutFailure(path: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.delete("policies");
  return `${url.pathname}${url.search}`;
}
