import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  for (const width of [360, 1440]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
    await ctx.addCookies([{ name: "cookieConsent", value: "accepted", url: `http://${s.host}:3711` }]);
    const page = await ctx.newPage();
    const base = `http://${s.host}:3711`;
    if (s.email) {
      await page.goto(`${base}/${s.lang}/login`);
      const form = page.locator("form:has(input[name=emailId])").first();
      await form.locator('input[name="emailId"]').fill(s.email);
      await form.locator('input[name="password"]').fill("Sandbox123");
      await form.getByTestId("login-submit").click();
      await page.waitForURL((u) => !u.pathname.includes("/login"));
    }
    await page.goto(base + s.path);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/${s.name}-${width}.png`, fullPage: s.full ?? false });
    await ctx.close();
  }
}
await browser.close();
