/**
 * Issue 34 §7 (ADR 080): every earlier release's brand folders (tests/fixtures/brands-history) serve
 * their home pages, as an operator gets there: the server starts on the folder, or refuses naming
 * `npm run brands -- upgrade`, which is run before it starts again (brands-history-server.ts, one
 * process and one port per release). Their platform is this run's server (PLATFORM_URL), whose
 * sandbox already serves these brand ids, so nothing is seeded again. Runs once per `npm test`
 * (first brand's nojs project). scripts/brands-upgrade.test.ts checks validation and upgrade.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pendingUpgrades } from "../../app/brand/config-version";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { expect, test } from "./fixtures";
import { PORT, readBrands, ROOT, SERVER } from "./matrix";

const HISTORY = path.join(ROOT, "tests/fixtures/brands-history");
const RELEASES = readdirSync(HISTORY, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
// Off the ports of npm test's brand servers (+index), the copied brand (+40), screenshots (+50)
// and platform-states (+60, +70): one port per release from +80.
const FIRST_PORT = PORT + 80;

test.describe("earlier releases' brand folders @nojs", () => {
  // Decided before beforeAll, so the extra server starts in one project only.
  test.skip(
    ({ brandId, javaScriptEnabled }) => brandId !== readBrands()[0].id || javaScriptEnabled !== false,
    "one run per npm test",
  );
  let root = "";
  let server: ExtraServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = mkdtempSync(path.join(os.tmpdir(), "croupier-brands-history-"));
    cpSync(HISTORY, root, { recursive: true });
    server = await startExtraServer(
      ["tests/e2e/brands-history-server.ts", String(FIRST_PORT), ...RELEASES.map((r) => path.join(root, r))],
      { PLATFORM_URL: SERVER, SESSION_SECRET: "brands-history-e2e-secret-0123456789abcdef" },
      "listening\n",
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  RELEASES.forEach((release, i) => {
    test(`${release}: every brand's home page, upgraded only where the server asked`, async ({ page }) => {
      const original = readBrands(path.join(HISTORY, release)).map((b) => b.config);
      const needsUpgrade = original.some((config) => pendingUpgrades(config).length > 0);
      expect(server?.output().includes(`upgraded ${path.join(root, release)}\n`)).toBe(needsUpgrade);

      for (const brand of readBrands(path.join(root, release))) {
        // The document is what is checked: its images (the sandbox's generated art) are not waited for.
        const response = await page.goto(`http://${brand.id}.localhost:${FIRST_PORT + i}/`, {
          waitUntil: "domcontentloaded",
        });
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`/${brand.defaultLanguage}/?$`));
        const logo = JSON.parse(readFileSync(path.join(root, release, brand.id, "brand.json"), "utf8")).assets.logo;
        await expect(page.locator("header img").first()).toHaveAttribute(
          "src",
          new RegExp(`/brand-assets/${brand.id}/${logo}`),
        );
        await expect(page.locator("main")).toBeVisible();
      }
    });
  });
});
