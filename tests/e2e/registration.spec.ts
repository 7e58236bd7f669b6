/**
 * Registration (spec §2 modal and entry paths, §3 payload, §4 flow and route guard, §5 rules,
 * §8 CPF and registration codes): the happy path in every brand × language, every reserved CPF
 * of the contract, duplicate email and phone, country rules (SE restricted, RO and DE extra
 * fields), entry paths, the flow without JavaScript, and the abort confirmation.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  acceptCookies,
  accountEmail,
  beforeHydration,
  expect,
  freshCpf,
  freshDocument,
  freshPhone,
  guestLoginLink,
  identityDocumentOf,
  type IdentityDocument,
  SANDBOX_PASSWORD,
  test,
  type Site,
  type Translate,
} from "./fixtures";
import { ROOT } from "./matrix";

const slugs = JSON.parse(readFileSync(path.join(ROOT, "app/routing/slugs.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;

// ---------------------------------------------------------------------------------------------
// test data

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const freshEmail = () => `reg-${unique()}@example.com`;

const documentOf = (site: Site) => identityDocumentOf(site.brand);

/** What a player types where the brand has no CPF registry. */
const TYPED_IDENTITY = { firstName: "Ana", lastName: "Pérez Soto", dateOfBirth: "1990-04-12" };

/** The Brazil-only phone rule, where the brand has it: the dial code and its exact length. */
function fixedPhoneRule(site: Site): { areaCode: string; digits: number } | null {
  const phone = site.brand.config.limits.phone as { brazilAreaCode?: string; brazilDigits?: number };
  return phone.brazilAreaCode && phone.brazilDigits
    ? { areaCode: phone.brazilAreaCode, digits: phone.brazilDigits }
    : null;
}

/** The extra fields the visitor's country rule asks for (brand.countryRules[cc].registrationFields). */
function extraFieldsOf(site: Site, country: string): string[] {
  return (site.brand.countryRules[country]?.registrationFields as string[] | undefined) ?? [];
}

// ---------------------------------------------------------------------------------------------
// helpers

function dialog(page: Page, t: Translate) {
  return page.getByRole("dialog", { name: t("registration:title") });
}

async function openModal(page: Page, site: Site, t: Translate, query = "") {
  await page.goto(`/${site.lang}?modal=register${query}`);
  const modal = dialog(page, t);
  await expect(modal).toBeVisible();
  // With JavaScript, wait for hydration: the form marks its posts as coming from JavaScript.
  if (site.javaScript) await expect(modal.locator("input[name=js]")).toHaveValue("1");
  return modal;
}

/** Types a CPF and validates it (JS: the button; no JS: the form posts to the page). */
async function validateCpf(page: Page, t: Translate, cpf: string) {
  const input = page.getByLabel(t("registration:cpf.label"), { exact: true });
  await input.fill(cpf);
  await page.getByRole("button", { name: t("registration:cpf.validate") }).click();
}

/**
 * The brand's identity: a fresh CPF validated with the registry, or the document (if the brand
 * asks for one), name and date of birth typed. Returns the first name the account gets.
 */
async function fillIdentity(page: Page, t: Translate, site: Site): Promise<string> {
  const doc = documentOf(site);
  const firstName = page.getByLabel(t("registration:firstName.label"), { exact: true });
  if (doc.kind === "cpf") {
    await validateCpf(page, t, freshCpf());
    await expect(page.getByText(t("registration:cpf.verified"))).toBeVisible();
    await expect(firstName).not.toHaveValue("");
    return firstName.inputValue();
  }
  if (doc.kind === "nationalId")
    await page.getByLabel(t("registration:document.label"), { exact: true }).fill(freshDocument(doc));
  await firstName.fill(TYPED_IDENTITY.firstName);
  await page.getByLabel(t("registration:lastName.label"), { exact: true }).fill(TYPED_IDENTITY.lastName);
  await page.getByLabel(t("registration:dateOfBirth.label"), { exact: true }).fill(TYPED_IDENTITY.dateOfBirth);
  return TYPED_IDENTITY.firstName;
}

async function fillAccount(
  page: Page,
  t: Translate,
  site: Site,
  values: { email: string; phone: string; extra: string[] },
) {
  await page.getByLabel(t("registration:email.label"), { exact: true }).fill(values.email);
  await page.getByLabel(t("registration:phone.countryLabel")).selectOption("BR");
  await page.getByLabel(t("registration:phone.label"), { exact: true }).fill(values.phone);
  await page.getByLabel(t("registration:password.label"), { exact: true }).fill(SANDBOX_PASSWORD);
  if (values.extra.includes("nationalId"))
    await page.getByLabel(t("registration:personalId.label")).fill("1960101123456");
  if (values.extra.includes("birthPlace")) await page.getByLabel(t("registration:birthPlace.label")).fill("São Paulo");
  if (values.extra.includes("maidenName")) await page.getByLabel(t("registration:maidenName.label")).fill("Ferreira");
  await page.locator("input[name=terms]").check();
}

// ---------------------------------------------------------------------------------------------

test.describe("registration", () => {
  test("happy path: identity, account details, automatic login, success view with deposit call to action", async ({
    page,
    context,
    site,
    t,
  }) => {
    test.slow(); // several platform round trips (CPF registry, uniqueness checks, registration, login)
    // Cookies accepted: the success view loads the affiliate's register pixel (ADR 061).
    await acceptCookies(context, site);
    const pixels: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/sandbox/pix/pixel.gif") pixels.push(url);
    });
    // A "+" address: spec §3 sends the email as nickname too, so the platform must accept it there.
    const email = `reg+${unique()}@example.com`;
    const modal = await openModal(page, site, t, "&affid=4242");
    const submit = modal.getByRole("button", { name: t("registration:submit") });
    let registeredFirstName: string;
    if (documentOf(site).kind === "cpf") {
      const cpf = freshCpf();
      await expect(submit).toBeDisabled();
      // Validate is enabled only at 14 characters; typing formats ddd.ddd.ddd-dd.
      const cpfInput = modal.getByLabel(t("registration:cpf.label"), { exact: true });
      const validate = modal.getByRole("button", { name: t("registration:cpf.validate") });
      await cpfInput.pressSequentially(cpf.replace(/\D/g, "").slice(0, 10));
      await expect(cpfInput).toHaveValue(cpf.slice(0, 13));
      await expect(validate).toBeDisabled();
      await cpfInput.pressSequentially(cpf.slice(-1));
      await expect(cpfInput).toHaveValue(cpf);
      await expect(validate).toBeEnabled();
      await validate.click();

      await expect(modal.getByText(t("registration:cpf.verified"))).toBeVisible();
      const firstName = modal.getByLabel(t("registration:firstName.label"), { exact: true });
      await expect(firstName).not.toHaveValue("");
      await expect(firstName).toHaveAttribute("readonly", "");
      await expect(modal.getByLabel(t("registration:lastName.label"), { exact: true })).not.toHaveValue("");
      await expect(modal.getByLabel(t("registration:dateOfBirth.label"), { exact: true })).toHaveValue(
        /\d{2}.\d{2}.\d{4}|\d{1,2}\/\d{1,2}\/\d{4}/,
      );
      registeredFirstName = await firstName.inputValue();
    } else {
      // No CPF registry: no CPF field, and the player's own name and date of birth.
      await expect(modal.getByLabel(t("registration:cpf.label"), { exact: true })).toHaveCount(0);
      await expect(modal.getByLabel(t("registration:document.label"), { exact: true })).toHaveCount(
        documentOf(site).kind === "nationalId" ? 1 : 0,
      );
      registeredFirstName = await fillIdentity(page, t, site);
    }

    const country = site.brand.config.defaultCountry as string;
    await fillAccount(page, t, site, { email, phone: freshPhone(), extra: extraFieldsOf(site, country) });
    // The live checklist is all met.
    await expect(modal.locator(".registration__checklist li[data-met=true]")).toHaveCount(4);
    await expect(submit).toBeEnabled();
    await submit.click();

    const success = page.getByRole("dialog", { name: t("registration:success.title") });
    await expect(success).toBeVisible({ timeout: 15_000 });
    // The heading greets the player by the first name the platform now holds for the account.
    await expect(success.locator(".registration__result-heading")).toContainText(registeredFirstName);
    const deposit = success.getByRole("link", { name: t("registration:success.deposit") });
    await expect(deposit).toHaveAttribute("href", /modal=deposit/);
    await expect(deposit).toHaveAttribute("href", /deposit=true/);
    // Logged in: the guest buttons are gone from the header.
    await expect(guestLoginLink(page, t)).toHaveCount(0);
    await expect.poll(() => pixels.map((url) => url.searchParams.get("event"))).toEqual(["register"]);
    expect(pixels[0].searchParams.get("affiliateId")).toBe("4242");
    // Once: the same success view again loads no pixel.
    await page.reload();
    await expect(success).toBeVisible();
    await expect(success.getByTestId("tracking-pixel")).toHaveCount(0);
    expect(pixels).toHaveLength(1);
  });

  test("every CPF code of the contract has its message", async ({ page, site, t, sandbox }) => {
    test.skip(documentOf(site).kind !== "cpf", `${site.brand.id} registers without a CPF`);
    test.slow(); // several platform round trips (CPF registry, uniqueness checks, registration, login)
    const modal = await openModal(page, site, t);
    const cases: [string, string][] = [
      ["529.982.247-25", "registration:cpf.errors.suspended"],
      ["168.995.350-09", "registration:cpf.errors.regularizationPending"],
      ["390.533.447-05", "registration:cpf.errors.validWithRemarks"],
      ["044.122.358-31", "registration:cpf.errors.cancelled"],
      ["863.541.120-02", "registration:cpf.errors.null"],
      ["987.654.321-00", "registration:cpf.errors.generic"],
      ["246.813.579-28", "registration:cpf.errors.invalidData"],
      ["123.456.789-09", "registration:cpf.errors.underage"],
    ];
    for (const [cpf, key] of cases) {
      await validateCpf(page, t, cpf);
      await expect(modal.getByText(t(key, { age: site.brand.config.limits.minimumAge }))).toBeVisible();
      await expect(modal.getByText(t("registration:cpf.verified"))).toHaveCount(0);
    }
    // A generic-group code the sandbox registry has no CPF for, forced on an otherwise valid CPF.
    await sandbox.inject({ path: "validateCpf", errorCode: "100882" });
    await validateCpf(page, t, freshCpf());
    await expect(modal.getByText(t("registration:cpf.errors.generic"))).toBeVisible();
    await expect(modal.getByText(t("registration:cpf.verified"))).toHaveCount(0);
    // Invalid check digits never reach the platform: leaving the field shows invalidCpf.
    const input = modal.getByLabel(t("registration:cpf.label"), { exact: true });
    await input.fill("111.444.777-3");
    await input.blur();
    await expect(modal.getByText(t("registration:cpf.errors.invalidCpf"))).toBeVisible();
  });

  test("a registered CPF is a duplicate; Edit resets the verified data", async ({ page, site, t, server }) => {
    test.skip(documentOf(site).kind !== "cpf", `${site.brand.id} registers without a CPF`);
    test.slow(); // several platform round trips (CPF registry, uniqueness checks, registration, login)
    // Register one account through the platform, then try its CPF again.
    const modal = await openModal(page, site, t);
    const cpf = freshCpf();
    await validateCpf(page, t, cpf);
    await expect(modal.getByText(t("registration:cpf.verified"))).toBeVisible();
    const firstName = modal.getByLabel(t("registration:firstName.label"), { exact: true });
    await expect(firstName).not.toHaveValue("");

    // Edit: back to not verified, name and birth date cleared.
    await modal.getByRole("button", { name: t("registration:cpf.edit") }).click();
    await expect(firstName).toHaveValue("");
    await expect(modal.getByLabel(t("registration:dateOfBirth.label"), { exact: true })).toHaveValue("");
    await expect(modal.getByRole("button", { name: t("registration:cpf.validate") })).toBeVisible();

    const country = site.brand.config.defaultCountry as string;
    await validateCpf(page, t, cpf);
    await fillAccount(page, t, site, { email: freshEmail(), phone: freshPhone(), extra: extraFieldsOf(site, country) });
    await modal.getByRole("button", { name: t("registration:submit") }).click();
    await expect(page.getByRole("dialog", { name: t("registration:success.title") })).toBeVisible({ timeout: 15_000 });

    // A new visitor (fresh context) with the same CPF gets the duplicate message.
    const fresh = await page.context().browser()!.newContext({ baseURL: site.origin });
    const other = await fresh.newPage();
    await openModal(other, site, t);
    await validateCpf(other, t, cpf);
    await expect(dialog(other, t).getByText(t("registration:cpf.errors.duplicate"))).toBeVisible();
    await fresh.close();
    void server;
  });

  test("platform errors: a field code under its field, a generic code in a closable dialog, a failed automatic login", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.slow(); // three registrations through the platform
    const modal = await openModal(page, site, t);
    await fillIdentity(page, t, site);
    const country = site.brand.config.defaultCountry as string;
    const email = freshEmail();
    await fillAccount(page, t, site, { email, phone: freshPhone(), extra: extraFieldsOf(site, country) });
    const submit = async () => {
      await modal.getByLabel(t("registration:password.label"), { exact: true }).fill(SANDBOX_PASSWORD);
      await modal.getByRole("button", { name: t("registration:submit") }).click();
    };

    // 100170 (duplicate e-mail) belongs to the e-mail field.
    await sandbox.inject({ path: "registration", errorCode: "100170", email });
    await submit();
    await expect(modal.getByText(t("registration:errors.duplicateEmail"))).toBeVisible();
    await expect(modal.getByRole("alertdialog")).toHaveCount(0);

    // 100157 names no field: the error dialog, which closes and keeps what was typed.
    await sandbox.inject({ path: "registration", errorCode: "100157", email });
    await submit();
    const dialog = modal.getByRole("alertdialog", { name: t("registration:errors.title") });
    await expect(dialog).toContainText(t("registration:errors.technicalError"));
    await dialog.getByRole("link", { name: t("registration:errors.dismiss") }).click();
    await expect(dialog).toHaveCount(0);
    await expect(modal.getByLabel(t("registration:email.label"), { exact: true })).toHaveValue(email);

    // The account is created but the automatic login fails: the notice, and registration closes.
    await sandbox.inject({ path: "login", errorCode: "100157", email });
    await submit();
    await expect(page.getByTestId("toast").filter({ hasText: t("registration:loginFailed.title") })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("dialog", { name: t("registration:title") })).toHaveCount(0);
    await expect(guestLoginLink(page, t)).toBeVisible();
  });

  test("duplicate email and duplicate phone are reported on leaving the field", async ({ page, site, t }) => {
    const modal = await openModal(page, site, t);
    const email = modal.getByLabel(t("registration:email.label"), { exact: true });
    await email.fill(accountEmail(site.brand, "player"));
    await email.blur();
    await expect(modal.getByText(t("registration:email.errors.taken"))).toBeVisible();
    await email.fill(freshEmail());
    await email.blur();
    await expect(modal.getByText(t("registration:email.errors.taken"))).toHaveCount(0);

    await modal.getByLabel(t("registration:phone.countryLabel")).selectOption("BR");
    const phone = modal.getByLabel(t("registration:phone.label"), { exact: true });
    // The number of the second seeded account (code100484@), which no test changes (player@'s is
    // changed by the OTP tests).
    await phone.fill("11900000001");
    await phone.blur();
    await expect(modal.getByText(t("registration:phone.errors.duplicate"))).toBeVisible();
    // Re-validated on dial-code change: the same number elsewhere is free.
    await modal.getByLabel(t("registration:phone.countryLabel")).selectOption("PT");
    await expect(modal.getByText(t("registration:phone.errors.duplicate"))).toHaveCount(0);
    // Where the brand has the Brazil-only rule, area 55 needs exactly 11 digits; elsewhere it is any number.
    const rule = fixedPhoneRule(site);
    await modal.getByLabel(t("registration:phone.countryLabel")).selectOption("BR");
    await phone.fill("1190000");
    await phone.blur();
    const brazilLength = modal.getByText(t("registration:phone.errors.brazilLength", { digits: rule?.digits ?? 11 }));
    if (rule?.areaCode === "55") await expect(brazilLength).toBeVisible();
    else await expect(brazilLength).toHaveCount(0);
  });

  test("dial codes: SE excluded, GB first, the visitor's country preselected", async ({ page, site, t, sandbox }) => {
    await sandbox.country("BR");
    const modal = await openModal(page, site, t);
    const select = modal.getByLabel(t("registration:phone.countryLabel"));
    await expect(select).toHaveValue("BR");
    await expect(select.locator("option").first()).toHaveAttribute("value", "GB");
    await expect(select.locator("option[value=SE]")).toHaveCount(0);
    expect(await select.locator("option").count()).toBeGreaterThan(230);
  });

  test("password: live checklist, only allowed characters, show and hide", async ({ page, site, t }) => {
    const modal = await openModal(page, site, t);
    const password = modal.getByLabel(t("registration:password.label"), { exact: true });
    await password.pressSequentially("ab");
    await expect(modal.locator(".registration__checklist li[data-met=true]")).toHaveCount(1);
    await password.pressSequentially("é ABC1x");
    await expect(password).toHaveValue("abABC1x");
    await expect(modal.locator("[data-rule=hasMinLength]")).toHaveAttribute("data-met", "false");
    await password.pressSequentially("y");
    await expect(modal.locator(".registration__checklist li[data-met=true]")).toHaveCount(4);
    await expect(password).toHaveAttribute("type", "password");
    await modal.getByRole("button", { name: t("registration:password.show") }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("a password typed before the scripts arrive counts in the checklist once they do", async ({ page, site, t }) => {
    test.skip(!site.javaScript, "the checklist needs JavaScript");
    const modal = dialog(page, t);
    await beforeHydration(page, `/${site.lang}?modal=register`, () =>
      modal.getByLabel(t("registration:password.label"), { exact: true }).fill("abABC1xy"),
    );
    await expect(modal.locator(".registration__checklist li[data-met=true]")).toHaveCount(4);
  });

  test("closing asks for confirmation and continuing keeps what was typed", async ({ page, site, t }) => {
    const modal = await openModal(page, site, t);
    const email = freshEmail();
    await modal.getByLabel(t("registration:email.label"), { exact: true }).fill(email);
    await modal.getByRole("link", { name: t("registration:close") }).click();
    const confirm = page.getByRole("dialog", { name: t("registration:abort.title") });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("link", { name: t("registration:abort.continue") }).click();
    await expect(dialog(page, t).getByLabel(t("registration:email.label"), { exact: true })).toHaveValue(email);
    await dialog(page, t)
      .getByRole("link", { name: t("registration:close") })
      .click();
    await page
      .getByRole("dialog", { name: t("registration:abort.title") })
      .getByRole("link", { name: t("registration:abort.leave") })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
  });

  test("the login link resets the form and opens login after the configured delay", async ({ page, site, t }) => {
    const modal = await openModal(page, site, t);
    // A paused clock: the delayed login opens only when the test lets time run.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await modal.getByLabel(t("registration:email.label"), { exact: true }).fill(freshEmail());
    await modal.getByRole("link", { name: t("registration:login") }).click();
    await expect(dialog(page, t)).toHaveCount(0);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await page.clock.runFor(site.brand.config.limits.loginModalDelayMs - 50);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}`);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(`${site.origin}/${site.lang}?modal=login`);
  });

  test("country rules: each of the brand's countries asks for its own extra fields, and registration with them goes through", async ({
    page,
    site,
    t,
    sandbox,
  }) => {
    test.slow(); // several platform round trips (CPF registry, uniqueness checks, registration, login)
    // The brand's own rules, whatever countries they name; its default country (maybe without any) too.
    const countries = [
      ...new Set([site.brand.config.defaultCountry as string, ...Object.keys(site.brand.countryRules)]),
    ].filter((country) => site.brand.countryRules[country]?.registrationBlocked !== true);
    const withFields = countries.find((country) => extraFieldsOf(site, country).length > 0);
    test.skip(!withFields, `${site.brand.id} asks no country for extra registration fields`);
    for (const country of countries) {
      await sandbox.country(country);
      const modal = await openModal(page, site, t);
      const extra = extraFieldsOf(site, country);
      await expect(modal.getByLabel(t("registration:personalId.label")), country).toHaveCount(
        extra.includes("nationalId") ? 1 : 0,
      );
      await expect(modal.getByLabel(t("registration:birthPlace.label")), country).toHaveCount(
        extra.includes("birthPlace") ? 1 : 0,
      );
      await expect(modal.getByLabel(t("registration:maidenName.label")), country).toHaveCount(
        extra.includes("maidenName") ? 1 : 0,
      );
    }
    // A country with extra fields: registration with them goes through.
    await sandbox.country(withFields!);
    const modal = await openModal(page, site, t);
    await fillIdentity(page, t, site);
    await fillAccount(page, t, site, {
      email: freshEmail(),
      phone: freshPhone(),
      extra: extraFieldsOf(site, withFields!),
    });
    await modal.getByRole("button", { name: t("registration:submit") }).click();
    await expect(page.getByRole("dialog", { name: t("registration:success.title") })).toBeVisible({ timeout: 15_000 });
  });

  test("a country that blocks registration gets the restricted-registration modal", async ({
    page,
    site,
    t,
    sandbox,
    server,
  }) => {
    // The brand's own rule, whichever country it names: a brand with one never skips this.
    const blocked = Object.entries(site.brand.countryRules).find(([, rule]) => rule.registrationBlocked === true)?.[0];
    test.skip(!blocked, `${site.brand.id} blocks registration from no country`);
    await sandbox.country(blocked!);
    for (const target of [`/${site.lang}/register/step1`, `/${site.lang}/${slugs.register[site.lang] ?? "register"}`]) {
      const res = await server.get(target);
      expect(res.status(), target).toBe(302);
      expect(res.headers().location, target).toContain("modal=restricted-registration");
    }
    await page.goto(`/${site.lang}/register/step1`);
    const restricted = page.getByRole("dialog", { name: t("registration:restricted.title") });
    await expect(restricted).toBeVisible();
    await expect(restricted.getByText(t("registration:restricted.text"))).toBeVisible();
    // The modal URL shows the notice too, never the form.
    await page.goto(`/${site.lang}?modal=register`);
    await expect(page.getByRole("dialog", { name: t("registration:restricted.title") })).toBeVisible();
    await expect(page.locator("form.registration")).toHaveCount(0);
  });

  test("entry paths switch language and open the modal, keeping the query @i18n", async ({ server, site }) => {
    for (const [lang, slug] of Object.entries(slugs.register)) {
      const res = await server.get(`/${slug}?affid=77`);
      expect(res.status()).toBe(302);
      const location = new URL(res.headers().location, site.origin);
      if (site.brand.routed.includes(lang)) expect(location.pathname).toBe(`/${lang}`);
      expect(location.searchParams.get("modal")).toBe("register");
      expect(location.searchParams.get("affid")).toBe("77");
    }
    // Under a language prefix too, the entry path's own language wins when the brand routes it.
    for (const [lang, slug] of Object.entries(slugs.register)) {
      const res = await server.get(`/${site.lang}/${slug}?affid=9`);
      expect(res.status(), slug).toBe(302);
      const target = site.brand.routed.includes(lang) ? lang : site.lang;
      expect(res.headers().location).toBe(`/${target}?affid=9&modal=register`);
    }
  });

  test("register/step1 page at 360 px has no horizontal overflow @i18n", async ({ page, site, t }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${site.lang}/register/step1`);
    await expect(page.getByRole("heading", { level: 1, name: t("registration:title") })).toBeVisible();
    // Nothing of the registration page reaches past the viewport (the header is the shell's).
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll(".registration-page, .registration-page *")].map(
          (el) => el.getBoundingClientRect().right,
        ),
      ),
    );
    expect(widest).toBeLessThanOrEqual(360);
  });
});

test.describe("registration: the brand's document and errors without a field", () => {
  test("a verified CPF shows no stale 'validate your CPF first' next to it", async ({ page, site, t }) => {
    test.skip(documentOf(site).kind !== "cpf", `${site.brand.id} registers without a CPF`);
    const modal = await openModal(page, site, t);
    const input = modal.getByLabel(t("registration:cpf.label"), { exact: true });
    await input.fill(freshCpf());
    // Leaving the field validates it (conform submits with its own intent button): not a submission.
    await input.blur();
    await modal.getByRole("button", { name: t("registration:cpf.validate") }).click();
    await expect(modal.getByText(t("registration:cpf.verified"))).toBeVisible();
    await expect(modal.getByText(t("registration:cpf.errors.notVerified"))).toHaveCount(0);
    // Leaving another field re-validates the form: still no stale message.
    const email = modal.getByLabel(t("registration:email.label"), { exact: true });
    await email.fill(freshEmail());
    await email.blur();
    await expect(modal.getByText(t("registration:cpf.errors.notVerified"))).toHaveCount(0);
  });

  test("a national id is checked against the brand's pattern, with its example @i18n", async ({ page, site, t }) => {
    const doc = documentOf(site);
    test.skip(doc.kind !== "nationalId", `${site.brand.id} asks for no national id`);
    const example = (doc as Extract<IdentityDocument, { kind: "nationalId" }>).example;
    const modal = await openModal(page, site, t);
    const input = modal.getByLabel(t("registration:document.label"), { exact: true });
    await expect(input).toHaveAttribute("placeholder", example);
    await input.fill("x");
    await input.blur();
    await expect(modal.getByText(t("registration:document.errors.invalid", { example }))).toBeVisible();
    await input.fill(example);
    await input.blur();
    await expect(modal.getByText(t("registration:document.errors.invalid", { example }))).toHaveCount(0);
  });

  test("an error for a field the form did not render is still shown @nojs", async ({ page, site, t, sandbox }) => {
    test.slow(); // a registration through the platform
    // A platform that cannot place the visitor: the page knows no country rule and renders no extra
    // fields, while the registration goes out with the brand's home country, whose rule asks for some.
    const home = site.brand.config.defaultCountry as string;
    test.skip(extraFieldsOf(site, home).length === 0, `${site.brand.id}'s home country asks for no extra field`);
    await sandbox.country(null);
    const modal = await openModal(page, site, t);
    await fillIdentity(page, t, site);
    await fillAccount(page, t, site, { email: freshEmail(), phone: freshPhone(), extra: [] });
    await modal.getByRole("button", { name: t("registration:submit") }).click();
    // Without JavaScript the answer is the registration page, rendered on the server.
    const list = page.getByRole("alert").filter({ hasText: t("registration:errors.unplaced") });
    await expect(list).toBeVisible({ timeout: 15_000 });
    await expect(list).toContainText(t("registration:errors.missingFields"));
    // The field is named (spec §8 maps the first error; the sandbox lists the rule's fields in order).
    const first = extraFieldsOf(site, home)[0];
    await expect(list).toContainText(t(`registration:${first === "nationalId" ? "personalId" : first}.label`));
  });
});

test.describe("registration without JavaScript", () => {
  test("identity, keep what was typed, register and land on the success view @nojs", async ({ page, site, t }) => {
    test.slow(); // several platform round trips (CPF registry, uniqueness checks, registration, login)
    test.skip(site.javaScript, "no-JavaScript flow");
    const cpf = documentOf(site).kind === "cpf";
    const email = freshEmail();
    await page.goto(`/${site.lang}?modal=register`);
    await expect(dialog(page, t)).toBeVisible();
    // Typed before validating: kept across the post.
    await page.getByLabel(t("registration:email.label"), { exact: true }).fill(email);
    await fillIdentity(page, t, site);
    if (cpf) {
      await expect(page).toHaveURL(`${site.origin}/${site.lang}/register/step1`);
      await expect(page.getByLabel(t("registration:email.label"), { exact: true })).toHaveValue(email);
    }

    // A validation error keeps everything but the password.
    const country = site.brand.config.defaultCountry as string;
    await fillAccount(page, t, site, { email, phone: "123", extra: extraFieldsOf(site, country) });
    await page.getByRole("button", { name: t("registration:submit") }).click();
    const rule = fixedPhoneRule(site);
    const phoneError =
      rule?.areaCode === "55"
        ? t("registration:phone.errors.brazilLength", { digits: rule.digits })
        : t("registration:phone.errors.length", {
            min: site.brand.config.limits.phone.minDigits,
            max: site.brand.config.limits.phone.maxDigits,
          });
    await expect(page.getByText(phoneError)).toBeVisible();
    await expect(page.getByLabel(t("registration:email.label"), { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(t("registration:password.label"), { exact: true })).toHaveValue("");
    if (cpf) await expect(page.getByText(t("registration:cpf.verified"))).toBeVisible();
    else
      await expect(page.getByLabel(t("registration:firstName.label"), { exact: true })).toHaveValue(
        TYPED_IDENTITY.firstName,
      );

    await page.getByLabel(t("registration:phone.label"), { exact: true }).fill(freshPhone());
    await page.getByLabel(t("registration:password.label"), { exact: true }).fill(SANDBOX_PASSWORD);
    await page.getByRole("button", { name: t("registration:submit") }).click();
    const success = page.getByRole("dialog", { name: t("registration:success.title") });
    await expect(success).toBeVisible();
    await expect(success.getByRole("link", { name: t("registration:success.deposit") })).toHaveAttribute(
      "href",
      /deposit=true/,
    );
  });

  test("a tampered name is refused @nojs", async ({ page, site, t }) => {
    test.skip(site.javaScript, "no-JavaScript flow");
    test.skip(documentOf(site).kind !== "cpf", `${site.brand.id} registers without a CPF registry`);
    await page.goto(`/${site.lang}/register/step1`);
    await validateCpf(page, t, freshCpf());
    await expect(page.getByText(t("registration:cpf.verified"))).toBeVisible();
    const country = site.brand.config.defaultCountry as string;
    await fillAccount(page, t, site, { email: freshEmail(), phone: freshPhone(), extra: extraFieldsOf(site, country) });
    await page.locator("input[name=firstName]").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("readonly");
      input.value = "Impostor";
    });
    await page.getByRole("button", { name: t("registration:submit") }).click();
    await expect(page.getByText(t("registration:cpf.errors.notVerified"))).toBeVisible();
  });

  test("the close link asks for confirmation @nojs", async ({ page, site, t }) => {
    test.skip(site.javaScript, "no-JavaScript flow");
    await page.goto(`/${site.lang}?modal=register`);
    await dialog(page, t)
      .getByRole("link", { name: t("registration:close") })
      .click();
    await expect(page).toHaveURL(/confirmClose=1/);
    const confirm = page.getByRole("dialog", { name: t("registration:abort.title") });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("link", { name: t("registration:abort.leave") }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Without JavaScript the login link is a plain link to the login modal.
    await page.goto(`/${site.lang}?modal=register`);
    await expect(dialog(page, t).getByRole("link", { name: t("registration:login") })).toHaveAttribute(
      "href",
      `/${site.lang}?modal=login`,
    );
  });
});
