/**
 * Spec §4 policy check: a player whose accepted versions are old gets a blocking popup with
 * links to the changed policies and one accept button; scroll is locked; not on static
 * policy/content pages; the bottom nav hides meanwhile (spec §2); when the server's check
 * fails the browser retries once after limits.policiesRetryMs.
 * The player's old versions are made through the platform contract (policy/updateUserPolicyDetails).
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, loginWithPassword as login, SANDBOX_PASSWORD, test, waitForHydration, type Site } from "./fixtures";
import { SERVER } from "./matrix";

const PHONE = { width: 360, height: 740 };


interface Config {
  policyType: string;
  policyVersionId: string;
  policyUrl: string;
  title: string;
}

/** Platform calls as the player (docs/contract/accounts.md). */
async function platformAs(api: APIRequestContext, site: Site, email: string) {
  const headers = { "x-site-code": site.brand.siteCode, "x-brand-id": site.brand.id };
  const login = await api.post(`${SERVER}/ajax/login?language=${site.lang}`, { headers, form: { emailId: email, password: SANDBOX_PASSWORD } });
  const { sessionToken } = await login.json();
  const auth = { ...headers, "x-session-token": sessionToken };
  return {
    async configured(): Promise<Config[]> {
      const res = await api.get(`${SERVER}/ajax/policy/getPolicies?language=${site.lang}`, { headers });
      return (await res.json()).policyConfigs;
    },
    async accept(policies: { policyType: string; policyVersionId: string }[]) {
      const res = await api.post(`${SERVER}/ajax/policy/updateUserPolicyDetails?language=${site.lang}`, {
        headers: auth,
        form: { policies: JSON.stringify(policies.map((p) => ({ ...p, policyAccepted: true }))) },
      });
      expect((await res.json()).status).toBe("SUCCESS");
    },
    async mine(): Promise<{ policyType: string; policyVersionId: string }[]> {
      const res = await api.get(`${SERVER}/ajax/policy/getUserPolicyDetails?language=${site.lang}`, { headers: auth });
      return (await res.json()).policies;
    },
  };
}

/** Makes the player's accepted version of the first configured policy old ("0.9"); returns it. */
async function outdate(api: APIRequestContext, site: Site, email: string): Promise<Config> {
  const platform = await platformAs(api, site, email);
  const configured = await platform.configured();
  const changed = configured[0];
  await platform.accept([{ policyType: changed.policyType, policyVersionId: "0.9" }]);
  return changed;
}

async function restore(api: APIRequestContext, site: Site, email: string) {
  const platform = await platformAs(api, site, email);
  await platform.accept(await platform.configured());
}

const policySlug = (site: Site) => (site.lang === "en" ? "policy" : "politica");

test.describe("update policies popup", () => {
  const email = (site: Site) => `player@${site.brand.id}.test`;
  test.afterEach(async ({ api, site }) => restore(api, site, email(site)));

  test("blocks until accepted; links the changed policy; hides the bottom nav; not on policy pages @nojs", async ({ page, site, t, api }) => {
    await page.setViewportSize(PHONE);
    const changed = await outdate(api, site, email(site));
    await login(page, site, email(site));
    await page.goto(`/${site.lang}`);
    const popup = page.getByRole("dialog", { name: t("policies:update.title") });
    await expect(popup).toBeVisible();
    const link = popup.getByRole("link", { name: changed.title });
    await expect(link).toHaveAttribute("href", `/${site.lang}/${policySlug(site)}/${changed.policyUrl}`);
    // No way to close it.
    await expect(page.locator('[data-modal="update-policies"] .modal__close, [data-modal="update-policies"] a.modal__backdrop')).toHaveCount(0);
    // Page scroll is locked while it is open; the bottom nav is gone.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect(page.getByRole("navigation", { name: t("shell:nav.bottom") })).toHaveCount(0);
    // Not on static policy and content pages.
    await page.goto(`/${site.lang}/${policySlug(site)}/${changed.policyUrl}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
    await page.goto(`/${site.lang}/page/faq`);
    await expect(popup).toHaveCount(0);

    await page.goto(`/${site.lang}`);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: t("policies:update.accept") }).click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await expect(page.getByRole("navigation", { name: t("shell:nav.bottom") })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("navigation", { name: t("shell:nav.bottom") })).toBeVisible();
    await expect(popup).toHaveCount(0);
    // The platform now has the configured version.
    const platform = await platformAs(api, site, email(site));
    const mine = await platform.mine();
    expect(mine.find((p) => p.policyType === changed.policyType)?.policyVersionId).toBe(changed.policyVersionId);
  });

  test("no popup when the versions match (first two parts)", async ({ page, site, t, api }) => {
    const platform = await platformAs(api, site, email(site));
    const configured = await platform.configured();
    await platform.accept(configured.map((p) => ({ policyType: p.policyType, policyVersionId: `${p.policyVersionId}.7` })));
    await login(page, site, email(site));
    await page.goto(`/${site.lang}`);
    await expect(page.locator("#main")).toBeVisible();
    await expect(page.locator("nav.bottom-nav")).toBeAttached();
    await expect(page.getByRole("dialog", { name: t("policies:update.title") })).toHaveCount(0);
  });

  test("a failed check is retried once in the browser after policiesRetryMs", async ({ page, site, t, api, sandbox }) => {
    test.skip(!site.javaScript, "browser retry");
    await outdate(api, site, email(site));
    await page.clock.install();
    await login(page, site, email(site));
    await page.clock.pauseAt(Date.now() + 2_000);
    await sandbox.inject({ path: "policy/getUserPolicyDetails", httpStatus: 500, times: 1 });
    await page.goto(`/${site.lang}`);
    const popup = page.getByRole("dialog", { name: t("policies:update.title") });
    await expect(page.locator("#main")).toBeVisible();
    await waitForHydration(page);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(site.brand.config.limits.policiesRetryMs - 500);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(popup).toBeVisible();
  });
});
