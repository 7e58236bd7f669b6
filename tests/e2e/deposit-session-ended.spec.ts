/**
 * Issue 35 §2: a deposit submitted after the platform ended the session. The login modal says
 * why, and logging in again comes back to the deposit with the amount typed (spec §4's post-login
 * priority), with JavaScript and without.
 */
import type { PaymentMethod } from "../../app/brand/config.generated";
import {
  acceptCookies,
  accountEmail,
  expect,
  signIn,
  SANDBOX_PASSWORD,
  submitLogin,
  test,
  waitForHydration,
} from "./fixtures";
import { depositAmountOf } from "./deposit-helpers";

test("a deposit after the session ended: the login says why and the amount comes back @nojs", async ({
  page,
  context,
  site,
  sandbox,
  t,
}) => {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  const qr = methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
  test.skip(!qr, "the brand has no qr deposit method");
  await acceptCookies(context, site);
  // The event stream would log the page out first; here the session ends unseen, as on a phone asleep.
  await page.route("**/events", (route) => route.abort());
  const email = accountEmail(site.brand, "player");
  await signIn(page, site, email, { landing: false });
  await page.goto(`/${site.lang}?deposit=true&method=${qr!.method}`);
  if (site.javaScript) await waitForHydration(page);
  const amount = depositAmountOf(site);
  await page.locator("#deposit-amount").fill(amount);

  await sandbox.terminateSession(email);
  await page.getByTestId("deposit").getByTestId("deposit-submit").click();

  const login = page.locator('[data-modal="login"]');
  await expect(login).toBeVisible();
  await expect(login.getByTestId("login-reason")).toHaveText(t("auth:login.reason.depositSessionEnded"));
  if (site.javaScript) await waitForHydration(page);
  await submitLogin(page, email, SANDBOX_PASSWORD, "modal");
  const deposit = page.getByTestId("deposit");
  await expect(deposit).toBeVisible();
  await expect(deposit.locator("#deposit-amount")).toHaveValue(amount);
  await expect(page.getByTestId("login-reason")).toHaveCount(0);
});
