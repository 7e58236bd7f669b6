// The form DOM dump (issue 36 §6), a review tool, not part of npm test: after `npm run build`,
//   npm run forms:dump -- --out <dir> [--brand <id>] [--only <scenario,…>]
// starts the production server on a fresh in-memory sandbox (Playwright's webServer command, on
// E2E_PORT or 3100), opens every form of the brand with JavaScript on and off, in its first state
// and its error states, and writes one normalised file per form, state and mode:
// <dir>/<form>.<js|nojs>.html. Compare two dumps with `npm run forms:diff -- <before> <after>`.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";

const { values } = parseArgs({
  options: { out: { type: "string" }, brand: { type: "string" }, only: { type: "string" } },
});
if (!values.out) {
  console.error("usage: npm run forms:dump -- --out <dir> [--brand <id>] [--only <scenario,…>]");
  process.exit(2);
}
// matrix.ts reads the port when it loads: set it before the imports below.
process.env.E2E_PORT ??= "3100";

const { chromium, request } = await import("@playwright/test");
const { default: config } = await import("../playwright.config");
const { readBrands, ROOT } = await import("../tests/e2e/matrix");
const fixtures = await import("../tests/e2e/fixtures");
const { scenarios } = await import("./form-dom/scenarios");
const { dumper, settle } = await import("./form-dom/session");

const brands = readBrands();
const brand = values.brand ? brands.find((b) => b.id === values.brand) : brands[0];
if (!brand) throw new Error(`no brand ${values.brand} (brands: ${brands.map((b) => b.id).join(", ")})`);
const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.endsWith(".html")) rmSync(path.join(out, file));

const only = values.only?.split(",");
const chosen = scenarios.filter((s) => !only || only.includes(s.name));

// The e2e suite's own server: same command, environment and health check.
const web = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer!;
const server = spawn("sh", ["-c", web.command!], { cwd: ROOT, detached: true, stdio: ["ignore", "ignore", "pipe"] });
let serverLog = "";
server.stderr!.on("data", (chunk) => (serverLog = (serverLog + chunk).slice(-4000)));
const stopServer = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
};
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });

async function waitForServer(url: string, timeout: number) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}:\n${serverLog}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server not up at ${url} after ${timeout} ms:\n${serverLog}`);
}

const written: string[] = [];
const failed: string[] = [];
let browser: Browser | undefined;
try {
  await waitForServer(web.url!, web.timeout ?? 120_000);
  const launch = (config.projects![0].use as { launchOptions?: object }).launchOptions;
  browser = await chromium.launch(launch);
  const api = await request.newContext();
  const sandbox = await fixtures.controlsFor(api, brand.id);
  const http = fixtures.serverClient(api, brand);
  for (const js of [true, false]) {
    const site = {
      brand,
      lang: brand.defaultLanguage,
      htmlLang: fixtures.htmlLangOf(brand.defaultLanguage),
      origin: brand.origin,
      javaScript: js,
      otherLang: brand.routed.find((l) => l !== brand.defaultLanguage),
    };
    for (const scenario of chosen) {
      const context = await browser.newContext({
        baseURL: brand.origin,
        javaScriptEnabled: js,
        reducedMotion: "reduce",
        viewport: { width: 1280, height: 900 },
        locale: "en-US",
        timezoneId: "UTC",
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      try {
        await sandbox.reset();
        if (!scenario.keepCookieBanner) await fixtures.acceptCookies(context, site);
        if (scenario.account) {
          const email =
            typeof scenario.account === "string"
              ? fixtures.accountEmail(brand, scenario.account)
              : await scenario.account({ site, js, sandbox, server: http });
          await sandbox.restorePlayer(email).catch(() => undefined);
          await fixtures.loginWithPassword(page, site, email);
        }
        const open = async (url: string) => {
          await page.goto(url);
          await settle(page, js);
        };
        await scenario.run({ page, site, js, sandbox, server: http, open, dump: dumper(out, page, js, written) });
      } catch (error) {
        failed.push(`${scenario.name} (${js ? "js" : "nojs"}): ${String(error).split("\n")[0]} at ${page.url()}`);
      } finally {
        await context.close();
      }
    }
  }
  await api.dispose();
} finally {
  await browser?.close();
  stopServer();
}

console.log(`${written.length} dumps of brand ${brand.id} in ${out}`);
for (const line of failed) console.error(`FAILED ${line}`);
process.exit(failed.length ? 1 : 0);
