import type { PlatformCaller } from "~/platform/http.server";
import { TtlCache } from "~/platform/ttl-cache.server";
import { getStaticPage } from "~/platform/content.server";
import { renderCmsHtml } from "./cms-html.server";
import type { Footer } from "~/frame-kit/root-data";

const cache = new TtlCache<Footer | null>(60_000);

/** The CMS `footer` page; spec §4: a missing non-English footer falls back to the English one. */
export async function loadFooter(caller: PlatformCaller, routed: readonly string[]): Promise<Footer | null> {
  const key = `${caller.baseUrl}|${caller.brandId}|${caller.language}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let result = await getStaticPage(caller, "footer");
  let lang = caller.language;
  if (result.state !== "available" && caller.language !== "en") {
    lang = "en";
    result = await getStaticPage({ ...caller, language: "en" }, "footer");
  }
  const value =
    result.state === "available" && result.page.content
      ? { lang, html: renderCmsHtml(result.page.content, { lang: caller.language, routed, siteCode: caller.siteCode }) }
      : null;
  // Only successes are kept: a platform hiccup should not hide the footer for a minute.
  if (value) cache.set(key, value);
  return value;
}
