import sanitizeHtml from "sanitize-html";

export interface CmsContext {
  lang: string;
  /** Routed languages of the brand: a link already under one of them is left as it is. */
  routed: readonly string[];
  siteCode: string;
  /** Where {{image_path}} points (banners). */
  imagePath?: string;
}

/**
 * CMS HTML is operator-authored but arrives over the network: it is sanitised with
 * sanitize-html (ARCHITECTURE §9), its placeholders filled, and its site links moved
 * under the page language (spec §2: CMS links navigate under the language).
 */
export function renderCmsHtml(html: string, ctx: CmsContext): string {
  const filled = html
    .replaceAll("{{site_url}}", `/${ctx.lang}`)
    .replaceAll("{{webisteCode}}", ctx.siteCode)
    .replaceAll("{{image_path}}", ctx.imagePath ?? "");
  return sanitizeHtml(filled, {
    allowedTags: [
      "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "small", "span", "div",
      "section", "article", "header", "footer", "nav", "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure",
      "figcaption", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "caption", "details", "summary", "address",
    ],
    allowedAttributes: {
      "*": ["class", "id", "aria-label", "aria-hidden", "role", "title", "lang"],
      a: ["href", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
    },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "data"] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        if (/^https?:\/\//i.test(href)) {
          return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } };
        }
        return { tagName, attribs: { ...attribs, href: underLanguage(href, ctx) } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", decoding: "async", ...attribs } }),
    },
  });
}

/** "/page/terms" → "/pb/page/terms"; paths already under a routed language stay. */
export function underLanguage(href: string, ctx: Pick<CmsContext, "lang" | "routed">): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const first = href.split(/[/?#]/)[1] ?? "";
  if (ctx.routed.includes(first)) return href;
  return `/${ctx.lang}${href === "/" ? "" : href}`;
}
