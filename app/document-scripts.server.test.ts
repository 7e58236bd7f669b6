import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, SCRIPTS_WAIT_MS, scriptsAfterFirstPaint } from "./document-scripts.server";

const START =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-4.js");';

const remixScripts = (nonce: string) =>
  `<main>page</main><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/vendor-2.js"/>` +
  `<script${nonce}>window.__remixContext = {};</script><script${nonce} type="module" async="">${START}</script></body></html>`;

interface FakeNode {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the loader in a small stand-in for the browser holding the page's held tags; returns what it changed. */
function runLoader(page: { parts: string[]; loader: string }, { paintTiming }: { paintTiming: boolean }) {
  const html = page.parts.join("");
  const source = /<script(?: nonce="([^"]*)")?>([\s\S]*)<\/script>$/.exec(page.loader);
  if (!source) throw new Error("no loader");
  const links: FakeNode[] = [...html.matchAll(/<link data-rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => ({
    tag: "link",
    href: m[1],
  }));
  const heldModule = new RegExp(`<script[^>]* type="${HELD_MODULE_TYPE}" async="">([^<]*)</script>`).exec(html);
  const appended: FakeNode[] = [];
  const timers: (() => void)[] = [];
  let observed: (() => void) | null = null;
  const document = {
    currentScript: { nonce: source[1] ?? "" },
    querySelectorAll: (selector: string) => (selector === 'link[data-rel="modulepreload"]' ? links : []),
    querySelector: (selector: string) =>
      selector === `script[type="${HELD_MODULE_TYPE}"]` && heldModule ? { textContent: heldModule[1] } : null,
    createElement: (tag: string) => ({ tag }),
    body: { appendChild: (node: FakeNode) => appended.push(node) },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "element"] : ["element"];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observed = () => this.callback({}, { disconnect: () => (observed = null) });
    }
  }
  new Function("document", "PerformanceObserver", "setTimeout", source[2])(
    document,
    FakeObserver,
    (fn: () => void, ms: number) => {
      expect(ms).toBe(SCRIPTS_WAIT_MS);
      timers.push(fn);
    },
  );
  const requested = () => links.filter((link) => link.rel === "modulepreload").map((link) => link.href);
  return { appended, requested, paint: () => observed?.(), timeout: () => timers.forEach((fn) => fn()) };
}

describe("scriptsAfterFirstPaint", () => {
  it("sends Remix's preloads and start-up module inert, in place, so the document still hydrates", () => {
    const page = scriptsAfterFirstPaint(remixScripts(' nonce="abc"'), "abc");
    const html = page.parts.join("");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toBe(
      `<main>page</main><link data-rel="modulepreload" href="/assets/manifest-1.js"/><link data-rel="modulepreload" href="/assets/vendor-2.js"/>` +
        `<script nonce="abc">window.__remixContext = {};</script><script nonce="abc" type="${HELD_MODULE_TYPE}" async="">${START}</script></body></html>`,
    );
    expect(page.loader.startsWith('<script nonce="abc">')).toBe(true);
  });

  it("asks for the modules once the page has painted, and runs the start-up module with the page's nonce", () => {
    const browser = runLoader(scriptsAfterFirstPaint(remixScripts(' nonce="abc"'), "abc"), { paintTiming: true });
    expect(browser.requested()).toEqual([]);
    expect(browser.appended).toEqual([]);
    browser.paint();
    expect(browser.requested()).toEqual(["/assets/manifest-1.js", "/assets/vendor-2.js"]);
    expect(browser.appended).toEqual([{ tag: "script", type: "module", nonce: "abc", textContent: START }]);
    browser.timeout();
    expect(browser.appended).toHaveLength(1); // started once, not again by the fallback timer
  });

  it("starts after the wait when no paint is reported (a tab opened in the background)", () => {
    const browser = runLoader(scriptsAfterFirstPaint(remixScripts(""), ""), { paintTiming: true });
    browser.timeout();
    expect(browser.requested()).toHaveLength(2);
    expect(browser.appended).toEqual([{ tag: "script", type: "module", textContent: START }]);
  });

  it("starts at once where the browser has no paint timing", () => {
    const browser = runLoader(scriptsAfterFirstPaint(remixScripts(' nonce="n"'), "n"), { paintTiming: false });
    expect(browser.requested()).toHaveLength(2);
    expect(browser.appended).toHaveLength(1);
  });

  it("leaves a page without Remix's start-up module as it was, with no loader", () => {
    expect(scriptsAfterFirstPaint("<main>no scripts</main>", "n")).toEqual({
      parts: ["<main>no scripts</main>"],
      loader: "",
    });
    const preloadOnly = '<main></main><link rel="modulepreload" href="/a.js"/>';
    expect(scriptsAfterFirstPaint(preloadOnly, "n")).toEqual({ parts: [preloadOnly], loader: "" });
  });
});
