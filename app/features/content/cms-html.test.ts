import { describe, expect, it } from "vitest";
import { renderCmsHtml, underLanguage } from "./cms-html.server";

const ctx = { lang: "pb", routed: ["pb", "en", "es"], siteCode: "SOL" };

describe("renderCmsHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderCmsHtml('<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()">', ctx);
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("<p>Hi</p>");
  });
  it("fills the spec placeholders", () => {
    const html = renderCmsHtml('<a href="{{site_url}}/page/terms">T</a><span>{{webisteCode}}</span>', ctx);
    expect(html).toContain('href="/pb/page/terms"');
    expect(html).toContain("<span>SOL</span>");
  });
  it("moves site links under the page language and opens external links safely", () => {
    const html = renderCmsHtml('<a href="/page/faq">F</a><a href="/en/page/faq">E</a><a href="https://example.org">X</a>', ctx);
    expect(html).toContain('href="/pb/page/faq"');
    expect(html).toContain('href="/en/page/faq"');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
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
