/**
 * Spec §4 policy check: a player whose accepted versions are old gets a blocking popup with
 * links to the changed policies and one accept button; scroll is locked; not on static
 * policy/content pages; the bottom nav hides meanwhile (spec §2); when the server's check
 * fails the browser retries once after limits.policiesRetryMs.
 * The player's old versions are made through the platform contract (policy/updateUserPolicyDetails).
 */
import {
  accountEmail,
  expect,
  signIn as login,
  test,
  waitForHydration,
  type ServerClient,
  type Site,
} from "./fixtures";

const PHONE = { width: 360, height: 740 };

interface Config {
  policyType: string;
  policyVersionId: string;
  policyUrl: string;
  title: string;
}

/** Platform calls as the player (docs/contract/accounts.md). */
async function platformAs(server: ServerClient, site: Site, email: string) {
  const { sessionToken } = await server.platformLogin(email, site.lang);
  return {
    async configured(): Promise<Config[]> {
      return (await server.platform("policy/getPolicies", { language: site.lang })).policyConfigs;
    },
    async accept(policies: { policyType: string; policyVersionId: string }[]) {
      const res = await server.platformPost(
        "policy/updateUserPolicyDetails",
        { policies: JSON.stringify(policies.map((p) => ({ ...p, policyAccepted: true }))) },
        { language: site.lang, sessionToken },
      );
      expect((await res.json()).status).toBe("SUCCESS");
    },
    async mine(): Promise<{ policyType: string; policyVersionId: string }[]> {
      return (await server.platform("policy/getUserPolicyDetails", { language: site.lang }, sessionToken)).policies;
    },
  };
}

/** Makes the player's accepted version of the first configured policy old ("0.9"); returns it. */
async function outdate(server: ServerClient, site: Site, email: string): Promise<Config> {
  const platform = await platformAs(server, site, email);
  const configured = await platform.configured();
  const changed = configured[0];
  await platform.accept([{ policyType: changed.policyType, policyVersionId: "0.9" }]);
  return changed;
}

async function restore(server: ServerClient, site: Site, email: string) {
  const platform = await platformAs(server, site, email);
  await platform.accept(await platform.configured());
}

const policySlug = (site: Site) => (site.lang === "en" ? "policy" : "politica");

test.describe("update policies popup", () => {
  const email = (site: Site) => accountEmail(site.brand, "player");
  test.afterEach(async ({ server, site }) => restore(server, site, email(site)));

  test("blocks until accepted; links the changed policy; hides the bottom nav; not on policy pages @nojs", async ({
    page,
    site,
    t,
    server,
  }) => {
    await page.setViewportSize(PHONE);
    const changed = await outdate(server, site, email(site));
    await login(page, site, email(site), { landing: false });
    await page.goto(`/${site.lang}`);
    const popup = page.getByRole("dialog", { name: t("policies:update.title") });
    await expect(popup).toBeVisible();
    const link = popup.getByRole("link", { name: changed.title });
    await expect(link).toHaveAttribute("href", `/${site.lang}/${policySlug(site)}/${changed.policyUrl}`);
    // No way to close it.
    await expect(
      page.locator('[data-modal="update-policies"] .modal__close, [data-modal="update-policies"] a.modal__backdrop'),
    ).toHaveCount(0);
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
    const platform = await platformAs(server, site, email(site));
    const mine = await platform.mine();
    expect(mine.find((p) => p.policyType === changed.policyType)?.policyVersionId).toBe(changed.policyVersionId);
  });

  test("no popup when the versions match (first two parts)", async ({ page, site, t, server }) => {
    const platform = await platformAs(server, site, email(site));
    const configured = await platform.configured();
    await platform.accept(
      configured.map((p) => ({ policyType: p.policyType, policyVersionId: `${p.policyVersionId}.7` })),
    );
    await login(page, site, email(site), { landing: false });
    await page.goto(`/${site.lang}`);
    await expect(page.locator("#main")).toBeVisible();
    await expect(page.locator("nav.bottom-nav")).toBeAttached();
    await expect(page.getByRole("dialog", { name: t("policies:update.title") })).toHaveCount(0);
  });

  test("a failed check is retried once in the browser after policiesRetryMs", async ({
    page,
    site,
    t,
    server,
    sandbox,
  }) => {
    test.skip(!site.javaScript, "browser retry");
    await outdate(server, site, email(site));
    await page.clock.install();
    await login(page, site, email(site));
    await page.clock.pauseAt(Date.now() + 2_000);
    await sandbox.inject({ path: "policy/getUserPolicyDetails", httpStatus: 500, times: 1, email: email(site) });
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
