/**
 * Issue 27 §3 (ADR 068, 070): payout details inside the withdraw modal, from the brand's cashout
 * methods: a wire transfer by SEPA or SWIFT (both groups in the page, the chosen one shown by CSS,
 * so it works without JavaScript), an invalid IBAN refused with the values kept and no money
 * moved, a bank transfer sent with the player's country, and a card paid back after a card
 * deposit. Brands without the method skip.
 */
import type { Page } from "@playwright/test";
import { accountEmail, expect, signIn, test, waitForHydration, type ServerClient, type Site } from "./fixtures";
import {
  fillNewCard,
  methodOf as depositMethodOf,
  openDepositMethod,
  PAN,
  providerFrame,
  toProvider,
} from "./deposit-helpers";

interface MethodConfig {
  method: string;
  kind: string;
  directions: string[];
  fields: { key: string }[];
}

const methodsOf = (site: Site) => site.brand.config.payments.methods as MethodConfig[];
const cashout = (m: MethodConfig) => m.directions.includes("cashout");
/** A wire transfer with SEPA / SWIFT (a formtype field), if the brand pays out by one. */
const wireWithFormtype = (site: Site) =>
  methodsOf(site).find((m) => cashout(m) && m.kind === "bank" && m.fields.some((f) => f.key === "formtype"));
/** A bank transfer without a formtype: its bank's country and state go with the payout. */
const bankByCountry = (site: Site) =>
  methodsOf(site).find((m) => cashout(m) && m.kind === "bank" && !m.fields.some((f) => f.key === "formtype"));

const withdrawMin = (site: Site) => site.brand.config.limits.withdraw.min as number;
const amountOf = (site: Site) => 2 * withdrawMin(site);
const account = (site: Site) => accountEmail(site.brand, site.javaScript ? "payout" : "payout-nojs");

const VALID_SEPA_IBAN = "DE89 3704 0044 0532 0130 00";
/** The same IBAN with a wrong check digit: ibantools refuses it. */
const INVALID_IBAN = "DE89 3704 0044 0532 0130 01";
/** Valid values by payout field key (the sandbox checks them; docs/contract/cashier.md). */
const SAMPLE: Record<string, string> = {
  beneficiaryName: "Ana Perez",
  bankName: "Banco Central",
  swiftCode: "DEUTDEFF",
  accountNumber: "12345678",
  comments: "Winnings",
  iban: VALID_SEPA_IBAN,
};

async function openMethod(page: Page, site: Site, method: string) {
  await page.goto(`/${site.lang}?withdraw=true&method=${method}`);
  await expect(page.getByTestId("withdraw-form")).toHaveAttribute("data-method", method);
  // The amount is React state: typed before hydration, it would be reset.
  if (site.javaScript) await waitForHydration(page);
}

/** Fills the amount and every payout input on screen (a hidden group's inputs are left alone). */
async function fillVisible(page: Page, site: Site, values: Record<string, string> = {}) {
  const form = page.getByTestId("withdraw-form");
  await page.locator("#deposit-amount").fill(String(amountOf(site)));
  for (const input of await form
    .locator("input[data-testid^=deposit-field-], select[data-testid^=deposit-field-]")
    .all()) {
    if (!(await input.isVisible())) continue;
    const key = (await input.getAttribute("data-testid"))!.replace("deposit-field-", "");
    if (await input.evaluate((el) => (el as HTMLInputElement).readOnly)) continue;
    if ((await input.evaluate((el) => el.tagName)) === "SELECT")
      await input.selectOption((await input.locator("option").nth(1).getAttribute("value"))!);
    else await input.fill(values[key] ?? SAMPLE[key] ?? "Sample");
  }
}

async function pendingCashouts(site: Site, server: ServerClient) {
  const { sessionToken } = await server.platformLogin(account(site), site.lang);
  const body = await server.platform<{ pendingCashouts: { accountType: string; accountNumber: string }[] }>(
    "getPendingCashouts",
    {},
    sessionToken,
  );
  return body.pendingCashouts;
}

/** Step 3: the request made, pending until the operator pays it. */
async function expectPending(page: Page) {
  await expect(page.getByTestId("withdraw-result")).toHaveAttribute("data-status", "success");
  await expect(page.getByTestId("withdraw-result")).toHaveAttribute("data-state", "PENDING");
}

test.describe("withdraw payout details (issue 27 §3)", () => {
  test.beforeEach(async ({ page, site, sandbox }) => {
    await sandbox.balance(account(site), { cash: 10 * withdrawMin(site), bonus: 0, freebet: 0 });
    await signIn(page, site, account(site));
  });

  test("a wire transfer by SEPA pays to a valid IBAN and is pending @nojs", async ({ page, site, server, t }) => {
    const wire = wireWithFormtype(site);
    test.skip(!wire, `${site.brand.id} has no wire transfer with SEPA / SWIFT among its cashout methods`);
    await openMethod(page, site, wire!.method);
    const form = page.getByTestId("withdraw-form");
    // Both groups are in the page; the chosen formtype shows its own (CSS :has, no script).
    await form.getByRole("radio", { name: t("cashier:payout.formtype.SEPA") }).check();
    await expect(page.getByTestId("deposit-field-iban")).toBeVisible();
    await expect(page.getByTestId("deposit-field-accountNumber")).toBeHidden();
    await expect(form.getByText(t("cashier:payout.fields.iban"), { exact: true })).toBeVisible();
    const before = (await pendingCashouts(site, server)).length;
    await fillVisible(page, site);
    await page.getByTestId("withdraw-submit").click();
    await expectPending(page);
    const pending = await pendingCashouts(site, server);
    expect(pending).toHaveLength(before + 1);
    expect(pending.at(-1)).toMatchObject({ accountType: wire!.method, accountNumber: expect.stringMatching(/3000$/) });
  });

  test("a wire transfer by SWIFT pays to an account number with a reference and is pending @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const wire = wireWithFormtype(site);
    test.skip(!wire, `${site.brand.id} has no wire transfer with SEPA / SWIFT among its cashout methods`);
    await openMethod(page, site, wire!.method);
    await page
      .getByTestId("withdraw-form")
      .getByRole("radio", { name: t("cashier:payout.formtype.SWIFT") })
      .check();
    await expect(page.getByTestId("deposit-field-accountNumber")).toBeVisible();
    await expect(page.getByTestId("deposit-field-comments")).toBeVisible();
    await expect(page.getByTestId("deposit-field-iban")).toBeHidden();
    // the hidden group leaves no gap of its own: the fields are evenly spaced
    const tops = await page
      .locator(".field")
      .filter({ has: page.locator("input[data-testid^=deposit-field-]:visible") })
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.top, r.bottom]));
    const gaps = tops.slice(1).map(([top], i) => Math.round(top - tops[i][1]));
    expect(new Set(gaps).size, `gaps ${gaps.join(", ")}`).toBe(1);
    const before = (await pendingCashouts(site, server)).length;
    await fillVisible(page, site);
    await page.getByTestId("withdraw-submit").click();
    await expectPending(page);
    const pending = await pendingCashouts(site, server);
    expect(pending).toHaveLength(before + 1);
    expect(pending.at(-1)).toMatchObject({ accountType: wire!.method, accountNumber: expect.stringMatching(/5678$/) });
  });

  test("an invalid IBAN is refused with its message, the values kept and no money moved @nojs", async ({
    page,
    site,
    server,
    t,
  }) => {
    const wire = wireWithFormtype(site);
    test.skip(!wire, `${site.brand.id} has no wire transfer with SEPA / SWIFT among its cashout methods`);
    await openMethod(page, site, wire!.method);
    const cash = await page.getByTestId("withdraw-cash").textContent();
    await page
      .getByTestId("withdraw-form")
      .getByRole("radio", { name: t("cashier:payout.formtype.SEPA") })
      .check();
    const before = (await pendingCashouts(site, server)).length;
    await fillVisible(page, site, { iban: INVALID_IBAN });
    await page.getByTestId("withdraw-submit").click();
    // the server's answer (and, with JavaScript, the browser's own check on leaving the field)
    await expect(page.getByTestId("deposit-field-error-iban")).toHaveText(t("cashier:payout.errors.sepaIban"));
    await expect(page.getByTestId("withdraw-result")).toHaveCount(0);
    await expect(page.getByTestId("deposit-field-iban")).toHaveValue(INVALID_IBAN);
    await expect(page.getByTestId("deposit-field-beneficiaryName")).toHaveValue(SAMPLE.beneficiaryName);
    await expect(page.getByRole("radio", { name: t("cashier:payout.formtype.SEPA") })).toBeChecked();
    await expect(page.locator("#deposit-amount")).toHaveValue(String(amountOf(site)));
    expect(await pendingCashouts(site, server)).toHaveLength(before);
    await page.reload();
    await expect(page.getByTestId("withdraw-cash")).toHaveText(cash!);
  });

  test("a bank transfer goes with the player's country as the bank's country @nojs", async ({ page, site, server }) => {
    const bank = bankByCountry(site);
    test.skip(!bank, `${site.brand.id} has no bank transfer without a formtype among its cashout methods`);
    await openMethod(page, site, bank!.method);
    // The seeded account lives in the brand's default country; the state is '-NA-' without a list.
    const country = site.brand.config.defaultCountry as string;
    await expect(page.locator("input[type=hidden][name=bankCountry]")).toHaveValue(country);
    // a state list (getStateDetails) is a select to choose from, else '-NA-' goes along
    const state = page.locator("[name=bankState]");
    if ((await state.evaluate((el) => el.tagName)) === "INPUT") await expect(state).toHaveValue("-NA-");
    const before = (await pendingCashouts(site, server)).length;
    await fillVisible(page, site);
    await page.getByTestId("withdraw-submit").click();
    await expectPending(page);
    const pending = await pendingCashouts(site, server);
    expect(pending).toHaveLength(before + 1);
    expect(pending.at(-1)).toMatchObject({ accountType: bank!.method });
  });

  test("a CPF brand's PIX pays only to the player's own CPF, shown read-only @nojs", async ({ page, site, server }) => {
    const pix = methodsOf(site).find((m) => cashout(m) && m.kind === "qr");
    test.skip(
      !pix || site.brand.config.identityDocument.kind !== "cpf",
      `${site.brand.id} has no PIX cashout to a CPF (identity document ${site.brand.config.identityDocument.kind})`,
    );
    await openMethod(page, site, pix!.method);
    const key = page.getByTestId("deposit-field-pixKey");
    await expect(key).toHaveAttribute("readonly", "");
    // the own CPF is shown masked, in the field as in the notice; the full number stays off the page
    const { sessionToken } = await server.platformLogin(account(site), site.lang);
    const profile = await server.platform<{ nationalId: string }>(
      "profile/getProfileBalanceCurrency",
      {},
      sessionToken,
    );
    const cpf = profile.nationalId.replace(/\D/g, "");
    const masked = `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    await expect(key).toHaveValue(masked);
    await expect(page.getByTestId("withdraw-cpf-notice")).toContainText(masked);
    expect(await page.content()).not.toContain(cpf.slice(0, 3) + "." + cpf.slice(3, 6));
    await fillVisible(page, site);
    await page.getByTestId("withdraw-submit").click();
    await expectPending(page);
    // the payout went to the real CPF (the action's own fixed value, not the masked one posted)
    expect((await pendingCashouts(site, server)).at(-1)).toMatchObject({
      accountNumber: expect.stringMatching(new RegExp(`${cpf.slice(-4)}$`)),
    });
  });

  test("a card is paid back only after a deposit with it, to that saved card @nojs", async ({ page, site, server }) => {
    const card = methodsOf(site).find((m) => cashout(m) && m.kind === "card");
    const payIn = depositMethodOf(site, "card");
    test.skip(!card || !payIn, `${site.brand.id} has no card both to pay in and to pay out`);
    // Pay in with a new card through 3-D Secure: the platform saves it.
    const form = await openDepositMethod(page, site, payIn!.method, "&step=new");
    await fillNewCard(form, site, PAN.mastercard);
    const txnId = await toProvider(page, site);
    await providerFrame(page).getByRole("button", { name: "Approve" }).click();
    const { sessionToken } = await server.platformLogin(account(site), site.lang);
    const statusOf = async () =>
      (await (await server.platformPost("cashier/gettransationStatus", { txnId }, { sessionToken })).json()).status;
    await expect.poll(statusOf).toBe("SUCCESS");

    await openMethod(page, site, card!.method);
    const saved = page.getByTestId("deposit-field-accountId");
    const option = saved.locator("option", { hasText: "4444" }).first();
    await saved.selectOption((await option.getAttribute("value"))!);
    // no card entry on a payout: the money goes back only to a card that paid in
    await expect(page.getByTestId("deposit-field-cardNumber")).toHaveCount(0);
    await page.locator("#deposit-amount").fill(String(amountOf(site)));
    const before = (await pendingCashouts(site, server)).length;
    await page.getByTestId("withdraw-submit").click();
    await expectPending(page);
    const pending = await pendingCashouts(site, server);
    expect(pending).toHaveLength(before + 1);
    expect(pending.at(-1)).toMatchObject({ accountType: card!.method, accountNumber: expect.stringMatching(/4444$/) });
  });
});
