import { describe, expect, it } from "vitest";
import { renderCmsHtml, resolveDataLinks, underLanguage } from "./cms-html.server";

const ctx = { lang: "pb", routed: ["pb", "en", "es"], siteCode: "SOL" };

describe("renderCmsHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderCmsHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()">',
      ctx,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("<p>Hi</p>");
  });
  it("fills the spec placeholders", () => {
    const html = renderCmsHtml('<a href="{{site_url}}/page/terms">T</a><span>{{webisteCode}}</span>', ctx);
    expect(html).toContain('href="/pb/page/terms"');
    expect(html).toContain("<span>SOL</span>");
  });
  it("moves site links under the page language and opens external links safely", () => {
    const html = renderCmsHtml(
      '<a href="/page/faq">F</a><a href="/en/page/faq">E</a><a href="https://example.org">X</a>',
      ctx,
    );
    expect(html).toContain('href="/pb/page/faq"');
    expect(html).toContain('href="/en/page/faq"');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
  });
  it("gives site links the slugs of their language (spec §2: /politica in pb, /policy in en)", () => {
    const html = renderCmsHtml('<a href="/policy/terms">P</a><a href="/en/politica/terms">E</a>', ctx);
    expect(html).toContain('href="/pb/politica/terms"');
    expect(html).toContain('href="/en/policy/terms"');
  });
  it("refuses protocol-relative links", () => {
    expect(renderCmsHtml('<a href="//evil.example/x">x</a>', ctx)).not.toContain("evil.example");
  });
});

describe("underLanguage", () => {
  it("leaves relative and absolute URLs alone", () => {
    expect(underLanguage("page/terms", ctx)).toBe("page/terms");
    expect(underLanguage("/", ctx)).toBe("/pb");
  });
});

describe("CMS data links (spec §2)", () => {
  const here = { pathname: "/pb/promotions", search: "", loggedIn: false };
  const rendered = renderCmsHtml(
    '<a class="banner-link" data-link="link=deposit" href="/fallback">D</a><a data-link="link=/page/bonus-tnc-x&amp;bonus=B">T</a><a data-link="link=//evil.example">E</a><a data-link="withdraw" target="_blank">W</a>',
    ctx,
  );

  it("survive sanitising without an href of their own", () => {
    expect(rendered).toContain('data-link="link=deposit"');
    expect(rendered).not.toContain("/fallback");
    expect(rendered).not.toContain("_blank");
  });

  it("get the href of this page and visitor", () => {
    const html = resolveDataLinks(rendered, here, ctx);
    expect(html).not.toContain("data-link");
    expect(html).toContain('<a class="banner-link" href="/pb/promotions?modal=login" rel="nofollow">D</a>');
    expect(html).toContain('href="/pb/page/bonus-tnc-x?bonus=B&amp;prevUrl=%2Fpb%2Fpromotions"');
    expect(html).toContain("<a>E</a>");
    expect(html).toContain('href="/pb/promotions?withdraw=true"');
    expect(resolveDataLinks(rendered, { ...here, loggedIn: true }, ctx)).toContain(
      'href="/pb/promotions?deposit=true"',
    );
  });

  it("leave HTML without data links untouched", () => {
    const plain = renderCmsHtml('<p>Hi <a href="/page/faq">F</a></p>', ctx);
    expect(resolveDataLinks(plain, here, ctx)).toBe(plain);
  });
});
