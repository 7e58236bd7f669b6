import { useEffect } from "react";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { platformCaller } from "~/platform/caller.server";
import { getStaticPage } from "~/platform/content.server";
import { renderCmsHtml } from "~/features/content/cms-html.server";
import { NotFoundPage } from "~/features/shell/NotFoundPage";
import { Icon } from "~/ui/icons";

export const handle = { i18n: ["content"] };

/** {lang}/page/{url} and the policy paths: CMS pages, never cached (spec §2). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const url = params.url ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!/^[a-z0-9][a-z0-9_-]{0,80}$/i.test(url)) return data({ state: "notFound" as const }, { status: 404, headers });
  const result = await getStaticPage(platformCaller(context, brand, lang), url);
  if (result.state === "notFound") return data({ state: "notFound" as const }, { status: 404, headers });
  if (result.state === "unavailable") return data({ state: "unavailable" as const }, { status: 503, headers });
  const ctx = { lang, routed: brand.languages.routed, siteCode: brand.siteCode };
  const page = result.page;
  return data(
    {
      state: "available" as const,
      url,
      head: page.head ?? "",
      html: renderCmsHtml(page.content ?? "", ctx),
      metaTitle: page.metaTitle || page.head || brand.name,
      metaDescription: page.metaDescription ?? "",
      metaTags: page.metaTags ?? "",
    },
    { headers },
  );
}

export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const [params] = useSearchParams();
  const scrollTo = params.get("scrollTo");
  useEffect(() => {
    // Spec §2: ?scrollTo=blockedTerritory scrolls to that section of the page.
    if (scrollTo) document.getElementById(scrollTo)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [scrollTo]);

  if (page.state === "notFound") return <NotFoundPage />;
  if (page.state === "unavailable") {
    return (
      <section className="fallback" aria-labelledby="page-unavailable">
        <span className="fallback__icon">
          <Icon name="alert" size={36} />
        </span>
        <h1 id="page-unavailable">{t("page.unavailableTitle")}</h1>
        <p>{t("page.unavailableMessage")}</p>
      </section>
    );
  }
  return (
    <article className={`content-page content-page--${page.url}`}>
      {page.head ? <h1 className="content-page__title">{page.head}</h1> : null}
      <div className="cms" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page || page.state !== "available") return [{ name: "robots", content: "noindex" }];
  return [
    { title: page.metaTitle },
    { name: "description", content: page.metaDescription },
    ...(page.metaTags ? [{ name: "keywords", content: page.metaTags }] : []),
  ];
};
