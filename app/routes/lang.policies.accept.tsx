import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isSafeRelativePath } from "~/routing/safe-path";
import { loadPlayer } from "~/session/player.server";
import { acceptPolicies, checkPolicies } from "~/features/policies/policies.server";
import type { PolicyCheck } from "~/shell/root-data";
import { NO_STORE } from "~/routing/headers";

/** GET: the policy check again (the browser's single retry, spec §9 policiesRetryMs). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const { player, caller } = await loadPlayer(request, context, brand, lang);
  const check: PolicyCheck = player ? await checkPolicies(caller, lang) : { state: "checked", pending: [] };
  return Response.json(check, { headers: NO_STORE });
}

/** POST: accept the changed and configured policies (policy/updateUserPolicyDetails), then back. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const form = await request.formData();
  const target = String(form.get("redirectTo") ?? "");
  const back = isSafeRelativePath(target) ? target : `/${lang}`;
  const { player, caller } = await loadPlayer(request, context, brand, lang);
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
