/**
 * Every form of the site, each in its first state and in its error states (submitted empty or
 * with invalid values), for the form DOM dump. Brand data (methods, accounts, limits) comes from
 * the brand config as in the e2e specs; a form the brand does not have (no QR method) is skipped.
 */
import type { Locator, Page } from "@playwright/test";
import type { PaymentMethod } from "../../app/brand/config.generated";
import { accountEmail, registerFreshAccount, type Site } from "../../tests/e2e/fixtures";
import type { FormContext, Scenario } from "./session";

function methodsFor(site: Site, direction: "deposit" | "cashout"): PaymentMethod[] {
  const { methods, displayOrder } = site.brand.config.payments as {
    methods: PaymentMethod[];
    displayOrder?: string[];
  };
  const order = displayOrder ?? methods.map((m) => m.method);
  return order.flatMap((name) => methods.filter((m) => m.method === name && m.directions.includes(direction)));
}

/**
 * Posts a form as it is, past the browser's own checks, so that the app's error markup answers.
 * A submit button the page disabled stays unclicked (a player cannot press it either): the
 * state dumped is then the one the page shows for those values.
 */
async function submitAsIs(page: Page, form: Locator, js: boolean) {
  const submit = form
    .locator(
      "[data-testid$=submit], button[type=submit]:not([aria-hidden=true]), button:not([type]), input[type=submit]",
    )
    .first();
  if (await submit.isDisabled()) return;
  const had = await form.evaluate((f) => f.hasAttribute("novalidate"));
  await form.evaluate((f) => f.setAttribute("novalidate", ""));
  if (js) {
    await submit.click();
    // The JS answer stays on the page: put the form's own attribute back so it is not dumped.
    if (!had) await form.evaluate((f) => f.removeAttribute("novalidate")).catch(() => undefined);
    await idle(page);
  } else await Promise.all([page.waitForNavigation(), submit.click()]);
}

/** Gives a submission the moment it takes to start (dump() then waits until it has ended). */
async function idle(page: Page) {
  await page
    .waitForFunction(() => document.querySelector("[aria-busy=true]"), undefined, { timeout: 1_000 })
    .catch(() => undefined);
}

/** The one form of main (or of the open modal) that has a submit button. */
function mainForm(page: Page, within = "main, .modal [role=dialog]"): Locator {
  return page.locator(within).locator("form:has(button[type=submit], button:not([type]))").first();
}

async function emptySubmit({ page, js, dump }: FormContext, name: string, form = mainForm(page)) {
  await submitAsIs(page, form, js);
  await dump(name);
}

const SAMPLE: Record<string, string> = {
  beneficiaryName: "Ana Tester",
  bankName: "Banco Central",
  accountNumber: "12345678",
  iban: "NL91ABNA0417164300",
  swiftCode: "ABNANL2A",
  bic: "ABNANL2A",
};

const withdrawMin = (site: Site) => site.brand.config.limits.withdraw.min as number;

/** An amount below the minimum and "!" in every payout text field on screen, each left with Tab. */
async function fillInvalid(page: Page, form: Locator, site: Site) {
  if (!(await page.locator("#deposit-amount").isEditable())) return;
  await page.locator("#deposit-amount").fill(String(Math.max(1, Math.floor(withdrawMin(site) / 10))));
  await page.locator("#deposit-amount").press("Tab");
  for (const input of await form.locator("input[data-testid^=deposit-field-]:visible").all()) {
    if (await input.evaluate((el) => (el as HTMLInputElement).readOnly || el.getAttribute("type") === "radio"))
      continue;
    await input.fill("!");
    await input.press("Tab");
  }
}

export const scenarios: Scenario[] = [
  {
    name: "login",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/login`);
      await ctx.dump("login");
      await emptySubmit(ctx, "login.empty");
      await ctx.open(`/${ctx.site.lang}/login`);
      const form = mainForm(ctx.page);
      await form.locator("input[name=emailId]").fill("not-an-email");
      await form.locator("input[name=password]").fill("x");
      await submitAsIs(ctx.page, form, ctx.js);
      await ctx.dump("login.invalid");
      await ctx.open(`/${ctx.site.lang}/login`);
      await form.locator("input[name=emailId]").fill("nobody@example.com");
      await form.locator("input[name=password]").fill("Wrong12345");
      await submitAsIs(ctx.page, form, ctx.js);
      await ctx.dump("login.wrong-password");
    },
  },
  {
    name: "login-modal",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}?modal=login`);
      await ctx.dump("login-modal");
      await emptySubmit(ctx, "login-modal.empty");
    },
  },
  {
    name: "registration",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}?modal=register`);
      await ctx.dump("registration");
      await emptySubmit(ctx, "registration.empty");
      await ctx.open(`/${ctx.site.lang}/register/step1`);
      await ctx.dump("registration-page");
    },
  },
  {
    name: "recovery",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/forgotpassword`);
      await ctx.dump("recovery-request");
      await emptySubmit(ctx, "recovery-request.empty");
      await ctx.open(`/${ctx.site.lang}?modal=forgot`);
      await ctx.dump("recovery-request-modal");
      // Step 2 with a real link from the outbox, then with one the platform refuses.
      const email = accountEmail(ctx.site.brand, "player");
      await ctx.open(`/${ctx.site.lang}/forgotpassword`);
      await mainForm(ctx.page).locator("input[type=email], input[name=emailId], input[name=email]").first().fill(email);
      await submitAsIs(ctx.page, mainForm(ctx.page), ctx.js);
      await ctx.dump("recovery-request.sent", ctx.page.locator("main"));
      const [message] = await ctx.sandbox.outbox(email);
      if (message?.link) {
        const link = new URL(message.link, ctx.site.origin);
        await ctx.open(`/${ctx.site.lang}/reset-password${link.search}`);
        await ctx.dump("recovery-reset");
        await emptySubmit(ctx, "recovery-reset.empty");
        await ctx.open(`/${ctx.site.lang}${link.search}`);
        await ctx.dump("recovery-reset-modal");
      }
      await ctx.open(`/${ctx.site.lang}/reset-password?resetPasswordToken=tampered-token`);
      await ctx.dump("recovery-reset.bad-token", ctx.page.locator("main"));
    },
  },
  {
    name: "complete-profile",
    account: ({ server, site }) => registerFreshAccount(server, site, "formdump", { acceptPolicies: true }),
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/completeprofile?regstep2=true`);
      await ctx.dump("complete-profile.address");
      await emptySubmit(ctx, "complete-profile.address.empty");
      await ctx.open(`/${ctx.site.lang}/completeprofile`);
      await ctx.dump("complete-profile");
      await emptySubmit(ctx, "complete-profile.empty");
    },
  },
  {
    name: "otp",
    account: "player",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/sms?view=phone`);
      await ctx.dump("otp.phone");
      await emptySubmit(ctx, "otp.phone.empty");
      await ctx.open(`/${ctx.site.lang}/sms`);
      await ctx.dump("otp");
      await emptySubmit(ctx, "otp.empty");
    },
  },
  {
    name: "deposit",
    account: "depositor",
    async run(ctx) {
      const { page, site, sandbox } = ctx;
      await ctx.open(`/${site.lang}?deposit=true`);
      await ctx.dump("deposit");
      for (const method of methodsFor(site, "deposit")) {
        if (method.kind === "bank") continue;
        const stem = `deposit.${method.method}`;
        await ctx.open(`/${site.lang}?deposit=true&method=${method.method}`);
        await ctx.dump(stem);
        await emptySubmit(ctx, `${stem}.empty`, page.getByTestId("deposit-method-form"));
        await ctx.open(`/${site.lang}?deposit=true&method=${method.method}`);
        await page.locator("#deposit-amount").fill("1");
        await page.locator("#deposit-amount").press("Tab");
        await submitAsIs(page, page.getByTestId("deposit-method-form"), ctx.js);
        await ctx.dump(`${stem}.too-small`);
        if (method.kind === "qr") {
          await ctx.open(`/${site.lang}?deposit=true&method=${method.method}`);
          await page.locator("#deposit-amount").fill(String(Math.ceil(site.brand.config.limits.deposit.min)));
          await submitAsIs(page, page.getByTestId("deposit-method-form"), ctx.js);
          await ctx.dump(`${stem}.qr`);
          await sandbox.expirePending(accountEmail(site.brand, "depositor"));
        }
      }
    },
  },
  {
    name: "withdraw",
    account: "withdrawer",
    async run(ctx) {
      const { page, site, sandbox } = ctx;
      const email = accountEmail(site.brand, "withdrawer");
      await sandbox.balance(email, { cash: 10 * withdrawMin(site), bonus: 0, freebet: 0 });
      await ctx.open(`/${site.lang}?withdraw=true`);
      await ctx.dump("withdraw");
      for (const method of methodsFor(site, "cashout")) {
        const stem = `withdraw.${method.method}`;
        await ctx.open(`/${site.lang}?withdraw=true&method=${method.method}`);
        await ctx.dump(stem);
        const form = page.getByTestId("withdraw-form");
        if (!(await form.count())) continue;
        await emptySubmit(ctx, `${stem}.empty`, form);
        await ctx.open(`/${site.lang}?withdraw=true&method=${method.method}`);
        await fillInvalid(page, form, site);
        await submitAsIs(page, form, ctx.js);
        await ctx.dump(`${stem}.invalid`);
        // Each payout form type (SEPA, SWIFT, …) the method's fields offer.
        await ctx.open(`/${site.lang}?withdraw=true&method=${method.method}`);
        const types = await form
          .locator("input[type=radio][name=formtype]")
          .evaluateAll((r) => r.map((i) => (i as HTMLInputElement).value));
        for (const type of types) {
          await ctx.open(`/${site.lang}?withdraw=true&method=${method.method}`);
          await form.locator(`input[type=radio][name=formtype][value="${type}"]`).check();
          await ctx.dump(`${stem}.${type}`);
          await fillInvalid(page, form, site);
          await submitAsIs(page, form, ctx.js);
          await ctx.dump(`${stem}.${type}.invalid`);
        }
      }
      // The bonus step: a bonus the withdrawal would forfeit, asked before anything is sent.
      const method = methodsFor(site, "cashout").find((m) => !["wallet", "redirect", "card"].includes(m.kind));
      if (method) {
        await sandbox.balance(email, { cash: 10 * withdrawMin(site), bonus: withdrawMin(site), freebet: 0 });
        await ctx.open(`/${site.lang}?withdraw=true&method=${method.method}`);
        const form = page.getByTestId("withdraw-form");
        await page.locator("#deposit-amount").fill(String(2 * withdrawMin(site)));
        for (const input of await form.locator("[data-testid^=deposit-field-]:not([data-testid*=error])").all()) {
          const key = (await input.getAttribute("data-testid"))!.replace("deposit-field-", "");
          const tag = await input.evaluate((el) => el.tagName);
          if (tag === "FIELDSET") await input.locator("input[type=radio]").first().check();
          else if (!(await input.isVisible()) || (await input.evaluate((el) => (el as HTMLInputElement).readOnly)))
            continue;
          else if (tag === "SELECT")
            await input.selectOption((await input.locator("option").nth(1).getAttribute("value"))!);
          else await input.fill(SAMPLE[key] ?? "Sample");
        }
        await submitAsIs(page, form, ctx.js);
        await ctx.dump("withdraw.bonus");
        // Withdraw anyway: a pending withdrawal, which the portfolio lists with its Cancel form.
        const anyway = page.getByTestId("withdraw-anyway");
        if (await anyway.count()) {
          await submitAsIs(page, page.getByTestId("withdraw-bonus"), ctx.js);
          await ctx.dump("withdraw.result");
          await ctx.open(`/${site.lang}/myaccount/cashier`);
          await ctx.dump("portfolio.pending", page.locator("main form, [data-testid=portfolio-pending]"));
          const href = await page.getByTestId("portfolio-cancel").first().getAttribute("href");
          await ctx.open(href!);
          await ctx.dump("portfolio-cancel");
        }
        await sandbox.balance(email, { cash: 10 * withdrawMin(site), bonus: 0, freebet: 0 });
      }
    },
  },
  {
    name: "kyc",
    account: "precheck-kycnew",
    async run(ctx) {
      const { page, site } = ctx;
      await ctx.open(`/${site.lang}/myaccount/documents`);
      await ctx.dump("kyc-documents", page.locator("main"));
      for (const doc of ["identity", "address"]) {
        await ctx.open(`/${site.lang}/myaccount/documents/${doc}`);
        await ctx.dump(`kyc.${doc}`);
        await emptySubmit(ctx, `kyc.${doc}.empty`);
      }
      // Source of income: first the choice of source (a GET form), then the upload for it.
      await ctx.open(`/${site.lang}/myaccount/documents/sourceofincome`);
      await ctx.dump("kyc.sourceofincome");
      const choose = page.getByTestId("sof-choose");
      const source = await choose.locator("select option:not([value=''])").first().getAttribute("value");
      if (ctx.js) await Promise.all([page.waitForURL(/docType=/), choose.locator("select").selectOption(source!)]);
      else {
        await choose.locator("select").selectOption(source!);
        await Promise.all([page.waitForNavigation(), page.getByTestId("sof-choose-submit").click()]);
      }
      await ctx.dump("kyc.sourceofincome.chosen");
      await emptySubmit(ctx, "kyc.sourceofincome.empty", page.getByTestId("documents-form"));
      await ctx.open(`/${site.lang}/myaccount?page=confirmidentity`);
      await ctx.dump("kyc-verification", page.locator("main"));
    },
  },
  {
    name: "account-lock",
    async run(ctx) {
      const { page, site } = ctx;
      await ctx.open(`/${site.lang}/login`);
      const form = mainForm(page);
      await form.locator("input[name=emailId]").fill(accountEmail(site.brand, "code100484"));
      await form.locator("input[name=password]").fill("Sandbox123");
      await submitAsIs(page, form, ctx.js);
      await page.getByTestId("locked-account").waitFor();
      await ctx.dump("account-lock", page.getByTestId("locked-account"));
      const section = page.getByTestId("locked-proof-identity");
      await submitAsIs(page, section.locator("form").first(), ctx.js);
      await ctx.dump("account-lock.empty", page.getByTestId("locked-account"));
    },
  },
  {
    name: "portfolio",
    account: "player",
    async run(ctx) {
      const { page, site } = ctx;
      await ctx.open(`/${site.lang}/myaccount/cashier`);
      await ctx.dump("portfolio");
      const filter = page.locator("main form[method=get], main form:not([method])").first();
      const dates = filter.locator("input[type=date]");
      if ((await dates.count()) >= 2) {
        // An end before the start (fixed past dates: the dump must not depend on the day).
        await filter.locator("select[name=period]").selectOption("custom");
        await dates.nth(0).fill("2026-02-10");
        await dates.nth(1).fill("2026-02-01");
        await Promise.all([page.waitForURL(/to=2026-02-01/), filter.getByTestId("portfolio-apply").click()]);
        await ctx.dump("portfolio.invalid-range", page.locator("main form, main [role=alert]:not(form [role=alert])"));
      }
    },
  },
  {
    name: "monthly-deposit-limit",
    account: "precheck-sessiononly",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/setmonthlydepositlimit`);
      await ctx.dump("monthly-deposit-limit");
      await emptySubmit(ctx, "monthly-deposit-limit.empty");
      await ctx.open(`/${ctx.site.lang}/setmonthlydepositlimit`);
      const form = mainForm(ctx.page);
      for (const input of await form.locator("input:not([type=hidden]):not([type=radio]):not([type=checkbox])").all())
        await input.fill("-1");
      await submitAsIs(ctx.page, form, ctx.js);
      await ctx.dump("monthly-deposit-limit.invalid");
    },
  },
  {
    name: "preferences",
    account: "player",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/myaccount/preferencecenter`);
      await ctx.dump("preferences");
    },
  },
  {
    name: "reality-check",
    account: "player",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/myaccount/security/reality-check`);
      await ctx.dump("reality-check");
    },
  },
  {
    name: "policies",
    account: "policies",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}`);
      await ctx.dump("policies");
    },
  },
  {
    name: "player-menu",
    account: "player",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}`);
      await ctx.dump("player-menu", ctx.page.locator("header form"));
    },
  },
  {
    name: "cookie-consent",
    keepCookieBanner: true,
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}`);
      await ctx.dump("cookie-consent", ctx.page.locator(".cookie-banner"));
    },
  },
  {
    name: "search",
    async run(ctx) {
      await ctx.open(`/${ctx.site.lang}/search`);
      await ctx.dump("search", ctx.page.locator("form[role=search]"));
      await ctx.open(`/${ctx.site.lang}/search?q=zzqqxx`);
      await ctx.dump("search.no-results", ctx.page.locator("form[role=search]"));
    },
  },
  {
    name: "favourite",
    account: "player",
    async run(ctx) {
      // The first game of the home page, in its game window (the favourite toggle is in its bar).
      await ctx.open(`/${ctx.site.lang}`);
      const game = await ctx.page.locator("main a[href*='/gameplay/']").first().getAttribute("href");
      await ctx.open(game!);
      await ctx.dump("favourite", ctx.page.locator("form[action$='/favourites/toggle']"));
    },
  },
];
