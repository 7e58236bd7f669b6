import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { acceptPoliciesAction, policyCheckLoader } from "~/features/policies/policies.server";

/** GET: the policy check again (the browser's single retry, spec §9 policiesRetryMs). */
export function loader(args: LoaderFunctionArgs) {
  return policyCheckLoader(args);
}

/** POST: accept the changed and configured policies (policy/updateUserPolicyDetails), then back. */
export function action(args: ActionFunctionArgs) {
  return acceptPoliciesAction(args);
}
