/**
 * The return from a payment provider and the result pages (issue 25 §3, ADR 059), against the
 * sandbox provider page: a deposit is made through the platform as the player, approved or
 * declined on /sandbox/pay/<txnId>/<token>, and the callback lands on {lang}/txn-confirmation. Brands
 * without a card, wallet or redirect deposit method (a PIX-only cashier) skip those tests.
 */
import type { Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  accountEmail,
  expect,
  formatMoney,
  signIn,
  SEEDED_WALLET,
  test,
  waitForLiveStream,
  type ServerClient,
  type Site,
} from "./fixtures";
import { failOnPageErrors } from "./page-errors";

// Issue 35 §2: no uncaught error, no React error in the console, anywhere in the money flows.
failOnPageErrors();

const PROVIDER_KINDS = ["card", "wallet", "redirect"];

/** The brand's first deposit method that goes through the provider page (not a QR code). */
function providerMethod(site: Site): PaymentMethod | undefined {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  return methods.find((m) => PROVIDER_KINDS.includes(m.kind) && m.directions.includes("deposit"));
}

/** Twice the brand's minimum deposit, in major units. */
const amountOf = (site: Site) => site.brand.config.limits.deposit.min * 2;

/** What the method's definition requires on a new payment (spec §3 fields), filled for the sandbox. */
function methodFields(method: PaymentMethod): Record<string, string> {
  if (method.kind === "card")
    return {
      cardNumber: "4111111111111111",
      expiryMonth: "12",
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: "123",
      cardHolderName: "Ana Test",
    };
  const banks = (method as { banks?: unknown[] }).banks ?? [];
  const bank = banks[0];
  return Object.fromEntries(
    (method.fields ?? [])
      .filter((f) => f.requiredNewPayment === true)
      .map((f) => [
        f.name,
        f.type === "email"
          ? "wallet@example.com"
          : f.type === "select" && bank !== undefined
            ? String(
                typeof bank === "object"
                  ? ((bank as Record<string, unknown>).code ?? (bank as Record<string, unknown>).name)
                  : bank,
              )
            : "Test",
      ]),
  );
}

/** A new deposit made at the platform as the player, returning to this brand's callback: its txnId and provider page. */
async function createDeposit(
  server: ServerClient,
  site: Site,
  method: PaymentMethod,
): Promise<{ txnId: string; providerPage: string }> {
  const { sessionToken } = await server.platformLogin(accountEmail(site.brand, "player"), site.lang);
  const res = await server.platformPost(
    method.kind === "card" ? "makeCCPayment" : "makeWalletPayment",
    {
      paymentMethod: method.method,
      depositAmount: amountOf(site).toFixed(site.brand.config.currency.decimals),
      idempotencyKey: `cb-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      returnUrl: `${site.origin}/${site.lang}/cashier/callback/${method.method}`,
      ...methodFields(method),
    },
    { sessionToken },
  );
  const body = await res.json();
  expect(body.gatewayRequest?.redirectUrl, JSON.stringify(body)).toBeTruthy();
  return { txnId: body.txnId, providerPage: body.gatewayRequest.redirectUrl };
}

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function decide(page: Page, providerPage: string, decision: "Approve" | "Decline") {
  // on the site's own host, as the deposit modal opens it (the gateway's redirectUrl is a signed path)
  await page.goto(providerPage);
  await page.getByRole("button", { name: decision }).click();
  await page.waitForURL(/\/txn-confirmation\?/);
}

async function cashierControl(page: Page, control: string, body: Record<string, unknown>) {
  const res = await page.request.post(`${SERVER}/sandbox/controls/cashier/${control}`, { data: body });
  expect(res.status(), `cashier/${control}: ${await res.text()}`).toBe(200);
}

test.describe("provider return", () => {
  let method: PaymentMethod;
  const email = (site: Site) => accountEmail(site.brand, "player");

  test.beforeEach(async ({ site, page, sandbox, server }) => {
    const found = providerMethod(site);
    test.skip(!found, "the brand has no card, wallet or redirect deposit method");
    method = found!;
    await sandbox.balance(email(site), { cash: SEEDED_WALLET.cash });
    // The seeded player's responsible-gaming limit may be below the brand's minimum deposit: these
    // tests are about the return, so the limit is raised well above their deposits (restorePlayer puts it back).
    const { sessionToken } = await server.platformLogin(email(site), site.lang);
    const raised = await server.platformPost(
      "ResponsibleGaming/setLimits",
      { limitType: "DEPOSIT", monthly: String(amountOf(site) * 50) },
      { sessionToken },
    );
    expect(await raised.json()).toMatchObject({ status: "SUCCESS" });
    await signIn(page, site, email(site));
  });
  test.afterEach(async ({ sandbox, site }) => {
    // later specs count on player@'s seeded cash
    if (!providerMethod(site)) return;
    await sandbox.restorePlayer(email(site));
    await sandbox.balance(email(site), { cash: SEEDED_WALLET.cash });
  });

  test("approved: txn-confirmation shows the amount and the balance has risen @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const before = SEEDED_WALLET.cash + SEEDED_WALLET.bonus;
    const { txnId, providerPage } = await createDeposit(server, site, method);
    await decide(page, providerPage, "Approve");
    const result = page.getByTestId("payment-result");
    await expect(result).toHaveAttribute("data-status", "SUCCESS");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:deposit.success"));
    await expect(page.getByTestId("payment-result-amount")).toHaveText(formatMoney(site, amountOf(site)));
    // Players read the method's name: a card in the page language, another by the brand's name for it.
    await expect(page.getByTestId("payment-result-method")).toHaveText(
      method.kind === "card" ? t("cashier:deposit.card") : (method.displayName ?? method.method),
    );
    await expect(page.getByTestId("payment-result-id")).toHaveText(txnId);
    if (method.kind === "card") await expect(page.getByTestId("payment-result-card")).toHaveText("•••• 1111");
    // the root loader reads the balance on this very request
    await expect(page.getByTestId("header-balance")).toHaveText(formatMoney(site, before + amountOf(site)));
    await expect(page).toHaveTitle(new RegExp(t("payment:deposit.success")));
    await expect(page.getByTestId("payment-result-deposit")).toHaveAttribute("href", `/${site.lang}?deposit=true`);
  });

  test("declined: the failure message of the provider's code", async ({ page, site, server, t }) => {
    const { providerPage } = await createDeposit(server, site, method);
    await decide(page, providerPage, "Decline");
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "FAILURE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:deposit.failure"));
    const code = method.kind === "card" ? "100234" : "100238";
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t(`cashier:codes.${code}`));
    await expect(page.getByTestId("header-balance")).toHaveText(
      formatMoney(site, SEEDED_WALLET.cash + SEEDED_WALLET.bonus),
    );
  });

  test("a return or query claiming success for a failed deposit shows the failure", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { txnId } = await createDeposit(server, site, method);
    await cashierControl(page, "fail", { txnId, errorCode: "100238" });
    const forged = encoded({ txnId, status: "SUCCESS", paymentMethod: method.method });
    await page.goto(`/${site.lang}/cashier/callback/${method.method}/${forged}`);
    await expect(page).toHaveURL(/\/txn-confirmation\?/);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "FAILURE");
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("cashier:codes.100238"));

    await page.goto(`/${site.lang}/txn-confirmation?id=${txnId}&status=SUCCESS&amount=999999&type=deposit`);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "FAILURE");
    await expect(page.getByTestId("payment-result-amount")).toHaveText(formatMoney(site, amountOf(site)));
  });

  test("another player's transaction is refused by the platform: the failure page", async ({
    page,
    site,
    server,
    t,
  }) => {
    const { txnId } = await createDeposit(server, site, method);
    await page.context().clearCookies();
    // another seeded password account (docs/contract/accounts.md)
    const other = accountEmail(site.brand, "google");
    await signIn(page, site, other);
    const claim = encoded({ txnId, status: "SUCCESS", paymentMethod: method.method });
    await page.goto(`/${site.lang}/cashier/callback/${method.method}/${claim}`);
    await expect(page).toHaveURL(/\/failure\?/);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "FAILURE");
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("cashier:codes.100164"));
  });

  test("still pending after the tries: 'check again' until it is paid @nojs", async ({ page, site, server }) => {
    const { txnId } = await createDeposit(server, site, method);
    await page.goto(`/${site.lang}/cashier/callback/${method.method}/${encoded({ txnId, status: "SUCCESS" })}`);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "PENDING");
    await expect(page.getByTestId("payment-result-amount")).toHaveText(formatMoney(site, amountOf(site)));
    // With JavaScript the page follows the platform's status event; without, "check again" asks.
    if (site.javaScript) await waitForLiveStream(page);
    await cashierControl(page, "pay", { txnId });
    if (!site.javaScript) await page.getByTestId("payment-result-check").click();
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "SUCCESS");
    await expect(page.getByTestId("payment-result-check")).toHaveCount(0);
  });

  test("a callback loaded in a frame takes the whole window", async ({ page, site, server }) => {
    test.skip(!site.javaScript, "the frame is put in by a script");
    const { txnId } = await createDeposit(server, site, method);
    await cashierControl(page, "pay", { txnId });
    const href = `/${site.lang}/cashier/callback/${method.method}/${encoded({ txnId })}`;
    await page.goto(`/${site.lang}`);
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      document.body.append(frame);
    }, href);
    await page.waitForURL(/\/txn-confirmation\?/);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "SUCCESS");
    // Without JavaScript the frame shows only a link out, to the whole window.
    const framed = await page.request.get(`${SERVER}${href}`, {
      headers: { host: new URL(site.origin).host, "Sec-Fetch-Dest": "iframe" },
    });
    const html = await framed.text();
    expect(html).toContain('target="_top"');
    expect(html).not.toContain("site-header");
  });
});

test.describe("result pages", () => {
  test("garbage in the return is a branded 400 @i18n @nojs", async ({ page, site, t }) => {
    const res = await page.goto(`/${site.lang}/cashier/callback/CREDITCARD/bm90IGpzb24`);
    expect(res?.status()).toBe(400);
    await expect(page.getByTestId("payment-invalid")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:invalid.title"));
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page).toHaveTitle(t("payment:invalid.title"));
  });

  test("failure and success pages, for a deposit and a cashout @i18n @nojs", async ({ page, site, t }) => {
    await page.goto(`/${site.lang}/failure?type=cashout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:cashout.failure"));
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("payment:cashoutFailed"));
    await expect(page.getByTestId("payment-result-deposit")).toHaveCount(0);
    await page.goto(`/${site.lang}/success?type=cashout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:cashout.success"));
    await expect(page.getByText(t("payment:cashout.successText"))).toBeVisible();
    await page.goto(`/${site.lang}/failure?reason=100218`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:deposit.failure"));
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("cashier:codes.100218"));
    await page.goto(`/${site.lang}/failure?reason=%3Cscript%3E`);
    await expect(page.getByTestId("payment-result-reason")).toHaveText(t("cashier:codes.generic"));
    await page.goto(`/${site.lang}/success`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:deposit.success"));
    await expect(page.getByTestId("payment-result-lobby")).toBeVisible();
  });

  test("txn-confirmation without an id confirms nothing @nojs", async ({ page, t, site }) => {
    await page.goto(`/${site.lang}/txn-confirmation?status=SUCCESS&amount=100.00&paymentMethod=CREDITCARD`);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "UNKNOWN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("payment:deposit.unknown"));
    await expect(page.getByTestId("payment-result-details")).toHaveCount(0);
  });
});
