/**
 * Fixtures shared by the e2e specs:
 *  - `site`: the brand and language under test (from the project's `brandId`/`lang` options;
 *    the nojs projects have no `lang` and use the brand's default language);
 *  - `t`: translations from locales/ (plus brands/<id>/locales overrides), interpolated like i18next;
 *  - `sandbox`: the sandbox controls and outbox for this site, controls reset before and after
 *    every test (auto);
 *  - `server`: plain HTTP to the app with the brand's Host header (Node cannot resolve
 *    <id>.localhost, Chromium can), for status codes, redirects and headers, and platform calls
 *    straight to the sandbox.
 * Beside them, the helpers every spec shares (the seeded accounts and their password, logging
 * in, hydration, fresh test data): specs take these from here rather than keep their own copies.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import type { BrandConfig } from "../../app/brand/config.generated";
import { countryWithRule, type LaunchRule } from "../../sandbox/accounts/rule-country";
import { buildContent, type Content } from "../../sandbox/seed/content";
import { sandboxSiteOf } from "../../sandbox/sites";
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
  for (const [k, v] of Object.entries(b))
    out[k] = typeof v === "object" && typeof out[k] === "object" ? merge(out[k] as Tree, v) : v;
  return out;
}

const localeCache = new Map<string, Record<string, Tree>>();
function resourcesFor(brandId: string, lang: string): Record<string, Tree> {
  const key = `${brandId}/${lang}`;
  let res = localeCache.get(key);
  if (!res) {
    const baseNs = readNamespaces(path.join(ROOT, "locales", lang));
    const overrides = readNamespaces(path.join(ROOT, "brands", brandId, "locales", lang));
    res = Object.fromEntries(
      [...new Set([...Object.keys(baseNs), ...Object.keys(overrides)])].map((ns) => [
        ns,
        merge(baseNs[ns] ?? {}, overrides[ns] ?? {}),
      ]),
    );
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
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in vars ? String(vars[name]) : `{{${name}}}`,
    );
  };
}

export const htmlLangOf = (lang: string) => (lang === "pb" ? "pt-BR" : lang);

// ---------------------------------------------------------------------------------------------
// sandbox controls

/** A message of the sandbox outbox (the e-mail and SMS the platform "sent"). */
export interface OutboxMessage {
  id: string;
  channel: "EMAIL" | "SMS";
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
}

/** The sandbox controls of README "Sandbox controls" for this site (POST /sandbox/controls/...), and its outbox. */
export interface SandboxControls {
  country(countryCode: string | null, blocked?: boolean): Promise<void>;
  maintenance(on: boolean): Promise<void>;
  /**
   * Fails the next `times` calls of a path; with `email`, only that player's calls (its session's,
   * or a guest call naming it), so that no other page's call takes it first (issue 35 §6).
   */
  inject(failure: {
    path: string;
    errorCode?: number | string;
    httpStatus?: number;
    times?: number;
    email?: string;
  }): Promise<void>;
  reset(): Promise<void>;
  /** A sandbox player's seeded state back (restore-player): tests that use a player up run again without a restart. */
  restorePlayer(email: string): Promise<void>;
  /** Sets the given parts of a player's wallet and pushes PushRealBalance (the wallet is not part of restorePlayer). */
  balance(email: string, wallet: { cash?: number; bonus?: number; freebet?: number; drp?: number }): Promise<void>;
  /**
   * What the platform asks before a withdrawal (spec §4, issue 34), for a fresh account given cash
   * by `balance`: userStatus real (as after a first deposit), the e-mail verified, KYC verified.
   */
  readyToWithdraw(email: string): Promise<void>;
  /** Moves an account's clock past its wrong-password lock at the platform (ADR 050). */
  expireLoginLock(email: string): Promise<void>;
  /** Ends the player's unpaid deposits, so a new PIX code is not answered with the pending one (100532). */
  expirePending(email: string): Promise<void>;
  /** Ends the player's sessions with SessionTerminated on the event stream. */
  terminateSession(email: string): Promise<void>;
  /** Ends the player's sessions with PushLogoutEvent alone (no SessionTerminated). */
  pushLogout(email: string): Promise<void>;
  /** Blocks a game, empties its launch URL or makes its launch fail (docs/contract/games.md). */
  game(control: { gameCode: string } & Record<string, unknown>): Promise<void>;
  /** Forces a live table open or closed, or pushes a result (docs/contract/games.md). */
  live(control: { tableId: string } & Record<string, unknown>): Promise<void>;
  snapshot(): Promise<{ geo: unknown; maintenance: boolean; injected: unknown[] }>;
  /** The outbox of the site, newest first; `to` keeps the messages to one address or number. */
  outbox(to?: string): Promise<OutboxMessage[]>;
}

export async function controlsFor(api: APIRequestContext, site: string): Promise<SandboxControls> {
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
    balance: (email, wallet) => post("balance", { email, ...wallet }),
    readyToWithdraw: async (email) => {
      await post("user-status", { email, userStatus: "real" });
      await post("channel", { email, channel: "EMAIL", verified: true });
      await post("kyc/set", { email, ageStatus: "verified", identityStatus: "verified", addressStatus: "verified" });
    },
    expireLoginLock: (email) => post("expire-login-lock", { email }),
    expirePending: (email) => post("cashier/expire-pending", { email }),
    terminateSession: (email) => post("terminate-session", { email }),
    pushLogout: (email) => post("push-logout", { email }),
    game: (control) => post("game", control),
    live: (control) => post("live", control),
    snapshot: async () => (await api.get(`${SERVER}/sandbox/controls?site=${encodeURIComponent(site)}`)).json(),
    outbox: async (to) =>
      (await api.get(`${SERVER}/sandbox/outbox.json?${new URLSearchParams({ ...(to ? { to } : {}), site })}`)).json(),
  };
}

// ---------------------------------------------------------------------------------------------
// plain HTTP to the app as a given brand

export interface ServerClient {
  /** GET a path as this brand (Host header), without following redirects unless asked. */
  get(
    pathname: string,
    options?: { cookie?: string; acceptLanguage?: string; follow?: boolean; userAgent?: string },
  ): Promise<APIResponse>;
  /** A platform call straight to the sandbox (/ajax/...) as this brand; with a session token, as that player. */
  platform<T = any>(call: string, query: Record<string, string>, sessionToken?: string): Promise<T>;
  /** A platform form post straight to the sandbox (/ajax/...) as this brand; with a session token, as that player. */
  platformPost(
    call: string,
    form: Record<string, string>,
    options?: { language?: string; sessionToken?: string },
  ): Promise<APIResponse>;
  /** Signs a sandbox account in at the platform (its sessionToken is for the calls above; sessionLimit in minutes). */
  platformLogin(
    email: string,
    language: string,
    password?: string,
  ): Promise<{ sessionToken: string; sessionLimit?: number | null }>;
}

export function serverClient(api: APIRequestContext, brand: BrandInfo): ServerClient {
  const host = new URL(brand.origin).host;
  const platformHeaders = (sessionToken?: string) => ({
    "x-site-code": brand.siteCode,
    "x-brand-id": brand.id,
    ...(sessionToken ? { "x-session-token": sessionToken } : {}),
  });
  const platformPost: ServerClient["platformPost"] = (call, form, { language, sessionToken } = {}) =>
    api.post(`${SERVER}/ajax/${call}${language ? `?language=${language}` : ""}`, {
      headers: platformHeaders(sessionToken),
      form,
    });
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
    platform: async (call, query, sessionToken) => {
      const res = await api.get(`${SERVER}/ajax/${call}?${new URLSearchParams(query)}`, {
        headers: platformHeaders(sessionToken),
      });
      return res.json();
    },
    platformPost,
    platformLogin: async (email, language, password = SANDBOX_PASSWORD) =>
      (await platformPost("login", { emailId: email, password }, { language })).json(),
  };
}

// ---------------------------------------------------------------------------------------------

export const test = base.extend<
  SiteOptions & { site: Site; t: Translate; sandbox: SandboxControls; server: ServerClient; api: APIRequestContext }
>({
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
      if (message.type() === "error" || message.type() === "warning")
        log.push(`${stamp()} console.${message.type()} ${message.text()}`);
    });
    page.on("requestfailed", (request) =>
      log.push(`${stamp()} requestfailed ${request.url()} ${request.failure()?.errorText ?? ""}`),
    );
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) log.push(`${stamp()} navigated ${frame.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("browser-log", { body: log.join("\n") || "(nothing)", contentType: "text/plain" });
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
export async function storeLanguage(context: BrowserContext, site: Site, lang = site.lang) {
  await context.addCookies([{ name: "lang", value: lang, url: site.origin }]);
}

/** Accepts the cookie banner (another feature's) in the browser context, so that it never covers a form. */
export async function acceptCookies(context: BrowserContext, site: Site) {
  await context.addCookies([{ name: "cookieConsent", value: "accepted", url: site.origin }]);
}

/**
 * The brand's country with a launch rule, where the sandbox seeds the precheck-* player for it
 * (sandbox/accounts/rule-country.ts); undefined when none has it: the test of that rule skips.
 */
export function ruleCountry(site: Site, rule: LaunchRule): string | undefined {
  return countryWithRule(site.brand.countryRules as never, rule, site.brand.config.defaultCountry);
}

/** A country rule of the brand (all false for a country it does not list). */
export function countryRule(site: Site, country: string): Record<LaunchRule, boolean> {
  const rule = site.brand.countryRules[country] ?? {};
  const flag = (key: LaunchRule) => rule[key] === true;
  return {
    demoExempt: flag("demoExempt"),
    sessionLimitBeforePlay: flag("sessionLimitBeforePlay"),
    monthlyDepositLimitBeforePlay: flag("monthlyDepositLimitBeforePlay"),
    gamePlaySummaryBeforePlay: flag("gamePlaySummaryBeforePlay"),
    kycBeforePlay: flag("kycBeforePlay"),
  };
}

/** "R$ 1.234,56" style, as the brand formats money (spec §5); only what the assertions need. */
export function formatMoney(site: Site, amount: number): string {
  const c = site.brand.config.currency;
  const [whole, fraction] = amount.toFixed(c.decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousandsSeparator);
  const number = fraction ? `${grouped}${c.decimalSeparator}${fraction}` : grouped;
  const gap = c.space ? "\u00a0" : "";
  return c.position === "before" ? `${c.symbol}${gap}${number}` : `${number}${gap}${c.symbol}`;
}

/**
 * The content rows the sandbox seeds for a brand (banners, static pages, promotions), computed
 * from the seed's own definitions (sandbox/seed/content.ts): expectations fixed in advance, where
 * an answer read back from the running sandbox would agree with a sandbox that lost the data.
 */
export function seededContent(brand: BrandInfo): Content {
  let content = seededCache.get(brand.id);
  if (!content) seededCache.set(brand.id, (content = buildContent(sandboxSiteOf(brand.config as BrandConfig))));
  return content;
}
const seededCache = new Map<string, Content>();

// ---------------------------------------------------------------------------------------------
// sandbox accounts and logging in

/** The sandbox's seeded password (docs/contract/accounts.md); the accounts a test registers get it too. */
export const SANDBOX_PASSWORD = "Sandbox123";

/** The e-mail of a seeded sandbox account (docs/contract/accounts.md): accountEmail(site.brand, "player") is player@<brand>.test. */
export const accountEmail = (brand: { id: string }, local: string) => `${local}@${brand.id}.test`;

/** player@'s seeded wallet (cash 150, bonus 20 of which freebet 5), for sandbox.balance: real-play tests earlier in the run spend from it. */
export const SEEDED_WALLET = { cash: 150, bonus: 20, freebet: 5, drp: 0 };

/** The login form of the page (login page variant) or of the open modal. */
export function loginForm(page: Page, where: "page" | "modal" = "page"): Locator {
  return where === "modal" ? page.locator('[data-modal="login"]') : page.locator(".page-form");
}

/** Fills the login form of the page or modal and submits it; waits for this attempt's answer. */
export async function submitLogin(page: Page, emailId: string, password: string, where: "page" | "modal" = "page") {
  const form = loginForm(page, where);
  await form.locator('input[name="emailId"]').fill(emailId);
  await form.locator('input[name="password"]').fill(password);
  // Wait for this attempt's answer (messages can repeat, so the text alone proves nothing).
  await Promise.all([
    page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        new URL(r.url()).pathname.startsWith(`/${new URL(page.url()).pathname.split("/")[1]}/login`),
    ),
    form.getByTestId("login-submit").click(),
  ]);
}

/** Logs in on the login page and waits until the site has left it. */
export async function loginWithPassword(page: Page, site: Site, email: string, password = SANDBOX_PASSWORD) {
  await page.goto(`/${site.lang}/login`);
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  // A login posted before hydration lands on a new page: its timers and handlers start with React.
  if (site.javaScript) await waitForHydration(page);
}

/**
 * Signs in for a test that is not about signing in (ADR 094): the login page's own action, posted
 * over plain HTTP with the browser's cookies, its Set-Cookie headers copied into the browser, then
 * the page it redirects to opened, as after loginWithPassword. It skips rendering the login page
 * and the form; tests of the login itself keep the form. `landing: false` leaves the browser
 * where it was, for a test whose next step opens a page of its own.
 */
export async function signIn(
  page: Page,
  site: Site,
  email: string,
  { password = SANDBOX_PASSWORD, landing = true }: { password?: string; landing?: boolean } = {},
) {
  const context = page.context();
  const origin = new URL(site.origin);
  const cookie = (await context.cookies(site.origin)).map((c) => `${c.name}=${c.value}`).join("; ");
  const api = await playwrightRequest.newContext();
  try {
    const res = await api.post(`${SERVER}/${site.lang}/login`, {
      headers: { host: origin.host, origin: origin.origin, ...(cookie ? { cookie } : {}) },
      form: { emailId: email, password },
      maxRedirects: 0,
    });
    const to = res.headers().location;
    expect(res.status(), `sign-in of ${email}: ${to ? "" : await res.text()}`).toBe(302);
    const { set, cleared } = parseSetCookies(
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
      origin.hostname,
    );
    for (const name of cleared) await context.clearCookies({ name, domain: origin.hostname });
    await context.addCookies(set);
    if (!landing) return;
    await page.goto(to);
  } finally {
    await api.dispose();
  }
  await expect(page).not.toHaveURL(/\/login/);
  if (site.javaScript) await waitForHydration(page);
}

type NewCookie = Parameters<BrowserContext["addCookies"]>[0][number];

/** Set-Cookie header values as the browser would store them for `domain`: cookies set, and names deleted. */
export function parseSetCookies(headers: string[], domain: string): { set: NewCookie[]; cleared: string[] } {
  const set: NewCookie[] = [];
  const cleared: string[] = [];
  for (const header of headers) {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const cookie: NewCookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain, path: "/" };
    let expires: number | undefined;
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split("=");
      const value = rest.join("=");
      switch (key.toLowerCase()) {
        case "path":
          cookie.path = value || "/";
          break;
        case "httponly":
          cookie.httpOnly = true;
          break;
        case "secure":
          cookie.secure = true;
          break;
        case "samesite":
          cookie.sameSite = (value[0].toUpperCase() + value.slice(1).toLowerCase()) as NewCookie["sameSite"];
          break;
        case "max-age":
          expires = Date.now() / 1000 + Number(value);
          break;
        case "expires":
          expires ??= Date.parse(value) / 1000;
          break;
      }
    }
    if (expires !== undefined && expires <= Date.now() / 1000) cleared.push(cookie.name);
    else set.push(expires === undefined ? cookie : { ...cookie, expires });
  }
  return { set, cleared };
}

/** The header's Log in link, which a guest sees. */
export function guestLoginLink(page: Page, t: Translate): Locator {
  return page.locator("header.site-header").getByRole("link", { name: t("shell:header.login"), exact: true });
}

// ---------------------------------------------------------------------------------------------
// fresh test data (one database per run: values a test creates must not meet another's)

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
/** The CPFs the sandbox registry answers with a code (docs/contract/accounts.md): never handed out as fresh. */
const RESERVED_CPFS = new Set([
  "52998224725",
  "16899535009",
  "39053344705",
  "04412235831",
  "86354112002",
  "12345678909",
  "98765432100",
  "11144477735",
  "24681357928",
]);

/** A fresh valid CPF, formatted ddd.ddd.ddd-dd (check digits computed here), never one the contract reserves. */
export function freshCpf(): string {
  for (;;) {
    const base = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
    if (/^(\d)\1{8}$/.test(base)) continue;
    const ten = base + cpfCheckDigit(base, 9);
    const digits = ten + cpfCheckDigit(ten, 10);
    if (!RESERVED_CPFS.has(digits))
      return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  }
}

/** The identity document a brand's registration asks for (brand.identityDocument). */
export type IdentityDocument =
  { kind: "cpf" } | { kind: "nationalId"; pattern: string; example: string; maxLength: number } | { kind: "none" };
export const identityDocumentOf = (brand: BrandInfo) => brand.config.identityDocument as IdentityDocument;

/** A national id the brand's pattern accepts and nobody holds yet: its example with other digits. */
export function freshDocument(doc: Extract<IdentityDocument, { kind: "nationalId" }>): string {
  const pattern = new RegExp(doc.pattern, "u");
  for (let i = 0; i < 1000; i++) {
    const candidate = doc.example.replace(/\d/g, () => String(Math.floor(Math.random() * 10)));
    if (candidate !== doc.example && pattern.test(candidate)) return candidate;
  }
  throw new Error(`no fresh document for ${doc.pattern}`);
}

/**
 * The identity part of a platform registration for the brand: a fresh CPF, or a fresh national
 * id or none, with the name and date of birth the player types where there is no CPF registry.
 */
export function freshIdentityFields(brand: BrandInfo): Record<string, string> {
  const doc = identityDocumentOf(brand);
  if (doc.kind === "cpf") return { nationalId: freshCpf().replace(/\D/g, "") };
  return {
    ...(doc.kind === "nationalId" ? { nationalId: freshDocument(doc) } : {}),
    firstName: "Ana",
    lastName: "Pérez Soto",
    dob: "1990-04-12",
  };
}

/** A fresh Brazilian mobile number (area 55 needs 11 digits) nobody else has. */
export function freshPhone(): string {
  return `119${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/**
 * A fresh password account (SANDBOX_PASSWORD) registered through the platform's own registration
 * call: a 'play' player with no deposit and no KYC data. With `acceptPolicies` it has accepted
 * every current policy, as the registration form sends them, so no update-policies modal opens.
 */
export async function registerFreshAccount(
  server: ServerClient,
  site: Site,
  prefix: string,
  { acceptPolicies = false, country = "BR" }: { acceptPolicies?: boolean; country?: string } = {},
): Promise<string> {
  let policies: string | undefined;
  if (acceptPolicies) {
    const { policyConfigs = [] } = await server.platform<{
      policyConfigs?: { policyType: string; policyVersionId: string }[];
    }>("policy/getPolicies", {});
    policies = JSON.stringify(policyConfigs.map((p) => ({ ...p, policyAccepted: true })));
  }
  const emailId = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await server.platformPost("registration", {
    emailId,
    nickname: emailId,
    screenName: emailId,
    password: SANDBOX_PASSWORD,
    ...freshIdentityFields(site.brand),
    country,
    ...countryExtras(site.brand, country),
    areaCode: "55",
    areaCountryCode: "BR",
    phoneNumber: freshPhone(),
    termsNcondition: "true",
    ...(policies ? { policies } : {}),
    language: site.lang,
  });
  expect(await res.json(), "registration of a test account").toMatchObject({ success: true });
  return emailId;
}

/** Values for the extra registration fields the brand's rule for `country` asks for (brand data). */
function countryExtras(brand: BrandInfo, country: string): Record<string, string> {
  const fields = ((brand.countryRules[country] ?? {}) as { registrationFields?: string[] }).registrationFields ?? [];
  const value: Record<string, [string, string]> = {
    nationalId: ["personalId", `ID${Date.now().toString(36).toUpperCase()}`],
    birthPlace: ["birthPlace", "Lisboa"],
    maidenName: ["maidenName", "Moreira"],
  };
  return Object.fromEntries(fields.flatMap((field) => (value[field] ? [value[field]] : [])));
}

/** Holds back every request matching `pattern` (a URL glob or RegExp) until the returned function is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
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
export async function beforeHydration(page: Page, url: string, act: () => Promise<void>) {
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto(url, { waitUntil: "commit" });
  await act();
  release();
}

/** True once React has hydrated the element `selector` finds (it carries React's fiber key). */
export async function isHydrated(page: Page, selector = ".site-header"): Promise<boolean> {
  try {
    return await page.evaluate(
      (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith("__reactFiber")),
      selector,
    );
  } catch (error) {
    // A navigation under way (a redirect after goto) destroyed the page being asked: not yet.
    if (String(error).includes("Execution context was destroyed")) return false;
    throw error;
  }
}

/**
 * Waits for hydration, which starts once the hero picture is painted (ADR 036): a test that
 * drives the page's timers with a fake clock must not move the clock before React set them.
 */
export async function waitForHydration(page: Page, selector = ".site-header") {
  // The hero wait alone may take 1.5 s before a large page starts hydrating on a loaded CI machine.
  await expect.poll(() => isHydrated(page, selector), { timeout: 10_000 }).toBe(true);
}

/**
 * The player's event stream is open: a platform push sent before it opens reaches nobody (the
 * platform keeps no backlog), so a test that triggers one waits for this first.
 */
export async function waitForLiveStream(page: Page) {
  await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready", { timeout: 10_000 });
}

/**
 * What a fixed panel over the page costs the compositor on each frame of a load beneath it
 * (ADR 040): its backdrop filter, its running animation, and its background's alpha.
 */
export async function overlayCost(panel: Locator) {
  return panel.evaluate((el) => {
    const css = getComputedStyle(el);
    // Chromium writes a mixed colour as `color(srgb r g b / a)` and a translucent one as `rgba(r, g, b, a)`.
    const color = css.backgroundColor;
    const alpha =
      (/\/\s*([\d.]+)\s*\)$/.exec(color) ?? /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color))?.[1] ?? "1";
    return { backdrop: css.backdropFilter, animation: css.animationName, alpha };
  });
}
