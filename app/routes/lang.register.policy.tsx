import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { getPolicyConfigs } from "~/platform/registration.server";
import { slugFor } from "~/routing/spec-routes";
import { NO_STORE } from "~/routing/headers";

/** The policy types (spec §3) the registration checkbox links to. */
const TYPES: Record<string, string> = {
  terms: "terms and conditions",
  privacy: "privacy policy",
  cookies: "cookie policy",
};

/**
 * {lang}/register/policy/{terms|privacy|cookies}: the configured policy page of that type
 * (policy/getPolicies), so the form links to the right page without loading the list itself.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const type = TYPES[params.type ?? ""];
  if (!type) throw data(null, { status: 404 });
  const configs = await getPolicyConfigs(platformCaller(context, brand, lang));
  const policy = configs.find((p) => p.policyType.toLowerCase() === type);
  if (!policy?.policyUrl || !/^[A-Za-z0-9_-]+$/.test(policy.policyUrl)) throw data(null, { status: 404 });
  throw redirect(`/${lang}/${slugFor("policy", lang)}/${policy.policyUrl}`, { headers: NO_STORE });
}
