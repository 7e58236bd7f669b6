/**
 * Deposit methods other than a QR code, end to end against the sandbox (issue 25 §3): each form
 * drawn from the brand's field definitions, the card's 3-D Secure page in the modal's frame, a
 * wallet in the frame, a bank by full-page redirect, saved cards, refusals and a double submit.
 * Methods come from brand.json; a brand without one skips with the reason.
 */
import type { Locator, Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { SERVER } from "./matrix";
import {
  cardExpiryYear,
  depositAmountOf,
  depositMethods,
  fillFields,
  fillNewCard,
  methodOf,
  openDepositMethod,
  PAN,
  providerFrame,
  toProvider,
} from "./deposit-helpers";
import { accountEmail, expect, signIn, test, type ServerClient, type Site, type Translate } from "./fixtures";
import { failOnPageErrors } from "./page-errors";

// Issue 35 §2: no uncaught error, no React error in the console, anywhere in the money flows.
failOnPageErrors();

async function statusOf(server: ServerClient, site: Site, email: string, txnId: string) {
  const { sessionToken } = await server.platformLogin(email, site.lang);
  return (await server.platformPost("cashier/gettransationStatus", { txnId }, { sessionToken })).json();
}

/**
 * With JavaScript a provider's answer reaches the player two ways at once: the return in the
 * frame takes the page to the confirmation, and the platform's status event redraws the modal.
 * Whichever comes first is right, so this waits until one of them shows the outcome in full,
 * then until the other can no longer arrive.
 */
async function expectProviderOutcome(page: Page, confirmation: RegExp, inModal: Locator, text = "") {
  await expect
    .poll(
      async () => {
        if (confirmation.test(page.url())) return "page";
        const shown = await inModal.innerText({ timeout: 500 }).catch(() => null);
        return shown !== null && shown.includes(text) ? "modal" : "none";
      },
      { timeout: 15_000 },
    )
    .not.toBe("none");
  // When the modal wins, the frame's break-out may still be on its way and would cut into the
  // test's next navigation: wait until it has landed, or the frame that would send it is gone.
  const frame = page.locator('iframe[name="deposit-provider"]');
  await expect.poll(async () => confirmation.test(page.url()) || (await frame.count()) === 0).toBe(true);
  if (!confirmation.test(page.url())) await page.waitForURL(confirmation, { timeout: 1_500 }).catch(() => {});
}

test.describe("deposit methods from field definitions", () => {
  let email = "";
  test.beforeEach(async ({ site, page }) => {
    // depositor@ has no deposit limit, and its saved cards are this spec's own
    email = accountEmail(site.brand, "depositor");
    await signIn(page, site, email);
  });

  test("a new card goes through 3-D Secure in the modal, then repeats as a saved card @nojs", async ({
    page,
    site,
    server,
  }) => {
    const card = methodOf(site, "card");
    test.skip(!card, "the brand has no card deposit method");
    const form = await openDepositMethod(page, site, card!.method, "&step=new");
    await expect(form.getByTestId("deposit-field-cardNumber")).toHaveAttribute("type", "tel");
    await fillNewCard(form, site, PAN.visa);
    if (site.javaScript) await expect(form.getByTestId("deposit-field-cardNumber")).toHaveValue("4111 1111 1111 1111");
    const txnId = await toProvider(page, site);
    await expect(providerFrame(page).getByText("Card ending in")).toContainText("1111");
    await providerFrame(page).getByRole("button", { name: "Approve" }).click();
    await expect.poll(async () => (await statusOf(server, site, email, txnId)).status).toBe("SUCCESS");
    // The provider returns to the cashier callback in the frame; with JavaScript it takes the
    // whole page to the confirmation (without, its link does).
    if (site.javaScript)
      await expectProviderOutcome(
        page,
        new RegExp(`/txn-confirmation\\?id=${txnId}&.*status=SUCCESS`),
        page.locator('[data-testid="deposit"][data-view="success"]'),
      );

    // The paid card is saved: the method opens as a repeat payment with only its repeat fields.
    const again = await openDepositMethod(page, site, card!.method);
    await expect(again).toHaveAttribute("data-mode", "repeat");
    await expect(again.getByTestId("deposit-field-cardNumber")).toHaveCount(0);
    const saved = again.getByTestId("deposit-field-accountId");
    await expect(saved.locator("option", { hasText: "1111" }).first()).toBeAttached();
    await saved.selectOption({ index: 1 });
    await again.getByTestId("deposit-field-cvv").fill("123");
    await again.locator("#deposit-amount").fill(depositAmountOf(site));
    const repeat = await toProvider(page, site);
    expect(repeat).not.toBe(txnId);
    await providerFrame(page).getByRole("button", { name: "Approve" }).click();
    await expect.poll(async () => (await statusOf(server, site, email, repeat)).status).toBe("SUCCESS");
    // The repeat's frame takes the page to its confirmation too; opening the modal before it
    // lands would race that navigation.
    if (site.javaScript)
      await expectProviderOutcome(
        page,
        new RegExp(`/txn-confirmation\\?id=${repeat}&.*status=SUCCESS`),
        page.locator('[data-testid="deposit"][data-view="success"]'),
      );

    // "Add new card" and back are links, so they work without JavaScript.
    await openDepositMethod(page, site, card!.method);
    await page.getByTestId("deposit-switch-mode").click();
    await expect(page.getByTestId("deposit-method-form")).toHaveAttribute("data-mode", "new");
    await expect(page.getByTestId("deposit-field-cardNumber")).toBeVisible();
    await page.getByTestId("deposit-switch-mode").click();
    await expect(page.getByTestId("deposit-method-form")).toHaveAttribute("data-mode", "repeat");
  });

  test("a card declined on the 3-D Secure page says why @nojs", async ({ page, site, server, t }) => {
    const card = methodOf(site, "card");
    test.skip(!card, "the brand has no card deposit method");
    const form = await openDepositMethod(page, site, card!.method, "&step=new");
    await fillNewCard(form, site, PAN.mastercard);
    const txnId = await toProvider(page, site);
    await providerFrame(page).getByRole("button", { name: "Decline" }).click();
    await expect.poll(async () => (await statusOf(server, site, email, txnId)).errorDescription).toBe("100234");
    if (site.javaScript) {
      // the confirmation with the reason, or the modal redrawn with it
      await expectProviderOutcome(
        page,
        new RegExp(`/txn-confirmation\\?id=${txnId}&.*status=FAILURE&failureReason=100234`),
        page.getByTestId("deposit-provider-failed"),
        t("cashier:codes.100234"),
      );
      return;
    }
    // Without JavaScript the modal, drawn again, says why.
    await page.goto(`/${site.lang}?deposit=true&method=${card!.method}&step=2`);
    await expect(page.getByTestId("deposit-provider-failed")).toContainText(t("cashier:codes.100234"));
  });

  test("a refused form keeps what was typed except the card number and CVV @nojs", async ({ page, site, t }) => {
    const card = methodOf(site, "card");
    test.skip(!card, "the brand has no card deposit method");
    const form = await openDepositMethod(page, site, card!.method, "&step=new");
    await fillNewCard(form, site, "4111111111111112");
    await page.getByTestId("deposit-submit").click();
    const again = page.getByTestId("deposit-method-form");
    await expect(again.getByTestId("deposit-field-error-cardNumber")).toHaveText(
      t("cashier:card.errors.numberInvalid"),
    );
    await expect(again.getByTestId("deposit-field-cardHolderName")).toHaveValue("Ana Tester");
    await expect(again.getByTestId("deposit-field-expiryYear")).toHaveValue(cardExpiryYear);
    await expect(again.locator("#deposit-amount")).toHaveValue(depositAmountOf(site));
    await expect(again.getByTestId("deposit-field-cardNumber")).toHaveValue("");
    await expect(again.getByTestId("deposit-field-cvv")).toHaveValue("");
    const html = await page.content();
    expect(html).not.toContain("4111111111111112");
    expect(html).not.toContain("4111 1111 1111 1112");
  });

  test("a wallet opens in the modal's frame and pays there @nojs", async ({ page, site, server }) => {
    const wallet = methodOf(site, "wallet");
    test.skip(!wallet, "the brand has no wallet deposit method");
    const form = await openDepositMethod(page, site, wallet!.method);
    await form.locator("#deposit-amount").fill(depositAmountOf(site));
    await fillFields(form);
    const txnId = await toProvider(page, site);
    await expect(providerFrame(page).getByRole("heading")).toContainText(wallet!.method);
    await providerFrame(page).getByRole("button", { name: "Approve" }).click();
    await expect.poll(async () => (await statusOf(server, site, email, txnId)).status).toBe("SUCCESS");
  });

  test("a wallet's e-mail is checked on leaving the field, and the message goes once it is right", async ({
    page,
    site,
    t,
  }) => {
    const wallet = depositMethods(site).find((m) => m.fields.some((f) => f.type === "email"));
    test.skip(!wallet, "the brand has no deposit method with an e-mail field");
    const key = wallet!.fields.find((f) => f.type === "email")!.key;
    const form = await openDepositMethod(page, site, wallet!.method);
    const input = form.getByTestId(`deposit-field-${key}`);
    const message = form.getByTestId(`deposit-field-error-${key}`);
    await input.fill("not-mail");
    await expect(message).toBeHidden();
    await input.press("Tab");
    await expect(message).toHaveText(t("cashier:fields.errors.email"));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("wallet.player@example.com");
    await expect(message).toBeHidden();
  });

  test("a redirect method leaves for the bank's page and comes back to the confirmation @nojs", async ({
    page,
    site,
    server,
  }) => {
    const bank = methodOf(site, "redirect");
    test.skip(!bank, "the brand has no redirect deposit method");
    const form = await openDepositMethod(page, site, bank!.method);
    await form.locator("#deposit-amount").fill(depositAmountOf(site));
    await fillFields(form);
    await page.getByTestId("deposit-submit").click();
    // the platform's signed link: /sandbox/pay/<txnId>/<token> (ADR 079)
    await expect(page).toHaveURL(/\/sandbox\/pay\/\w+\/[^/]+$/);
    const txnId = new URL(page.url()).pathname.split("/")[3];
    await expect(page.getByRole("heading")).toContainText(bank!.method);
    await page.getByRole("button", { name: "Approve" }).click();
    // the sandbox sends the player to the cashier callback, which confirms the transaction
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/txn-confirmation\\?id=${txnId}&.*status=SUCCESS`));
    expect((await statusOf(server, site, email, txnId)).status).toBe("SUCCESS");
  });

  test("a double submit of one form makes one transaction @nojs", async ({ page, site }) => {
    const bank = methodOf(site, "redirect") ?? methodOf(site, "wallet");
    test.skip(!bank, "the brand has no wallet or redirect deposit method");
    const form = await openDepositMethod(page, site, bank!.method);
    await fillFields(form);
    const fields = Object.fromEntries(
      await form
        .locator("input[name], select[name]")
        .evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value])),
    );
    // Node cannot resolve <brand>.localhost: the app on SERVER, with the brand's host and cookies.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const post = () =>
      page.request.post(`${SERVER}/${site.lang}/cashier/deposit`, {
        headers: { host: new URL(site.origin).host, cookie },
        form: { ...fields, amount: depositAmountOf(site), returnTo: `/${site.lang}` },
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    const places = answers.map((a) => a.headers().location ?? "");
    // A redirect method answers its provider page, a wallet its step 2: the same for both posts.
    expect(places[0]).toMatch(/\/sandbox\/pay\/\w+|step=2/);
    expect(places[1]).toBe(places[0]);
  });
});

test.describe("deposit method choice", () => {
  test("the cashier's methods are links in its order; a single one opens its form @nojs", async ({ page, site, t }) => {
    await signIn(page, site, accountEmail(site.brand, "player"));
    const methods = depositMethods(site);
    await page.goto(`/${site.lang}?deposit=true`);
    if (methods.length === 1) {
      const view = methods[0].kind === "qr" ? "amount" : "method";
      await expect(page.getByTestId("deposit")).toHaveAttribute("data-view", view);
      return;
    }
    const label = (m: PaymentMethod, tr: Translate) =>
      m.kind === "card" ? tr("cashier:deposit.card") : (m.displayName ?? m.method);
    const links = page.getByTestId("deposit-methods").getByRole("link");
    await expect(links).toHaveText(methods.map((m) => label(m, t)));
    await expect(page.locator('[data-modal="deposit"] form')).toHaveCount(0);
    const last = methods[methods.length - 1];
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`method=${last.method}`));
    await expect(page.getByTestId("deposit")).toHaveAttribute("data-view", last.kind === "qr" ? "amount" : "method");
  });
});
