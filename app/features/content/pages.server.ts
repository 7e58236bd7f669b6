import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { getStaticPage } from "~/platform/content.server";
import { rethrowMaintenance } from "~/routing/maintenance.server";
import { getPolicyDetails } from "~/platform/policies.server";
import { NO_STORE } from "~/routing/headers";
import { siteScope } from "~/routing/scope.server";
import { renderCmsHtml } from "./cms-html.server";
import { CMS_URL_PATTERN, type CmsPageData } from "./CmsPage";

// CMS pages and policies are the same for every visitor and never cached (spec §2): asked with
// the guest caller, without a player lookup.

const reply = (page: CmsPageData, status = 200) => data(page, { status, headers: NO_STORE });

/** {lang}/page/{url}: CMS pages (staticPage/getPage), never cached (spec §2). */
export async function cmsPageLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang } = siteScope(args);
  const url = args.params.url ?? "";
  if (!CMS_URL_PATTERN.test(url)) return reply({ state: "notFound" }, 404);
  const result = await getStaticPage(platformCaller(context, brand, lang), url).catch(rethrowMaintenance);
  if (result.state === "notFound") return reply({ state: "notFound" }, 404);
  if (result.state === "unavailable") return reply({ state: "unavailable" }, 503);
  const { page } = result;
  return reply({
    state: "available",
    url,
    head: page.head ?? "",
    html: renderCmsHtml(page.content ?? "", { lang, routed: brand.languages.routed, siteCode: brand.siteCode }),
    metaTitle: page.metaTitle || page.head || brand.name,
    metaDescription: page.metaDescription ?? "",
    metaTags: page.metaTags ?? "",
  });
}

/** /{lang}/policy/{url} (en) and /{lang}/politica/{url} (pb, es): policy/getPolicyDetails, not cached. */
export async function policyPageLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang } = siteScope(args);
  const url = args.params.url ?? "";
  if (!CMS_URL_PATTERN.test(url)) return reply({ state: "notFound" }, 404);
  const result = await getPolicyDetails(platformCaller(context, brand, lang), url).catch(rethrowMaintenance);
  if (result.state === "notFound") return reply({ state: "notFound" }, 404);
  if (result.state === "unavailable") return reply({ state: "unavailable" }, 503);
  const { policy } = result;
  const title = policy.title ?? policy.policyType;
  return reply({
    state: "available",
    url,
    head: title,
    html: renderCmsHtml(policy.content ?? "", { lang, routed: brand.languages.routed, siteCode: brand.siteCode }),
    metaTitle: `${title} | ${brand.name}`,
    metaDescription: title,
    metaTags: "",
  });
}
