/**
 * Deposit steps other specs share: the brand's deposit methods by kind, the method form, a new
 * card's fields, and the way into the provider's frame (card 3-D Secure, wallet login).
 */
import type { Locator, Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { expect, waitForHydration, type Site } from "./fixtures";

/** The kinds the front end drives (a `bank` method has no deposit flow, method-form.ts). */
const FLOWS = ["qr", "card", "wallet", "redirect"];

export function depositMethods(site: Site): PaymentMethod[] {
  const { methods, displayOrder } = site.brand.config.payments as { methods: PaymentMethod[]; displayOrder: string[] };
  return displayOrder.flatMap((name) =>
    methods.filter((m) => m.method === name && m.directions.includes("deposit") && FLOWS.includes(m.kind)),
  );
}
export const methodOf = (site: Site, kind: string) => depositMethods(site).find((m) => m.kind === kind);

export const PAN = { visa: "4111111111111111", mastercard: "5555555555554444" };
export const cardExpiryYear = String(new Date().getUTCFullYear() + 2);

/** A deposit amount every brand takes: its configured minimum, in whole units, written plainly. */
export const depositAmountOf = (site: Site) => String(Math.ceil(site.brand.config.limits.deposit.min));

export async function openDepositMethod(page: Page, site: Site, method: string, extra = "") {
  await page.goto(`/${site.lang}?deposit=true&method=${method}${extra}`);
  if (site.javaScript) await waitForHydration(page);
  const form = page.getByTestId("deposit-method-form");
  await expect(form).toHaveAttribute("data-method", method);
  return form;
}

export async function fillNewCard(form: Locator, site: Site, number: string) {
  await form.locator("#deposit-amount").fill(depositAmountOf(site));
  await form.getByTestId("deposit-field-cardNumber").pressSequentially(number);
  await form.getByTestId("deposit-field-expiryMonth").selectOption("12");
  await form.getByTestId("deposit-field-expiryYear").selectOption(cardExpiryYear);
  await form.getByTestId("deposit-field-cvv").fill("123");
  await form.getByTestId("deposit-field-cardHolderName").fill("Ana Tester");
}

/** Fills a wallet's or bank's fields from their types: the first option of a select, a plain text else. */
export async function fillFields(form: Locator) {
  for (const input of await form
    .locator("[data-testid^='deposit-field-']:not([data-testid^='deposit-field-error'])")
    .all()) {
    const tag = await input.evaluate((el) => el.tagName.toLowerCase());
    const type = await input.getAttribute("type");
    if (tag === "select") await input.selectOption({ index: 1 });
    else await input.fill(type === "email" ? "wallet.player@example.com" : "Tester 123456");
  }
}

/** Submits step 1 and waits for the provider step (the frame's form posts itself with JavaScript). */
export async function toProvider(page: Page, site: Site): Promise<string> {
  await page.getByTestId("deposit-submit").click();
  const step = page.getByTestId("deposit-provider");
  await expect(step).toBeVisible();
  if (!site.javaScript) await page.getByTestId("deposit-provider-continue").click();
  return (await step.getAttribute("data-txn-id"))!;
}

export const providerFrame = (page: Page) => page.frameLocator('iframe[name="deposit-provider"]');
