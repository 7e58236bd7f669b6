import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from "@playwright/test";
import type { SiteOptions } from "./tests/e2e/fixtures";
import { LOGIN_LOCK_SECONDS, matrix, PORT, readBrands, ROOT, SERVER } from "./tests/e2e/matrix";

/**
 * E2E matrix (ARCHITECTURE §7), generated from brands/ at config time; every project name starts
 * with its brand id, so `--project "<brand>-*"` selects one brand (npm test runs brands in parallel,
 * each against its own server and sandbox database):
 *  - one project per brand × routed language, e.g. "solbet-pb" (baseURL http://solbet.localhost:3100,
 *    option `lang: "pb"`). The brand's default language runs every test; its other languages run the
 *    tests tagged @i18n (what language changes: texts, slugs, layout with longer words), because the
 *    rest (codes, cookies, money, timers) does not depend on the language and would only triple the run;
 *  - "<brand>-nojs": JavaScript disabled, the tests tagged @nojs, in the brand's default language.
 * Uses Debian's chromium-headless-shell when installed, else its Chromium (ADR 024);
 * `playwright install` is not used.
 */
const brands = readBrands();
const entries = matrix(brands);
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const defaultBrand: string = process.env.DEFAULT_BRAND || pkg.config?.defaultBrand || brands[0]?.id || "";

// Runs on another E2E_PORT (parallel checkouts/sessions on one machine) get their own artifacts.
const suffix = process.env.E2E_PORT ? `-${PORT}` : "";
export const JSON_REPORT =
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || path.join(ROOT, `tests/.artifacts/playwright-report${suffix}.json`);

// The old headless shell has no browser UI or display compositor: the suite's browser work costs
// less than half the CPU of full Chromium's headless mode, and CI is CPU-bound (ADR 024).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const chromium = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: {
    executablePath: browserPath,
    // --disable-software-rasterizer: no SwiftShader GPU process; software compositing is cheaper here.
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-software-rasterizer",
    ],
  },
};

const projects: Project<PlaywrightTestOptions & SiteOptions, PlaywrightWorkerOptions>[] = [
  ...entries.map((e) => ({
    name: e.name,
    ...(e.isDefaultLanguage ? {} : { grep: /@i18n/ }),
    use: { ...chromium, baseURL: e.origin, brandId: e.brand, lang: e.lang },
  })),
  ...brands.map((b) => ({
    name: `${b.id}-nojs`,
    grep: /@nojs/,
    use: { ...chromium, javaScriptEnabled: false, baseURL: b.origin, brandId: b.id, lang: undefined },
  })),
];

export default defineConfig<SiteOptions>({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: `tests/.artifacts/playwright-output${suffix}`,
  fullyParallel: false,
  workers: 1,
  // A test.only left in would silently skip the rest of the suite, here as in CI: use --grep.
  forbidOnly: true,
  // In CI one retry, so a test that loses a race on a busy 2-core machine does not sink the
  // run; npm test names every test that needed it (ADR 075). Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: JSON_REPORT }]],
  use: {
    // Recording a trace costs about a quarter of the run even when it is thrown away; failures
    // still leave a screenshot and an error context. E2E_TRACE=1 records them for debugging.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    reducedMotion: "reduce",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects,
  webServer: {
    // A fresh in-memory sandbox database for every run: never reuse a running server.
    // PAGE_DEADLINE_SECONDS=10: on a loaded CI machine a sandbox page may need more than the 3 s
    // default, and would show unavailable sections; the deadline has its own e2e (ADR 051).
    // The sandbox's per-player cashier rates (ADR 077) are raised: the suite makes far more deposits
    // a minute for one seeded player than a person would; the rates have their own vitest tests.
    command: `NODE_ENV=production PORT=${PORT} PLATFORM_CACHE_SECONDS=2 LOGIN_LOCK_SECONDS=${LOGIN_LOCK_SECONDS} PAGE_DEADLINE_SECONDS=10 SANDBOX_DEPOSITS_PER_MINUTE=600 SANDBOX_STATUS_CHECKS_PER_MINUTE=6000 SANDBOX_DATA_DIR=memory:// DEFAULT_BRAND=${defaultBrand} npx tsx --max-semi-space-size=64 server.ts`,
    url: `${SERVER}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    cwd: ROOT,
  },
});
