/**
 * Issue 35 §2: React errors #421 / #345 (a Suspense boundary updated before it hydrated) showed
 * during the deposit: the event stream's first updates reached the page's deferred parts
 * (DeferHydration) before they hydrated. The money specs carry the same guard (page-errors.ts);
 * this one walks a new player's first deposit straight from a link, where the race showed.
 */
import type { PaymentMethod } from "../../app/brand/config.generated";
import { acceptCookies, expect, formatMoney, signIn, registerFreshAccount, test, waitForHydration } from "./fixtures";
import { failOnPageErrors } from "./page-errors";

failOnPageErrors();

test("a new player's first PIX deposit from a link, without a page error", async ({ page, context, site, server }) => {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  const qr = methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
  test.skip(!qr, "the brand has no qr deposit method");
  await acceptCookies(context, site);
  await signIn(page, site, await registerFreshAccount(server, site, "errors", { acceptPolicies: true }), {
    landing: false,
  });
  await page.goto(`/${site.lang}?deposit=true`);
  if (site.javaScript) await waitForHydration(page);
  const modal = page.getByTestId("deposit");
  const amount = qr!.quickAmounts[1] ?? qr!.quickAmounts[0];
  await modal
    .getByTestId("deposit-quick")
    .filter({ hasText: formatMoney(site, amount) })
    .click();
  if (site.javaScript) await modal.getByTestId("deposit-submit").click();
  await expect(page.getByTestId("deposit-qr-step")).toBeVisible();
  if (site.javaScript) await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
});
