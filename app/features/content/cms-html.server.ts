import sanitizeHtml from "sanitize-html";
import { linkInLanguage, type SegmentLocaliser } from "~/routing/localised-path";
import { dataLinkHref, parseDataLink, type Here } from "./banner-actions";

/** What CMS HTML may contain (ARCHITECTURE §9); data-link carries spec §2 data links. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "small",
    "span",
    "div",
    "section",
    "article",
    "header",
    "footer",
    "nav",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "details",
    "summary",
    "address",
  ],
  allowedAttributes: {
    "*": ["class", "id", "aria-label", "aria-hidden", "role", "title", "lang"],
    a: ["href", "target", "rel", "data-link"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "data"] },
  allowProtocolRelative: false,
};

export interface CmsContext {
  lang: string;
  /** Routed languages of the brand: a link already under one of them keeps that language. */
  routed: readonly string[];
  /** Rewrites the catalogue's slugs (lobby, group) into the link's language, when known. */
  segments?: SegmentLocaliser;
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
    ...ALLOWED,
    transformTags: {
      a: (tagName, attribs) => {
        // A data link's target depends on the page and the visitor: resolveDataLinks sets it.
        if (attribs["data-link"] !== undefined) {
          const { href: _fallback, target: _target, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
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

/**
 * "/page/terms" → "/pb/page/terms", "/policy/terms" → "/pb/politica/terms": a CMS link in the
 * page's language with that language's slugs; a path under another routed language keeps it.
 */
export function underLanguage(href: string, ctx: Pick<CmsContext, "lang" | "routed" | "segments">): string {
  return linkInLanguage(href, ctx.lang, ctx.routed, ctx.segments);
}

/**
 * Gives the data links of rendered CMS HTML (spec §2) their href for this page and visitor.
 * Runs per request on HTML that renderCmsHtml already sanitised (and that may be cached for
 * everyone); a link whose target is not a same-origin path is left without an href.
 */
export function resolveDataLinks(
  html: string,
  here: Here,
  ctx: Pick<CmsContext, "lang" | "routed" | "segments">,
): string {
  if (!html.includes("data-link")) return html;
  // Same allow-list again: the input is already clean, so this only rewrites the data links.
  return sanitizeHtml(html, {
    ...ALLOWED,
    transformTags: {
      a: (tagName, attribs) => {
        const raw = attribs["data-link"];
        if (raw === undefined) return { tagName, attribs };
        const { "data-link": _raw, href: _href, ...rest } = attribs;
        const link = parseDataLink(raw);
        if (!link) return { tagName, attribs: rest };
        return {
          tagName,
          attribs: { ...rest, href: dataLinkHref(link, here, (path) => underLanguage(path, ctx)), rel: "nofollow" },
        };
      },
    },
  });
}
