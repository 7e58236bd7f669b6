/**
 * Issue 35 §2: a namespace that has not loaded must never show its keys. Raw keys flashed in the
 * withdrawal modal on the return from the identity check, and in the home banner right after
 * logging in at 360 px. A MutationObserver, installed before any page script, records every text
 * the page shows during those transitions; none may be a translation key.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { acceptCookies, accountEmail, expect, loginWithPassword, signIn, test, waitForLiveStream } from "./fixtures";

/** Every leaf key of every namespace, as `a.b.c` and `ns:a.b.c`. */
function allKeys(): string[] {
  const dir = path.resolve("locales/en");
  const keys: string[] = [];
  const walk = (ns: string, value: unknown, prefix: string) => {
    if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) walk(ns, inner, prefix ? `${prefix}.${key}` : key);
    else keys.push(prefix, `${ns}:${prefix}`);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")))
    walk(file.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, file), "utf8")), "");
  return keys;
}

/** Records every text node that is exactly a key, from the first byte of every document. */
async function recordRawKeys(page: Page) {
  await page.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const seen: string[] = ((window as unknown as { __rawKeys: string[] }).__rawKeys = []);
    const check = (node: Node) => {
      const text = node.textContent?.trim();
      if (text && known.has(text)) seen.push(text);
    };
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node);
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) check(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") check(record.target);
        record.addedNodes.forEach(scan);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, allKeys());
}

const rawKeys = (page: Page) => page.evaluate(() => (window as unknown as { __rawKeys: string[] }).__rawKeys);

test("logging in at 360 px lands on a home page whose texts are all translated @i18n", async ({
  page,
  context,
  site,
}) => {
  test.skip(!site.javaScript, "without JavaScript every page comes whole from the server");
  await acceptCookies(context, site);
  await page.setViewportSize({ width: 360, height: 800 });
  await recordRawKeys(page);
  // The login page ships its own namespaces; home's (content, lobby) arrive on the way.
  await loginWithPassword(page, site, accountEmail(site.brand, "player"));
  // Home, in the player's own language when the platform gives another (spec §4 "set language").
  const routed = site.brand.config.languages.routed as string[];
  await expect(page).toHaveURL(new RegExp(`/(${routed.join("|")})$`));
  await expect(page.getByTestId("player-menu")).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
});

test("the identity check's approval opens the withdrawal with its texts, never its keys @i18n", async ({
  page,
  site,
  sandbox,
}) => {
  test.skip(!site.javaScript, "without JavaScript every page comes whole from the server");
  test.skip(!site.brand.config.features.thirdPartyKyc, `${site.brand.id} has no third-party KYC`);
  const email = accountEmail(site.brand, "withdraw-kycnew");
  await sandbox.restorePlayer(email);
  await sandbox.balance(email, { cash: 10 * (site.brand.config.limits.withdraw.min as number) });
  try {
    await recordRawKeys(page);
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}?withdraw=true`);
    await expect(page).toHaveURL(/[?&]modal=kyc-verify/);
    await waitForLiveStream(page);
    const frame = page.frameLocator('[data-testid="kyc-frame"]');
    await frame.locator("#sample").click();
    await expect(frame.locator("#step-form")).toHaveAttribute("action", /\/selfie/);
    await frame.locator("#sample").click();
    await expect(page.getByTestId("withdraw-form")).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
  } finally {
    await sandbox.restorePlayer(email);
  }
});
