/**
 * Issue 35 §1 (ADR 085): every modal is usable with a keyboard and a screen reader at 360 px.
 * Open it from its trigger, Tab and Shift+Tab 30 times each: the focus never leaves the dialog;
 * the page behind is inert; Escape gives the focus back to the trigger (to <main> when the URL
 * alone opened it). The deposit's QR step takes the focus and names its amount. Without
 * JavaScript a modal stays a page section that works as before.
 */
import type { Locator, Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { expectNoSeriousAxe } from "./axe";
import {
  acceptCookies,
  expect,
  formatMoney,
  signIn,
  registerFreshAccount,
  test,
  waitForHydration,
  type Site,
} from "./fixtures";

const PHONE = { width: 360, height: 740 };
const PRESSES = 30;

const dialogOf = (page: Page, modal: string) => page.locator(`[data-modal="${modal}"] [role="dialog"]`);

/** Whether the focus is in the dialog, and what has it (for a failure message). */
const focusIn = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const focused = document.activeElement;
    const text = (focused?.textContent ?? "").trim().slice(0, 40);
    const what =
      !focused || focused === document.body
        ? "<body>"
        : `<${focused.tagName.toLowerCase()} ${focused.className}> ${text}`;
    return { inside: el.contains(focused), what };
  });

/** Tab, then Shift+Tab, PRESSES times each: the focus stays in the dialog and moves between its controls. */
async function expectFocusTrapped(page: Page, dialog: Locator, where: string) {
  await expect(dialog).toBeVisible();
  const opened = await focusIn(dialog);
  expect(opened.inside, `${where}: focus moved into the dialog on open, not ${opened.what}`).toBe(true);
  for (const key of ["Tab", "Shift+Tab"]) {
    const seen = new Set<string>();
    for (let press = 1; press <= PRESSES; press++) {
      await page.keyboard.press(key);
      const focus = await focusIn(dialog);
      expect(focus.inside, `${where}: ${key} #${press} left the dialog for ${focus.what}`).toBe(true);
      seen.add(focus.what);
    }
    expect(seen.size, `${where}: ${key} moves between controls`).toBeGreaterThan(1);
  }
  // The page behind is out of reach of the keyboard and of a screen reader's reading cursor.
  expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null), `${where}: main inert`).toBe(
    true,
  );
  // One banner landmark (the site's header), none inside the dialog.
  await expect(dialog.getByRole("banner")).toHaveCount(0);
}

/** Escape closes the dialog and gives the focus back to `returnTo`. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, returnTo: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(returnTo).toBeFocused();
  expect(await page.locator("main").evaluate((main) => main.closest("[inert]") === null)).toBe(true);
}

function qrMethod(site: Site): PaymentMethod | undefined {
  const methods = site.brand.config.payments.methods as PaymentMethod[];
  return methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
}

test.describe("modals and the keyboard", () => {
  // 60 key presses per dialog step, each checked.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page, context, site }) => {
    test.skip(!site.javaScript, "focus management needs JavaScript; the no-JS test is below");
    await page.setViewportSize(PHONE);
    await acceptCookies(context, site);
  });

  test("login and registration from the header: focus stays inside, Escape returns it to the button", async ({
    page,
    site,
  }) => {
    for (const modal of ["login", "register"]) {
      await page.goto(`/${site.lang}`);
      await waitForHydration(page);
      const trigger = page.locator(`header.site-header a[href*="modal=${modal}"]`).filter({ visible: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = dialogOf(page, modal);
      await expectFocusTrapped(page, dialog, modal);
      await expectNoSeriousAxe(page, `${modal} modal`, `[data-modal="${modal}"] [role="dialog"]`);
      if (modal === "register") {
        // Closing the registration asks first (spec §4): the question is a step of the same dialog.
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(/confirmClose=1/);
        await expectFocusTrapped(page, dialog, "registration's abort question");
      }
      await expectEscapeReturnsFocus(page, dialog, trigger);
    }
  });

  test("game info from a tile's info icon", async ({ page, site }) => {
    await page.goto(`/${site.lang}`);
    await waitForHydration(page);
    const trigger = page.locator('.game-tile a[href*="modal=game-info"]').first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = dialogOf(page, "game-info");
    await expectFocusTrapped(page, dialog, "game info");
    await expectNoSeriousAxe(page, "game-info modal", '[data-modal="game-info"] [role="dialog"]');
    await expectEscapeReturnsFocus(page, dialog, trigger);
  });

  test("deposit: amount step, then the QR step takes the focus and names the amount", async ({
    page,
    site,
    server,
  }) => {
    const email = await registerFreshAccount(server, site, "kbd", { acceptPolicies: true });
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}`);
    await waitForHydration(page);
    const trigger = page.locator(".player-menu__deposit");
    await trigger.click();
    const dialog = dialogOf(page, "deposit");
    await expectFocusTrapped(page, dialog, "deposit amount step");
    await expectNoSeriousAxe(page, "deposit modal", '[data-modal="deposit"] [role="dialog"]');

    const method = qrMethod(site);
    if (method && (await page.getByTestId("deposit-quick").count()) > 0) {
      const amount = method.quickAmounts?.[0] ?? site.brand.config.limits.deposit.min;
      await dialog
        .getByTestId("deposit-quick")
        .filter({ hasText: formatMoney(site, amount) })
        .click();
      await dialog.getByTestId("deposit-submit").click();
      await expect(page.getByTestId("deposit-qr-step")).toBeVisible();
      // The step's heading has the focus: a screen reader reads it, with the amount as its description.
      const focused = page.getByTestId("deposit-qr-step").locator("h3:focus");
      await expect(focused).toHaveCount(1);
      await expect(focused).toHaveAccessibleDescription(new RegExp(formatMoney(site, amount).replace(/[.$]/g, "\\$&")));
      await expectFocusTrapped(page, dialog, "deposit QR step");
      await expectNoSeriousAxe(page, "deposit QR step", '[data-modal="deposit"] [role="dialog"]');
    }
    await expectEscapeReturnsFocus(page, dialog, trigger);
  });

  test("withdraw opened by the URL alone: Escape gives the focus to the page's main landmark", async ({
    page,
    site,
    server,
    sandbox,
  }) => {
    // A fresh player ready to withdraw: the withdraw modal itself opens, not a step before it.
    const email = await registerFreshAccount(server, site, "kbd-wd", { acceptPolicies: true });
    await sandbox.balance(email, { cash: 10 * site.brand.config.limits.withdraw.min, bonus: 0, freebet: 0 });
    await sandbox.readyToWithdraw(email);
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}?withdraw=true`);
    await waitForHydration(page);
    const dialog = dialogOf(page, "withdraw");
    await expectFocusTrapped(page, dialog, "withdraw");
    await expectNoSeriousAxe(page, "withdraw modal", '[data-modal="withdraw"] [role="dialog"]');
    await expectEscapeReturnsFocus(page, dialog, page.locator("main"));
  });

  test("update policies, opened by the platform and blocking: focus stays inside, then goes to main", async ({
    page,
    site,
    server,
    t,
  }) => {
    // A fresh account that has not accepted the current policies gets the popup on every page.
    const email = await registerFreshAccount(server, site, "kbd-pol");
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}`);
    await waitForHydration(page);
    const dialog = dialogOf(page, "update-policies");
    await expectFocusTrapped(page, dialog, "update policies");
    await expectNoSeriousAxe(page, "update-policies modal", '[data-modal="update-policies"] [role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: t("policies:update.accept") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("main")).toBeFocused();
  });

  test("identity verification (KYC) from Verify now", async ({ page, site, server, t }) => {
    test.skip(!site.brand.config.features.thirdPartyKyc, `${site.brand.id} has no third-party KYC`);
    const email = await registerFreshAccount(server, site, "kbd-kyc", { acceptPolicies: true });
    await signIn(page, site, email, { landing: false });
    await page.goto(`/${site.lang}/myaccount?page=confirmidentity`);
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: t("account:verification.verifyNow") });
    await trigger.click();
    const dialog = dialogOf(page, "kyc-verify");
    await expect(page.getByTestId("kyc-frame")).toBeVisible();
    await expectFocusTrapped(page, dialog, "kyc");
    await expectNoSeriousAxe(page, "kyc modal", '[data-modal="kyc-verify"] [role="dialog"]');
    await expectEscapeReturnsFocus(page, dialog, trigger);
  });
});

test("without JavaScript a modal is a page section: nothing inert, its close link goes back @nojs", async ({
  page,
  site,
  context,
}) => {
  test.skip(site.javaScript, "the JavaScript projects run the keyboard tests above");
  await page.setViewportSize(PHONE);
  await acceptCookies(context, site);
  await page.goto(`/${site.lang}?modal=login`);
  const dialog = dialogOf(page, "login");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("banner")).toHaveCount(0);
  expect(await page.locator("[inert]").count()).toBe(0);
  await dialog.locator(".modal__close").click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=/);
});
