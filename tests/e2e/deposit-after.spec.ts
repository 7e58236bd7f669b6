/**
 * After a deposit (issue 25 §7, ADR 061): the affiliate pixel loads once and only with cookie
 * consent, a deposit that crosses a KYC tier shows the notice with its link, a 'play' player's
 * profile is current after the payment, and the registration success view opens the deposit.
 * Paid through the sandbox's cashier control; brands without a `qr` deposit method skip.
 */
import type { Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  acceptCookies,
  accountEmail,
  expect,
  formatMoney,
  signIn,
  test,
  waitForHydration,
  type Site,
  registerFreshAccount,
} from "./fixtures";
import { failOnPageErrors } from "./page-errors";

// Issue 35 §2: no uncaught error, no React error in the console, anywhere in the money flows.
failOnPageErrors();

const PIXEL = "/sandbox/pix/pixel.gif";

function qrMethod(site: Site): PaymentMethod | undefined {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  return methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
}

/** A quick amount above the brand's referral minimum: a first deposit of it is a conversion. */
function conversionAmount(site: Site): number | undefined {
  const min = site.brand.config.limits.referralPixelMinDeposit;
  return qrMethod(site)?.quickAmounts?.find((amount) => amount > min);
}

/** Starts a QR deposit of `amount` from the modal; returns its txnId at step 2. */
async function startDeposit(page: Page, site: Site, amount: number): Promise<string> {
  await page.goto(`/${site.lang}?deposit=true`);
  if (site.javaScript) await waitForHydration(page);
  const modal = page.getByTestId("deposit");
  await modal
    .getByTestId("deposit-quick")
    .filter({ hasText: formatMoney(site, amount) })
    .click();
  // Without JavaScript the quick amount submits the deposit itself.
  if (site.javaScript) await modal.getByTestId("deposit-submit").click();
  const step = page.getByTestId("deposit-qr-step");
  await expect(step).toBeVisible();
  return (await step.getAttribute("data-txn-id"))!;
}

async function pay(page: Page, txnId: string) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/cashier/pay`, { data: { txnId } });
  expect(res.status(), `cashier/pay: ${await res.text()}`).toBe(200);
}

/** Pays at the platform, then waits for step 3: live with JavaScript, by "check payment" without. */
async function payAndSucceed(page: Page, site: Site, txnId: string) {
  if (site.javaScript) await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
  await pay(page, txnId);
  if (!site.javaScript) await page.getByTestId("deposit-check").click();
  await expect(page.getByTestId("deposit")).toHaveAttribute("data-view", "success");
}

/** Every request of the page for the sandbox's affiliate pixel, as URLs. */
function pixelRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === PIXEL) seen.push(url);
  });
  return seen;
}

test.describe("after a deposit", () => {
  test.beforeEach(async ({ site }) => {
    test.skip(!qrMethod(site), "the brand has no qr deposit method");
    test.skip(!conversionAmount(site), "no quick amount above the brand's referral minimum");
  });

  test("with consent and an affiliate link: the first deposit's conversion pixel, once @nojs", async ({
    page,
    context,
    site,
    server,
  }) => {
    await acceptCookies(context, site);
    const pixels = pixelRequests(page);
    await page.goto(`/${site.lang}?affid=AFF-AFTER`);
    await signIn(page, site, await registerFreshAccount(server, site, "after", { acceptPolicies: true }));
    const txnId = await startDeposit(page, site, conversionAmount(site)!);
    await payAndSucceed(page, site, txnId);
    await expect(page.getByTestId("deposit-after")).toHaveAttribute("data-deposit-kind", "first");
    await expect.poll(() => pixels.length).toBe(1);
    expect(pixels[0].searchParams.get("affiliateId")).toBe("AFF-AFTER");
    expect(pixels[0].searchParams.get("event")).toBe("firstDeposit");
    const img = page.getByTestId("tracking-pixel");
    await expect(img).toHaveAttribute("width", "1");
    await expect(img).toHaveAttribute("alt", "");
    await expect(img).toHaveAttribute("referrerpolicy", "no-referrer");

    // The same success step again (a reload) does not count the deposit twice.
    await page.reload();
    await expect(page.getByTestId("deposit")).toHaveAttribute("data-view", "success");
    await expect(page.getByTestId("tracking-pixel")).toHaveCount(0);
    expect(pixels).toHaveLength(1);
  });

  test("without cookie consent: no pixel at all @nojs", async ({ page, site, server }) => {
    const pixels = pixelRequests(page);
    await page.goto(`/${site.lang}?affid=AFF-AFTER`);
    await signIn(page, site, await registerFreshAccount(server, site, "after", { acceptPolicies: true }));
    const txnId = await startDeposit(page, site, conversionAmount(site)!);
    await payAndSucceed(page, site, txnId);
    await expect(page.getByTestId("deposit-after")).toBeAttached();
    await expect(page.getByTestId("tracking-pixel")).toHaveCount(0);
    expect(pixels).toHaveLength(0);
  });

  test("a deposit that crosses a KYC tier shows its notice and the identity link @nojs", async ({
    page,
    context,
    site,
    server,
    t,
  }) => {
    await acceptCookies(context, site);
    await signIn(page, site, await registerFreshAccount(server, site, "after", { acceptPolicies: true }));
    // The sandbox's enable limit is 0: a new player's first deposit reaches the first tier.
    const txnId = await startDeposit(page, site, conversionAmount(site)!);
    await payAndSucceed(page, site, txnId);
    const notice = page.getByTestId("deposit-kyc");
    await expect(notice).toHaveAttribute("data-tier", "1");
    await expect(notice).toContainText(t("cashier:deposit.kyc.tier1"));
    const link = notice.getByRole("link", { name: t("cashier:deposit.kyc.verify") });
    await expect(link).toHaveAttribute("href", `/${site.lang}/myaccount?page=confirmidentity`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/myaccount\\?page=confirmidentity$`));
  });

  test("a 'play' player's profile reloads when the deposit is paid, on any page", async ({
    page,
    context,
    site,
    server,
    t,
  }) => {
    test.skip(!site.javaScript, "live updates need JavaScript");
    await acceptCookies(context, site);
    await signIn(page, site, await registerFreshAccount(server, site, "after", { acceptPolicies: true }));
    const txnId = await startDeposit(page, site, conversionAmount(site)!);
    // Away from the deposit modal: only the page's own data can change what it shows.
    await page.goto(`/${site.lang}/accountstatus`);
    await waitForHydration(page);
    const status = page.getByTestId("status-account");
    await expect(status).toHaveText(t("account:status.userStatus.play"));
    await expect(page.getByTestId("player-menu")).toHaveAttribute("data-live", "ready");
    await pay(page, txnId);
    await expect(status).toHaveText(t("account:status.userStatus.real"));
  });
});

test.describe("registration success", () => {
  test("its deposit button opens the deposit modal @nojs", async ({ page, context, site, t }) => {
    await acceptCookies(context, site);
    await signIn(page, site, accountEmail(site.brand, "player"), { landing: false });
    await page.goto(`/${site.lang}?modal=register&registered=1`);
    const success = page.getByRole("dialog", { name: t("registration:success.title") });
    await expect(success).toBeVisible();
    if (site.javaScript) await waitForHydration(page);
    await success.getByRole("link", { name: t("registration:success.deposit") }).click();
    await expect(page.getByTestId("deposit")).toBeVisible();
    await expect(page.getByRole("dialog", { name: t("registration:success.title") })).toHaveCount(0);
  });
});
