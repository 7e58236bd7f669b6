import { mergedHeaders, NO_STORE } from "~/routing/headers";
import { useLoaderData } from "@remix-run/react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { getPolicyDetails } from "~/platform/policies.server";
import { rethrowMaintenance } from "~/platform/maintenance.server";
import { renderCmsHtml } from "~/features/content/cms-html.server";
import { CMS_URL_PATTERN, CmsPage, cmsMeta, type CmsPageData } from "~/features/content/CmsPage";

export const handle = { i18n: ["content"] };

/** /{lang}/policy/{url} (en) and /{lang}/politica/{url} (pb, es): policy/getPolicyDetails, not cached. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const url = params.url ?? "";
  const headers = NO_STORE;
  const reply = (page: CmsPageData, status = 200) => data(page, { status, headers });
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

export const headers = mergedHeaders;

export default function PolicyPage() {
  return <CmsPage page={useLoaderData<typeof loader>() as CmsPageData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => cmsMeta(page as CmsPageData | undefined);

export { shouldRevalidate } from "~/routing/revalidation";
