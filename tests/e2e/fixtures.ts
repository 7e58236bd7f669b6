/**
 * Fixtures shared by the e2e specs:
 *  - `site`: the brand and language under test (from the project's `brandId`/`lang` options;
 *    the nojs projects have no `lang` and use the brand's default language);
 *  - `t`: translations from locales/ (plus brands/<id>/locales overrides), interpolated like i18next;
 *  - `sandbox`: the sandbox controls for this site, reset before and after every test (auto);
 *  - `server`: plain HTTP to the app with the brand's Host header (Node cannot resolve
 *    <id>.localhost, Chromium can), for status codes, redirects and headers.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { readBrands, ROOT, SERVER, type BrandInfo } from "./matrix";

export { expect };

export interface SiteOptions {
  /** Brand id of the project. */
  brandId: string | undefined;
  /** Routed language of the project; undefined means the brand's default. */
  lang: string | undefined;
}

export interface Site {
  brand: BrandInfo;
  lang: string;
  /** The <html lang> value for the language (pb → pt-BR). */
  htmlLang: string;
  origin: string;
  javaScript: boolean;
  /** Another routed language of the brand, if it has one. */
  otherLang: string | undefined;
}

type Tree = { [key: string]: string | Tree };
const ALL_BRANDS = readBrands();

// ---------------------------------------------------------------------------------------------
// translations

function readNamespaces(dir: string): Record<string, Tree> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Tree]),
  );
}

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = typeof v === "object" && typeof out[k] === "object" ? merge(out[k] as Tree, v) : v;
  return out;
}

const localeCache = new Map<string, Record<string, Tree>>();
function resourcesFor(brandId: string, lang: string): Record<string, Tree> {
  const key = `${brandId}/${lang}`;
  let res = localeCache.get(key);
  if (!res) {
    const baseNs = readNamespaces(path.join(ROOT, "locales", lang));
    const overrides = readNamespaces(path.join(ROOT, "brands", brandId, "locales", lang));
    res = Object.fromEntries([...new Set([...Object.keys(baseNs), ...Object.keys(overrides)])].map((ns) => [ns, merge(baseNs[ns] ?? {}, overrides[ns] ?? {})]));
    localeCache.set(key, res);
  }
  return res;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** t("shell:nav.casino") in a brand's language; a missing key throws, so a test cannot pass on a typo. */
export function translator(brandId: string, lang: string): Translate {
  const res = resourcesFor(brandId, lang);
  return (key, vars = {}) => {
    const [ns, dotted] = key.includes(":") ? key.split(":", 2) : ["common", key];
    let node: string | Tree | undefined = res[ns];
    for (const part of dotted.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") throw new Error(`translation ${lang}/${key} not found`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in vars ? String(vars[name]) : `{{${name}}}`));
  };
}

export const htmlLangOf = (lang: string) => (lang === "pb" ? "pt-BR" : lang);

// ---------------------------------------------------------------------------------------------
// sandbox controls

export interface SandboxControls {
  country(countryCode: string | null, blocked?: boolean): Promise<void>;
  maintenance(on: boolean): Promise<void>;
  inject(failure: { path: string; errorCode?: number | string; httpStatus?: number; times?: number }): Promise<void>;
  reset(): Promise<void>;
  /** A sandbox player's seeded state back (restore-player): tests that use a player up run again without a restart. */
  restorePlayer(email: string): Promise<void>;
  snapshot(): Promise<{ geo: unknown; maintenance: boolean; injected: unknown[] }>;
}

async function controlsFor(api: APIRequestContext, site: string): Promise<SandboxControls> {
  const post = async (control: string, body: Record<string, unknown>) => {
    const res = await api.post(`${SERVER}/sandbox/controls/${control}`, { data: { site, ...body } });
    expect(res.status(), `sandbox control ${control}: ${await res.text()}`).toBe(200);
  };
  return {
    country: (countryCode, blocked = false) => post("country", { countryCode, blocked }),
    maintenance: (on) => post("maintenance", { on }),
    inject: (failure) => post("inject", failure),
    reset: () => post("reset", {}),
    restorePlayer: (email) => post("restore-player", { email }),
    snapshot: async () => (await api.get(`${SERVER}/sandbox/controls?site=${encodeURIComponent(site)}`)).json(),
  };
}

// ---------------------------------------------------------------------------------------------
// plain HTTP to the app as a given brand

export interface ServerClient {
  /** GET a path as this brand (Host header), without following redirects unless asked. */
  get(pathname: string, options?: { cookie?: string; acceptLanguage?: string; follow?: boolean; userAgent?: string }): Promise<APIResponse>;
  /** A platform call straight to the sandbox (/ajax/...) as this brand. */
  platform<T = any>(call: string, query: Record<string, string>): Promise<T>;
}

function serverClient(api: APIRequestContext, brand: BrandInfo): ServerClient {
  const host = new URL(brand.origin).host;
  return {
    get: (pathname, { cookie, acceptLanguage, follow = false, userAgent } = {}) =>
      api.get(`${SERVER}${pathname}`, {
        maxRedirects: follow ? 10 : 0,
        headers: {
          host,
          ...(cookie ? { cookie } : {}),
          // An explicit header: the APIRequestContext default would otherwise decide it.
          "accept-language": acceptLanguage ?? "",
          ...(userAgent ? { "user-agent": userAgent } : {}),
        },
      }),
    platform: async (call, query) => {
      const res = await api.get(`${SERVER}/ajax/${call}?${new URLSearchParams(query)}`, { headers: { "x-site-code": brand.siteCode, "x-brand-id": brand.id } });
      return res.json();
    },
  };
}

// ---------------------------------------------------------------------------------------------

export const test = base.extend<SiteOptions & { site: Site; t: Translate; sandbox: SandboxControls; server: ServerClient; api: APIRequestContext }>({
  brandId: [undefined, { option: true }],
  lang: [undefined, { option: true }],

  site: async ({ brandId, lang, javaScriptEnabled }, use, testInfo) => {
    const brand = ALL_BRANDS.find((b) => b.id === brandId);
    if (!brand) throw new Error(`no brand for project ${testInfo.project.name} (brandId ${brandId})`);
    const language = lang ?? brand.defaultLanguage;
    await use({
      brand,
      lang: language,
      htmlLang: htmlLangOf(language),
      origin: brand.origin,
      javaScript: javaScriptEnabled !== false,
      otherLang: brand.routed.find((l) => l !== language),
    });
  },

  t: async ({ site }, use) => {
    await use(translator(site.brand.id, site.lang));
  },

  api: async ({}, use) => {
    const api = await playwrightRequest.newContext();
    await use(api);
    await api.dispose();
  },

  server: async ({ api, site }, use) => {
    await use(serverClient(api, site.brand));
  },

  // What the browser said (uncaught errors, console errors, failed requests, navigations) is
  // attached to a failed test: a failure seen once in CI can then be read without a trace.
  page: async ({ page }, use, testInfo) => {
    const log: string[] = [];
    const stamp = () => `${(performance.now() / 1000).toFixed(2)}s`;
    page.on("pageerror", (error) => log.push(`${stamp()} pageerror ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") log.push(`${stamp()} console.${message.type()} ${message.text()}`);
    });
    page.on("requestfailed", (request) => log.push(`${stamp()} requestfailed ${request.url()} ${request.failure()?.errorText ?? ""}`));
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) log.push(`${stamp()} navigated ${frame.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("browser-log", { body: log.join("\n") || "(nothing)", contentType: "text/plain" });
  },

  sandbox: [
    async ({ api, site }, use) => {
      const controls = await controlsFor(api, site.brand.id);
      await controls.reset();
      await use(controls);
      await controls.reset();
    },
    { auto: true },
  ],
});

/** Sets the stored-language cookie in the browser context, as a previous visit would have. */
export async function storeLanguage(context: import("@playwright/test").BrowserContext, site: Site, lang = site.lang) {
  await context.addCookies([{ name: "lang", value: lang, url: site.origin }]);
}

/** The sandbox's seeded password (docs/contract/accounts.md). */
export const SANDBOX_PASSWORD = "Sandbox123";

/** Logs in on the login page and waits until the site has left it. */
export async function loginWithPassword(page: import("@playwright/test").Page, site: Site, email: string, password = SANDBOX_PASSWORD) {
  await page.goto(`/${site.lang}/login`);
  await page.locator('input[name="emailId"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  // A login posted before hydration lands on a new page: its timers and handlers start with React.
  if (site.javaScript) await waitForHydration(page);
}

/** Holds back every request matching `pattern` until the returned function is called. */
export async function holdRequests(page: import("@playwright/test").Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page with its scripts held back, as a slow phone shows the server's HTML before the
 * JavaScript arrives. `act` runs against that unhydrated page; then the scripts load (the route
 * stays, passing every later script straight through).
 */
export async function beforeHydration(page: import("@playwright/test").Page, url: string, act: () => Promise<void>) {
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto(url, { waitUntil: "commit" });
  await act();
  release();
}

/** True once React has hydrated the element `selector` finds (it carries React's fiber key). */
export function isHydrated(page: import("@playwright/test").Page, selector = ".site-header"): Promise<boolean> {
  return page.evaluate((css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith("__reactFiber")), selector);
}

/**
 * Waits for hydration, which starts once the hero picture is painted (ADR 036): a test that
 * drives the page's timers with a fake clock must not move the clock before React set them.
 */
export async function waitForHydration(page: import("@playwright/test").Page, selector = ".site-header") {
  // The hero wait alone may take 1.5 s before a large page starts hydrating on a loaded CI machine.
  await expect.poll(() => isHydrated(page, selector), { timeout: 10_000 }).toBe(true);
}

/**
 * What a fixed panel over the page costs the compositor on each frame of a load beneath it
 * (ADR 040): its backdrop filter, its running animation, and its background's alpha.
 */
export async function overlayCost(panel: import("@playwright/test").Locator) {
  return panel.evaluate((el) => {
    const css = getComputedStyle(el);
    // Chromium writes a mixed colour as `color(srgb r g b / a)` and a translucent one as `rgba(r, g, b, a)`.
    const color = css.backgroundColor;
    const alpha = (/\/\s*([\d.]+)\s*\)$/.exec(color) ?? /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color))?.[1] ?? "1";
    return { backdrop: css.backdropFilter, animation: css.animationName, alpha };
  });
}
