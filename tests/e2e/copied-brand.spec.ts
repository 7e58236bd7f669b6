/**
 * Issue 2's check "a copied brand folder with a new id and domain serves its own site with no
 * code change": the first brand is copied (cp -r) into a temp brands folder as "copycat" with only
 * its id and domains changed, and a second server is started on that folder. The copy keeps the
 * original's site code (ADR 011), so this also proves that the embedded sandbox serves each brand
 * its own data. Runs once per `npm test` (first brand's nojs project): the server start is the cost.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { PORT, readBrands, ROOT } from "./matrix";

const SOURCE = readBrands()[0];
const COPY = "copycat";
// Off the brand ports of npm test (E2E_PORT + brand index) and the screenshot server (+50).
const COPY_PORT = PORT + 40;
const COPY_SERVER = `http://127.0.0.1:${COPY_PORT}`;

test.describe("a copied brand folder @nojs", () => {
  // Decided before beforeAll, so the extra server starts in one project only.
  test.skip(
    ({ brandId, javaScriptEnabled }) => brandId !== SOURCE.id || javaScriptEnabled !== false,
    "one run per npm test",
  );
  let dir = "";
  let server: ExtraServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(path.join(os.tmpdir(), "croupier-copied-brand-"));
    cpSync(path.join(ROOT, "brands", SOURCE.id), path.join(dir, SOURCE.id), { recursive: true });
    cpSync(path.join(ROOT, "brands", SOURCE.id), path.join(dir, COPY), { recursive: true });
    const file = path.join(dir, COPY, "brand.json");
    const config = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...config, id: COPY, domains: [`www.${COPY}.example.com`] }, null, 2));

    // The server says when it listens (server/app.ts): wait for that line, not a polling interval.
    server = await startExtraServer(
      ["server.ts"],
      {
        NODE_ENV: "production",
        PORT: String(COPY_PORT),
        BRANDS_DIR: dir,
        SANDBOX_DATA_DIR: "memory://",
        DEFAULT_BRAND: SOURCE.id,
      },
      "Croupier listening on",
    );
    expect((await fetch(`${COPY_SERVER}/healthz`)).ok, "healthy once listening").toBe(true);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("serves <copy>.localhost as its own brand, next to the original", async ({ page }) => {
    const health = await (await fetch(`${COPY_SERVER}/healthz`)).json();
    expect(health.brands).toEqual([COPY, SOURCE.id].sort());
    expect(server?.output()).toContain(`site code "${SOURCE.siteCode}" is shared`);

    await page.goto(`http://${COPY}.localhost:${COPY_PORT}/`);
    await expect(page).toHaveURL(new RegExp(`^http://${COPY}\\.localhost:${COPY_PORT}/${SOURCE.defaultLanguage}/?$`));
    await expect(page.locator("header img").first()).toHaveAttribute("src", new RegExp(`/brand-assets/${COPY}/`));
    // The banners come from the sandbox's seed of the copy, not of the brand it was copied from.
    const banner = page.locator(".banner__image").first();
    await expect(banner).toHaveAttribute("src", new RegExp(`/sandbox/assets/${COPY}/banners/`));

    await page.goto(`http://${SOURCE.id}.localhost:${COPY_PORT}/${SOURCE.defaultLanguage}`);
    await expect(page.locator("header img").first()).toHaveAttribute("src", new RegExp(`/brand-assets/${SOURCE.id}/`));
    await expect(page.locator(".banner__image").first()).toHaveAttribute(
      "src",
      new RegExp(`/sandbox/assets/${SOURCE.id}/banners/`),
    );
  });
});
