/** Remix's `<Scripts>` output: one preload per module of the page, then the module that starts it. */
const FIRST_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const START_MODULE = /(<script(?: nonce="[^"]*")? type=")module(" async="">[^<]*__remixRouteModules)/;

/** The inert forms the page is sent with, which the loader turns back into what Remix wrote. */
export const HELD_PRELOAD = '<link data-rel="modulepreload"';
export const HELD_MODULE_TYPE = "text/x-after-first-paint";

/** How long a page that never reports a paint (a tab opened in the background) waits for its scripts. */
export const SCRIPTS_WAIT_MS = 2000;

/**
 * The browser side: once the page has painted (at once where paint timing is unknown, and after
 * SCRIPTS_WAIT_MS at the latest), the held preloads get their `rel` back, which starts their
 * requests, and a copy of the held start-up module runs. Plain ES2015: no build step touches it.
 */
const LOADER = `((waitMs) => {
  const nonce = document.currentScript && document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[data-rel="modulepreload"]')) link.rel = "modulepreload";
    const held = document.querySelector('script[type="${HELD_MODULE_TYPE}"]');
    if (!held) return;
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = held.textContent;
    document.body.appendChild(script);
  };
  const types = (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes("paint")) return start();
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, waitMs);
})`;

/**
 * Holds Remix's script tags back until the page's first paint (ADR 043). Nothing on a page needs a
 * script to be seen or used (forms post, links navigate), and hydration waits for the hero picture
 * anyway (ADR 036); requested with the HTML, the modules (about 150 KB of gzip) took a phone's
 * bandwidth from the stylesheet and the first screen's pictures, and Lighthouse counted each one
 * that arrived before the paint as blocking it.
 * The tags stay where they are, inert (a `<link>` without `rel`, a `<script>` of a type no browser
 * runs), so the document React hydrates is the one `<Scripts>` renders; the loader that wakes them
 * is returned to be written after the document, where the other start-up scripts go.
 */
export function scriptsAfterFirstPaint(html: string, nonce: string): { parts: string[]; loader: string } {
  // Remix writes them last in the body: only that tail is read and rebuilt, not the whole page,
  // and the page is handed on as the untouched part and the rebuilt tail, not joined again.
  const at = html.indexOf(FIRST_PRELOAD);
  const tail = at < 0 ? "" : html.slice(at);
  if (!START_MODULE.test(tail)) return { parts: [html], loader: "" };
  const held = tail.replace(MODULE_PRELOAD, HELD_PRELOAD).replace(START_MODULE, `$1${HELD_MODULE_TYPE}$2`);
  const open = nonce ? `<script nonce="${nonce}">` : "<script>";
  return { parts: [html.slice(0, at), held], loader: `${open}${LOADER}(${SCRIPTS_WAIT_MS});</script>` };
}
