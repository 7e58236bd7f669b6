// Screenshots of a running site at phone and desktop widths, for people reviewing the UI:
//   npm run screenshots -- [baseUrl] [path…]      (default http://solbet.localhost:3000 /)
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const [base = "http://solbet.localhost:3000", ...paths] = process.argv.slice(2);
const outDir = "tests/.artifacts/screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 780 : 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    const name = `${new URL(base).hostname.split(".")[0]}${path.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === "1" });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
