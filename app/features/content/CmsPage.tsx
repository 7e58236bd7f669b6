import { useEffect } from "react";
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { Icon } from "~/ui/icons";

export type CmsPageData =
  | { state: "notFound" }
  | { state: "unavailable" }
  | {
      state: "available";
      url: string;
      head: string;
      html: string;
      metaTitle: string;
      metaDescription: string;
      metaTags: string;
    };

/** A CMS page or policy in its three states (spec §4: loading is the server's, then available or not). */
export function CmsPage({ page }: { page: CmsPageData }) {
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

export function cmsMeta(page: CmsPageData | undefined) {
  if (!page || page.state !== "available") return [{ name: "robots", content: "noindex" }];
  return [
    { title: page.metaTitle },
    { name: "description", content: page.metaDescription },
    ...(page.metaTags ? [{ name: "keywords", content: page.metaTags }] : []),
  ];
}

/** CMS url segments are short slugs; anything else cannot be a page. */
export const CMS_URL_PATTERN = /^[a-z0-9][a-z0-9_-]{0,80}$/i;
