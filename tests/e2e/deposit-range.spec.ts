/**
 * Issue 35 §3: the range under the deposit amount names a real maximum — the method's, or the
 * player's own deposit limit when lower — or only the minimum; never the BR Code's cap or spec
 * §5's 10,000,000,000, which no player meets. Every brand, with its first deposit method.
 */
import type { PaymentMethod } from "../../app/brand/config.generated";
import { accountEmail, expect, formatMoney, signIn, test, type Site } from "./fixtures";

/** At or above the BR Code's amount field (ADR 078) a maximum is no limit (app/features/payment-kit/amount.ts). */
const NO_LIMIT = 9_999_999_999;

function firstDepositMethod(site: Site): string {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  const order = (site.brand.config.payments.displayOrder as string[] | undefined) ?? methods.map((m) => m.method);
  return order.find((name) => methods.find((m) => m.method === name)?.directions.includes("deposit"))!;
}

const limits = (site: Site) => site.brand.config.limits.deposit as { min: number; max: number };

async function rangeOf(page: import("@playwright/test").Page, site: Site) {
  await page.goto(`/${site.lang}?deposit=true&method=${firstDepositMethod(site)}`);
  return page.locator("#deposit-amount-hint");
}

test.describe("the deposit range (issue 35 §3)", () => {
  test("names the method's real maximum, or only the minimum without one @nojs", async ({ page, site, t }) => {
    // depositor@ has no deposit limit of its own: the method's maximum is the brand's (sandbox)
    await signIn(page, site, accountEmail(site.brand, "depositor"));
    const { min, max } = limits(site);
    const expected =
      max < NO_LIMIT
        ? t("cashier:deposit.range", { min: formatMoney(site, min), max: formatMoney(site, max) })
        : t("cashier:deposit.rangeMin", { min: formatMoney(site, min) });
    await expect(await rangeOf(page, site)).toHaveText(expected);
  });

  test("names the player's deposit limit when it is lower than the method's maximum @nojs", async ({
    page,
    site,
    sandbox,
    server,
    t,
  }) => {
    const email = accountEmail(site.brand, "depositor");
    const { min } = limits(site);
    const limit = 5 * min;
    const { sessionToken } = await server.platformLogin(email, site.lang);
    const set = await server.platformPost(
      "ResponsibleGaming/setLimits",
      { limitType: "DEPOSIT", daily: "", weekly: "", monthly: limit.toFixed(2) },
      { sessionToken },
    );
    expect((await set.json()).status, "setLimits").toBe("SUCCESS");
    try {
      await signIn(page, site, email);
      await expect(await rangeOf(page, site)).toHaveText(
        t("cashier:deposit.range", { min: formatMoney(site, min), max: formatMoney(site, limit) }),
      );
    } finally {
      // deposit-amounts.spec.ts counts on depositor@ having no limit
      await sandbox.restorePlayer(email);
    }
  });
});
